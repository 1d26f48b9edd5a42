import { Injectable } from '@nestjs/common';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Audited } from '../../platform/audit/audited.decorator';
import { AuditService } from '../../platform/audit/audit.service';
import { AuthError } from '../../platform/common/errors/auth-error';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { AppConfig } from '../../platform/config/app-config';
import { User } from '../../identity/user/user.types';
import { PASSKEY_ERRORS } from './passkey.errors';
import { PasskeyRepository } from './passkey.repository';
import { Passkey } from './passkey.types';

/** The signed-in user's own passkeys (list, rename, delete), and their counts and removal for administrators. */
@Injectable()
export class PasskeyService {
  constructor(
    private readonly passkeys: PasskeyRepository,
    private readonly config: AppConfig,
    readonly audit: AuditService,
  ) {}

  list(owner: User): Promise<Passkey[]> {
    return this.passkeys.listByUser(owner.id);
  }

  /** The number of passkeys of each user, zero included. */
  async countFor(userIds: readonly string[]): Promise<Map<string, number>> {
    const counts = await this.passkeys.countByUsers(userIds);
    return new Map(userIds.map((userId) => [userId, counts.get(userId) ?? 0]));
  }

  /** Removes all of the user's passkeys, or the one of `id`; answers how many went (0 when none matched). */
  removeFor(userId: string, id?: string): Promise<number> {
    return this.passkeys.deleteForUser(userId, id);
  }

  async rename(owner: User, id: string, requestedName: string): Promise<Passkey> {
    const name = this.config.betterAuthCompat === '1.7' ? nonBlank(requestedName.trim()) : requestedName;
    const passkey = await this.passkeys.findById(id);
    if (!passkey) throw new AuthError(PASSKEY_ERRORS.PASSKEY_NOT_FOUND);
    // Better Auth's answer for another user's passkey, message included.
    if (passkey.userId !== owner.id) throw new AuthError(PASSKEY_ERRORS.YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY);
    const renamed = await this.passkeys.rename(id, name);
    if (!renamed) throw new AuthError(PASSKEY_ERRORS.PASSKEY_NOT_FOUND);
    return renamed;
  }

  @Audited('passkey.delete-passkey', ([owner, id]: [User, string]) => ({
    targetType: 'passkey',
    targetId: id,
    metadata: { userId: owner.id },
  }))
  async delete(_auditCaller: AuditCaller, owner: User, id: string): Promise<void> {
    const passkey = await this.passkeys.findById(id);
    if (!passkey) throw new AuthError(PASSKEY_ERRORS.PASSKEY_NOT_FOUND);
    // Better Auth answers another user's passkey with a bare 401.
    if (passkey.userId !== owner.id) throw new AuthError(BASE_ERRORS.UNAUTHORIZED);
    await this.passkeys.delete(passkey.id);
  }
}

/** Better Auth 1.7's schema refuses a blank new name, before it looks the passkey up. */
function nonBlank(name: string): string {
  if (name !== '') return name;
  throw new AuthError(BASE_ERRORS.VALIDATION_ERROR, {
    details: { errors: [{ field: 'name', message: 'name must not be blank' }] },
  });
}
