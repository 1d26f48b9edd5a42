import { Injectable, OnModuleInit } from '@nestjs/common';
import { ChangeNotices } from '../../platform/secondary-storage/change-notices';
import { AdminRoleRepository } from './admin-role.repository';
import { StoredAdminRole } from './admin-role.types';

const TOPIC = 'admin-roles';

/** Without notices other instances hear, a copy is trusted this long: a change reaches them within it. */
const UNSHARED_TRUST_MS = 1000;

/** With Redis, a copy is trusted until a notice, and still read again this often in case one was lost. */
const SHARED_TRUST_MS = 60_000;

/**
 * The admin roles made at run time, kept in memory: the admin guards ask on every request. A change
 * here is published, and every instance forgets its copy and reads the table again.
 */
@Injectable()
export class StoredAdminRoles implements OnModuleInit {
  private copy: { roles: ReadonlyMap<string, StoredAdminRole>; readAtMs: number } | null = null;
  private reading: Promise<ReadonlyMap<string, StoredAdminRole>> | null = null;
  private generation = 0;

  constructor(
    private readonly repository: AdminRoleRepository,
    private readonly notices: ChangeNotices,
  ) {}

  onModuleInit(): void {
    this.notices.subscribe(TOPIC, () => this.forget());
  }

  /** The stored roles by name. */
  async all(): Promise<ReadonlyMap<string, StoredAdminRole>> {
    const trustMs = this.notices.isShared ? SHARED_TRUST_MS : UNSHARED_TRUST_MS;
    if (this.copy && performance.now() - this.copy.readAtMs < trustMs) return this.copy.roles;
    this.reading ??= this.read();
    return this.reading;
  }

  /** Tells every instance (this one at once) that the stored roles changed. */
  async changed(): Promise<void> {
    await this.notices.publish(TOPIC);
  }

  private forget(): void {
    this.generation += 1;
    this.copy = null;
    this.reading = null;
  }

  private async read(): Promise<ReadonlyMap<string, StoredAdminRole>> {
    const generation = this.generation;
    const readAtMs = performance.now();
    try {
      const roles = new Map((await this.repository.listAll()).map((role) => [role.role, role]));
      // A read that began before a change must not be kept as the copy after it.
      if (generation === this.generation) this.copy = { roles, readAtMs };
      return roles;
    } finally {
      if (generation === this.generation) this.reading = null;
    }
  }
}
