import { Injectable } from '@nestjs/common';
import { generateId } from '../../../platform/common/crypto/random';
import { Clock } from '../../../platform/common/time/clock';
import { AuditCaller } from '../../../platform/audit/audit-caller';
import { Audited } from '../../../platform/audit/audited.decorator';
import { AuditService } from '../../../platform/audit/audit.service';
import { Database } from '../../../platform/database/database';
import { isUniqueViolation } from '../../../platform/database/unique-violation';
import { UserService } from '../../../identity/user/user.service';
import { ScimError } from '../scim-error';
import { ScimPrincipal } from '../scim-principal';
import { parseScimFilter } from '../protocol/scim-filter';
import { ScimPage } from '../protocol/scim-paging';
import { applyScimPatch, parseScimPatch } from '../protocol/scim-patch';
import { ScimIdentityRepository } from './scim-identity.repository';
import { ScimUserLifecycle } from './scim-user-lifecycle';
import { patchableScimUser } from './scim-user-resource';
import { readScimUser } from './scim-user-profile';
import { SCIM_USER_FILTERS, SCIM_USER_RESOURCE } from './scim-user-schema';
import { ScimUserRepository } from './scim-user.repository';
import { ScimUser, ScimUserProfile } from './scim-user.types';

const audited =
  (action: string) =>
  ([principal]: [ScimPrincipal], user?: ScimUser) => ({
    targetType: 'user' as const,
    targetId: user?.userId,
    metadata: { action, connectionId: principal.connectionId, scimUserId: user?.id },
  });

/** A connection's SCIM Users (RFC 7644 §3): each connection sees and changes only its own. */
@Injectable()
export class ScimUsersService {
  constructor(
    private readonly scimUsers: ScimUserRepository,
    private readonly identities: ScimIdentityRepository,
    private readonly lifecycle: ScimUserLifecycle,
    private readonly users: UserService,
    private readonly database: Database,
    private readonly clock: Clock,
    readonly audit: AuditService,
  ) {}

  /** Re-creating a deleted User's externalId in its connection finds the user it stood for again. */
  @Audited('scim.create-user', audited('create'))
  async create(caller: AuditCaller, principal: ScimPrincipal, body: unknown): Promise<ScimUser> {
    const profile = readScimUser(body);
    await this.assertKeysFree(principal.connectionId, profile);
    const relinked = profile.externalId
      ? await this.database.transaction((tx) =>
          this.identities.findTombstonedUser(principal.connectionId, profile.externalId!, tx),
        )
      : null;
    const existing = relinked ? await this.users.findById(relinked) : null;
    if (existing) await this.lifecycle.updateUser(existing.id, profile);
    const userId = existing?.id ?? (await this.lifecycle.createUser(profile)).id;
    const now = this.clock.now();
    const created = await this.uniquely(() =>
      this.database.transaction(async (tx) => {
        const user = await this.scimUsers.create(
          { ...profile, id: generateId(), ...principalColumns(principal), userId, createdAt: now },
          tx,
        );
        await this.identities.claimSubject(userId, user.id, now, tx);
        if (profile.externalId) await this.identities.buryTombstone(principal.connectionId, profile.externalId, tx);
        return user;
      }),
    );
    await this.lifecycle.reconcile(caller, userId, principal.provisioningDomainId);
    return created;
  }

  async get(principal: ScimPrincipal, id: string): Promise<ScimUser> {
    const user = await this.scimUsers.findInConnection(principal.connectionId, id);
    if (!user) throw new ScimError(404, `User ${id} not found`);
    return user;
  }

  async list(principal: ScimPrincipal, filter: string | undefined, page: ScimPage): Promise<[ScimUser[], number]> {
    const filters = filter === undefined ? [] : parseScimFilter(filter, SCIM_USER_FILTERS);
    return this.scimUsers.list(principal.connectionId, filters, page);
  }

  /** PUT: the body replaces the User; an `id` in it is ignored. */
  @Audited('scim.update-user', audited('replace'))
  async replace(caller: AuditCaller, principal: ScimPrincipal, id: string, body: unknown): Promise<ScimUser> {
    return this.change(caller, await this.get(principal, id), readScimUser(body));
  }

  @Audited('scim.update-user', audited('patch'))
  async patch(caller: AuditCaller, principal: ScimPrincipal, id: string, body: unknown): Promise<ScimUser> {
    const current = await this.get(principal, id);
    const operations = parseScimPatch(body, SCIM_USER_RESOURCE);
    const patched = applyScimPatch(patchableScimUser(current), operations, SCIM_USER_RESOURCE);
    return this.change(caller, current, readScimUser(patched));
  }

  /** The user stays (banned once no source is left); the externalId is remembered for a later re-creation. */
  @Audited('scim.delete-user', audited('delete'))
  async delete(caller: AuditCaller, principal: ScimPrincipal, id: string): Promise<ScimUser> {
    const user = await this.get(principal, id);
    await this.database.transaction(async (tx) => {
      await this.identities.tombstone(user, this.clock.now(), tx);
      await this.scimUsers.delete(user.id, tx);
    });
    await this.lifecycle.reconcile(caller, user.userId, user.provisioningDomainId);
    return user;
  }

  private async change(caller: AuditCaller, current: ScimUser, profile: ScimUserProfile): Promise<ScimUser> {
    await this.assertKeysFree(current.connectionId, profile, current.id);
    await this.lifecycle.updateUser(current.userId, profile);
    const updated = await this.uniquely(() =>
      this.database.transaction((tx) => this.scimUsers.update(current, profile, this.clock.now(), tx)),
    );
    await this.lifecycle.reconcile(caller, current.userId, current.provisioningDomainId);
    return updated;
  }

  private async assertKeysFree(connectionId: string, profile: ScimUserProfile, exceptId?: string): Promise<void> {
    const taken = await this.scimUsers.takenKey(connectionId, profile, exceptId);
    if (taken) throw new ScimError(409, `A User with this ${taken} already exists`, 'uniqueness');
  }

  /** Two requests racing for one userName or externalId: the unique index decides, the loser is told so. */
  private async uniquely<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ScimError(409, 'A User with these values already exists', 'uniqueness');
      throw error;
    }
  }
}

function principalColumns(principal: ScimPrincipal) {
  return { connectionId: principal.connectionId, provisioningDomainId: principal.provisioningDomainId };
}
