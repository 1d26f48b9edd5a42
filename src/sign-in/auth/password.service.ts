import { Injectable } from '@nestjs/common';
import { AccountLockoutService } from '../../identity/account-lockout/account-lockout.service';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Audited } from '../../platform/audit/audited.decorator';
import { AuditService } from '../../platform/audit/audit.service';
import { AuthError } from '../../platform/common/errors/auth-error';
import { randomString } from '../../platform/common/crypto/random';
import { AppConfig } from '../../platform/config/app-config';
import { Database } from '../../platform/database/database';
import { EmailOutboxService } from '../../platform/mail/email-outbox.service';
import { resetPasswordEmail } from '../../platform/mail/templates/account-emails';
import { SessionService } from '../../identity/session/session.service';
import { ActiveSession, RequestMeta, Session } from '../../identity/session/session.types';
import { UserService } from '../../identity/user/user.service';
import { VerificationService } from '../../platform/verification/verification.service';
import { RESET_IDENTIFIER_PREFIX, RESET_TOKEN_LENGTH } from './auth.constants';
import { AUTH_ERRORS } from './auth.errors';
import { SESSION_ERRORS } from '../../identity/session/session.errors';
import { AuthLinks } from './auth-links';
import { normalizeEmail } from '../../identity/user/email-address';
import { PasswordPolicy } from './password-policy';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions?: boolean;
  /** Whether the caller's session is a browser-session one; its replacement keeps that. */
  rememberMe: boolean;
}

@Injectable()
export class PasswordService {
  constructor(
    private readonly config: AppConfig,
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly passwords: PasswordPolicy,
    private readonly verifications: VerificationService,
    private readonly links: AuthLinks,
    private readonly outbox: EmailOutboxService,
    private readonly database: Database,
    private readonly lockout: AccountLockoutService,
    readonly audit: AuditService,
  ) {}

  /** Returns the replacement session when the others were revoked, else null. */
  @Audited('change-password', ([current]: [ActiveSession]) => ({ targetType: 'user', targetId: current.user.id }))
  async change(
    _auditCaller: AuditCaller,
    current: ActiveSession,
    input: ChangePasswordInput,
    meta: RequestMeta,
  ): Promise<Session | null> {
    // An administrator acting as someone must not be able to take their account over.
    if (current.session.impersonatedBy) throw new AuthError(SESSION_ERRORS.NOT_ALLOWED_WHILE_IMPERSONATING);
    this.passwords.assertAcceptable(input.newPassword);
    await this.passwords.assertCurrentPassword(current.user.id, input.currentPassword);
    await this.users.setPasswordHash(current.user.id, await this.passwords.hash(input.newPassword));
    if (!input.revokeOtherSessions) return null;
    await this.sessions.revokeAll(current.user.id);
    return this.sessions.create({
      userId: current.user.id,
      rememberMe: input.rememberMe,
      secondFactorPassed: current.session.secondFactorAt !== null,
      ...meta,
    });
  }

  /** Gives a password to a user who signs in another way; never replaces an existing one. */
  @Audited('set-password', ([userId]: [string]) => ({ targetType: 'user', targetId: userId }))
  async set(_auditCaller: AuditCaller, userId: string, newPassword: string): Promise<void> {
    this.passwords.assertAcceptable(newPassword);
    await this.users.getById(userId);
    const account = await this.users.findCredentialAccount(userId);
    if (account?.password) throw new AuthError(AUTH_ERRORS.USER_ALREADY_HAS_A_PASSWORD);
    await this.users.setPasswordHash(userId, await this.passwords.hash(newPassword));
  }

  /** Sends a reset link when the address has an account; the caller learns nothing either way. */
  async requestReset(email: string, redirectTo?: string): Promise<void> {
    const user = await this.users.findByEmail(normalizeEmail(email));
    const token = randomString(RESET_TOKEN_LENGTH);
    if (!user) {
      // Comparable work to the real path, so timing does not tell which addresses exist.
      await this.verifications.peek(`${RESET_IDENTIFIER_PREFIX}${token}`);
      return;
    }
    await this.database.transaction(async (tx) => {
      await this.verifications.issue(
        `${RESET_IDENTIFIER_PREFIX}${token}`,
        user.id,
        this.config.emailAndPassword.resetPasswordTokenExpiresInSeconds,
        tx,
      );
      await this.outbox.enqueue(resetPasswordEmail(user, this.links.resetPassword(token, redirectTo)), tx);
    });
  }

  async isResetTokenLive(token: string): Promise<boolean> {
    return (await this.verifications.peek(`${RESET_IDENTIFIER_PREFIX}${token}`)) !== null;
  }

  /** Resolves to the user whose password was reset. */
  @Audited('reset-password', (_args, userId?: string) => ({
    actorId: userId ?? null,
    targetType: 'user',
    targetId: userId,
  }))
  async reset(_auditCaller: AuditCaller, token: string | undefined, newPassword: string): Promise<string> {
    if (!token) throw new AuthError(AUTH_ERRORS.INVALID_TOKEN);
    this.passwords.assertAcceptable(newPassword);
    const userId = await this.verifications.consume(`${RESET_IDENTIFIER_PREFIX}${token}`);
    if (!userId) throw new AuthError(AUTH_ERRORS.INVALID_TOKEN);
    await this.users.setPasswordHash(userId, await this.passwords.hash(newPassword));
    await this.lockout.liftFor(userId);
    if (this.config.emailAndPassword.revokeSessionsOnPasswordReset) await this.sessions.revokeAll(userId);
    return userId;
  }
}
