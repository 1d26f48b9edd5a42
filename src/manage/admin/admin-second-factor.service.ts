import { Injectable } from '@nestjs/common';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Audited } from '../../platform/audit/audited.decorator';
import { AuditService } from '../../platform/audit/audit.service';
import { AuthError } from '../../platform/common/errors/auth-error';
import { PASSKEY_ERRORS } from '../../sign-in/passkey/passkey.errors';
import { PasskeyService } from '../../sign-in/passkey/passkey.service';
import { SessionService } from '../../identity/session/session.service';
import { TwoFactorReset } from '../../sign-in/two-factor/two-factor-reset';
import { UserService } from '../../identity/user/user.service';
import { RemovedPasskeys, UserWithPasskeys } from './admin.types';

export interface PasskeyRemoval {
  userId: string;
  /** Only this passkey; absent: all of the user's passkeys. */
  passkeyId?: string;
  revokeSessions: boolean;
}

/** An administrator resetting a user's second factor or removing their passkeys, ending their sessions by choice. */
@Injectable()
export class AdminSecondFactorService {
  constructor(
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly twoFactor: TwoFactorReset,
    private readonly passkeys: PasskeyService,
    readonly audit: AuditService,
  ) {}

  /** Turns the user's second factor off and forgets it with their trusted browsers; a user without one stays so. */
  @Audited('admin.reset-two-factor', ([userId, revokeSessions]: [string, boolean]) => ({
    targetType: 'user',
    targetId: userId,
    metadata: { revokeSessions },
  }))
  async resetTwoFactor(_auditCaller: AuditCaller, userId: string, revokeSessions: boolean): Promise<UserWithPasskeys> {
    await this.users.getById(userId);
    const user = await this.twoFactor.reset(userId);
    if (revokeSessions) await this.sessions.revokeAll(userId);
    return { user, passkeyCount: await this.passkeyCountOf(userId) };
  }

  /** Removes the passkeys; a `passkeyId` that is not one of the user's answers PASSKEY_NOT_FOUND. */
  @Audited('admin.remove-passkeys', ([removal]: [PasskeyRemoval], result?: RemovedPasskeys) => ({
    targetType: 'user',
    targetId: removal.userId,
    metadata: {
      passkeyId: removal.passkeyId ?? null,
      removed: result?.removed ?? 0,
      revokeSessions: removal.revokeSessions,
    },
  }))
  async removePasskeys(_auditCaller: AuditCaller, removal: PasskeyRemoval): Promise<RemovedPasskeys> {
    const user = await this.users.getById(removal.userId);
    const removed = await this.passkeys.removeFor(user.id, removal.passkeyId);
    if (removal.passkeyId !== undefined && removed === 0) throw new AuthError(PASSKEY_ERRORS.PASSKEY_NOT_FOUND);
    if (removal.revokeSessions) await this.sessions.revokeAll(user.id);
    return { user, passkeyCount: await this.passkeyCountOf(user.id), removed };
  }

  private async passkeyCountOf(userId: string): Promise<number> {
    return (await this.passkeys.countFor([userId])).get(userId) ?? 0;
  }
}
