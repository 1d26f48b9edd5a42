import { Injectable } from '@nestjs/common';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Audited } from '../../platform/audit/audited.decorator';
import { AuditService } from '../../platform/audit/audit.service';
import { AUDIT_SUCCESS } from '../../platform/audit/audit.types';
import { AuthError } from '../../platform/common/errors/auth-error';
import { AppConfig } from '../../platform/config/app-config';
import { Database } from '../../platform/database/database';
import { EmailOutboxService } from '../../platform/mail/email-outbox.service';
import { verificationEmail } from '../../platform/mail/templates/account-emails';
import { SessionService } from '../../identity/session/session.service';
import { ActiveSession, RequestMeta } from '../../identity/session/session.types';
import { USER_ERRORS } from '../../identity/user/user.errors';
import { UserService } from '../../identity/user/user.service';
import { User } from '../../identity/user/user.types';
import { CHANGE_EMAIL_VERIFICATION } from './auth.constants';
import { AUTH_ERRORS } from './auth.errors';
import { AuthLinks } from './auth-links';
import { EmailTokenService } from './email-token.service';
import { normalizeEmail } from '../../identity/user/email-address';

export type VerifyEmailError = 'invalid_token' | 'token_expired' | 'user_not_found' | 'unauthorized';

export type VerifyEmailOutcome = { error: VerifyEmailError } | { user: User | null; signedIn: ActiveSession | null };

@Injectable()
export class EmailVerificationService {
  constructor(
    private readonly config: AppConfig,
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly tokens: EmailTokenService,
    private readonly links: AuthLinks,
    private readonly outbox: EmailOutboxService,
    private readonly database: Database,
    readonly audit: AuditService,
  ) {}

  /** The token and the e-mail carrying it commit together. */
  async sendTo(user: Pick<User, 'email' | 'name'>, callbackURL?: string): Promise<void> {
    await this.database.transaction(async (tx) => {
      const token = await this.tokens.issue({ email: user.email }, tx);
      await this.outbox.enqueue(verificationEmail(user, this.links.verifyEmail(token, callbackURL)), tx);
    });
  }

  /** Without a session the answer is the same whether or not the address has an unverified account. */
  async resend(email: string, callbackURL: string | undefined, current: ActiveSession | null): Promise<void> {
    if (current) {
      if (current.user.email !== email) throw new AuthError(AUTH_ERRORS.EMAIL_MISMATCH);
      if (current.user.emailVerified) throw new AuthError(AUTH_ERRORS.EMAIL_IS_ALREADY_VERIFIED);
      await this.sendTo(current.user, callbackURL);
      return;
    }
    const user = await this.users.findByEmail(normalizeEmail(email));
    if (user && !user.emailVerified) await this.sendTo(user, callbackURL);
  }

  /** Sends the link that moves the account to `newEmail` once it is opened. */
  @Audited('change-email', ([current, newEmail]: [ActiveSession, string]) => ({
    targetType: 'user',
    targetId: current.user.id,
    metadata: { step: 'requested', newEmail },
  }))
  async requestEmailChange(
    _auditCaller: AuditCaller,
    current: ActiveSession,
    newEmail: string,
    callbackURL?: string,
  ): Promise<void> {
    if (!this.config.user.changeEmail.enabled) throw new AuthError(AUTH_ERRORS.CHANGE_EMAIL_IS_DISABLED);
    const target = normalizeEmail(newEmail);
    if (target === current.user.email) throw new AuthError(AUTH_ERRORS.EMAIL_IS_THE_SAME);
    if (await this.users.findByEmail(target)) {
      // Better Auth 1.7 answers as if the link went out, so the call cannot probe which addresses have accounts.
      if (this.config.betterAuthCompat === '1.7') return;
      throw new AuthError(USER_ERRORS.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL);
    }
    const recipient = { name: current.user.name, email: target };
    await this.database.transaction(async (tx) => {
      const token = await this.tokens.issue(
        { email: current.user.email, updateTo: target, requestType: CHANGE_EMAIL_VERIFICATION },
        tx,
      );
      await this.outbox.enqueue(verificationEmail(recipient, this.links.verifyEmail(token, callbackURL)), tx);
    });
  }

  async verify(
    auditCaller: AuditCaller,
    token: string,
    current: ActiveSession | null,
    meta: RequestMeta,
  ): Promise<VerifyEmailOutcome> {
    const checked = await this.tokens.check(token);
    if ('error' in checked) return checked;
    const { email, updateTo } = checked.claims;
    const user = await this.users.findByEmail(email);
    if (!user) return { error: 'user_not_found' };
    // Refused before the token is used up, so a click from the wrong session does not burn the owner's link.
    if (updateTo && current && current.user.email !== email) return { error: 'unauthorized' };
    if (!(await this.tokens.useUp(checked))) return { error: 'invalid_token' };
    if (updateTo) {
      const updated = await this.users.changeEmail(user.id, updateTo, true);
      await this.audit.record('change-email', auditCaller, AUDIT_SUCCESS, {
        actorId: user.id,
        targetType: 'user',
        targetId: user.id,
        metadata: { step: 'confirmed', email, newEmail: updateTo },
      });
      return { user: updated, signedIn: await this.sessionFor(updated, current, meta) };
    }
    if (user.emailVerified) return { user: null, signedIn: null };
    const verified = await this.users.markEmailVerified(user.id);
    if (!this.config.emailVerification.autoSignInAfterVerification) {
      return { user: null, signedIn: current?.user.id === verified.id ? { ...current, user: verified } : null };
    }
    return { user: null, signedIn: await this.sessionFor(verified, current, meta) };
  }

  /** The caller's own session with the updated user, or a new one when they are not signed in as that user. */
  private async sessionFor(user: User, current: ActiveSession | null, meta: RequestMeta): Promise<ActiveSession> {
    if (current?.user.id === user.id) return { session: current.session, user };
    const session = await this.sessions.create({ userId: user.id, rememberMe: true, ...meta });
    return { session, user };
  }
}
