import { Injectable, Logger } from '@nestjs/common';
import { AccountLockoutService } from '../../identity/account-lockout/account-lockout.service';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Audited } from '../../platform/audit/audited.decorator';
import { AuditService } from '../../platform/audit/audit.service';
import { AuthError } from '../../platform/common/errors/auth-error';
import { AppConfig } from '../../platform/config/app-config';
import { SessionService } from '../../identity/session/session.service';
import { RequestMeta, Session } from '../../identity/session/session.types';
import { SecondFactorGate, SignInGate } from '../../identity/session/sign-in-gate';
import { USER_ERRORS } from '../../identity/user/user.errors';
import { UserService } from '../../identity/user/user.service';
import { User } from '../../identity/user/user.types';
import { AUTH_ERRORS, signUpDisabledError } from './auth.errors';
import { EmailVerificationService } from './email-verification.service';
import { isValidEmail, normalizeEmail } from '../../identity/user/email-address';
import { PasswordPolicy } from './password-policy';
import { ServiceMetrics } from '../../platform/metrics/service-metrics';
import { UserCreation } from '../../identity/user/user-creation.service';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  image?: string | null;
  callbackURL?: string;
  rememberMe?: boolean;
}

export interface SignInInput {
  email: string;
  password: string;
  rememberMe?: boolean;
}

export interface SignedUp {
  user: User;
  /** Null when sign-up does not sign in (auto sign-in off, or verification required). */
  session: Session | null;
}

/**
 * A session, the gate telling whether the browser's trust skipped the second factor; or no session yet,
 * the second factor being due for the pending sign-in.
 */
export type SignedIn =
  | { user: User; session: Session; gate: Extract<SecondFactorGate, { isDue: false }> }
  | { user: User; session: null; gate: Extract<SecondFactorGate, { isDue: true }> };

@Injectable()
export class SignInService {
  private readonly logger = new Logger(SignInService.name);

  constructor(
    private readonly config: AppConfig,
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly passwords: PasswordPolicy,
    private readonly emailVerification: EmailVerificationService,
    private readonly metrics: ServiceMetrics,
    private readonly lockout: AccountLockoutService,
    private readonly signInGate: SignInGate,
    private readonly creation: UserCreation,
    readonly audit: AuditService,
  ) {}

  /** `extra` is the body as sent: configured additional fields are read from it. */
  @Audited('sign-up', ([input]: [SignUpInput, ...unknown[]], signedUp?: SignedUp) => ({
    actorId: signedUp?.user.id ?? null,
    targetType: 'user',
    targetId: signedUp?.user.id,
    metadata: { email: input.email },
  }))
  async signUp(
    _auditCaller: AuditCaller,
    input: SignUpInput,
    meta: RequestMeta,
    extra: Record<string, unknown> = {},
  ): Promise<SignedUp> {
    const { enabled, requireEmailVerification, autoSignIn } = this.config.emailAndPassword;
    // SIGN_UP=closed is Better Auth's disableSignUp; turning e-mail and password off closes this way in too.
    const closed = () => new AuthError(signUpDisabledError(this.config.betterAuthCompat));
    if (!enabled) throw closed();
    const user = await this.creation.create({
      name: input.name,
      email: input.email,
      image: input.image ?? null,
      fields: extra,
      credential: { password: input.password },
      signUp: {
        refused: (refusal, domainRule) =>
          refusal === 'closed'
            ? closed()
            : new AuthError(USER_ERRORS.EMAIL_DOMAIN_NOT_ALLOWED, { message: domainRule }),
      },
    });
    if (this.config.emailVerification.sendOnSignUp || requireEmailVerification) {
      await this.sendVerificationQuietly(user, input.callbackURL);
    }
    if (!autoSignIn || requireEmailVerification) return { user, session: null };
    const session = await this.sessions.create({ userId: user.id, rememberMe: input.rememberMe !== false, ...meta });
    return { user, session };
  }

  /** Signs in with e-mail and password, counting the outcome for the metrics. */
  @Audited('sign-in', ([input]: [SignInInput, ...unknown[]], signedIn?: SignedIn) => ({
    actorId: signedIn?.user.id ?? null,
    targetType: 'user',
    targetId: signedIn?.user.id,
    metadata: { email: input.email },
  }))
  async signIn(
    auditCaller: AuditCaller,
    input: SignInInput,
    meta: RequestMeta,
    callbackURL?: string,
    trustedDeviceCookie: string | null = null,
  ): Promise<SignedIn> {
    try {
      const signedIn = await this.attemptSignIn(auditCaller, input, meta, callbackURL, trustedDeviceCookie);
      this.metrics.recordSignIn();
      return signedIn;
    } catch (error) {
      if (error instanceof AuthError) this.metrics.recordSignInFailure(error.code, error.catalogueMessage);
      throw error;
    }
  }

  private async attemptSignIn(
    auditCaller: AuditCaller,
    input: SignInInput,
    meta: RequestMeta,
    callbackURL: string | undefined,
    trustedDeviceCookie: string | null,
  ): Promise<SignedIn> {
    if (!this.config.emailAndPassword.enabled) throw new AuthError(AUTH_ERRORS.EMAIL_AND_PASSWORD_IS_NOT_ENABLED);
    if (!isValidEmail(input.email)) throw new AuthError(USER_ERRORS.INVALID_EMAIL);
    const email = normalizeEmail(input.email);
    const attempt = await this.lockout.admit(email);
    const user = await this.users.findByEmail(email);
    const account = user ? await this.users.findCredentialAccount(user.id) : null;
    if (!user || !account?.password) {
      // The same scrypt cost as a wrong password, so response times do not reveal who has an account.
      await this.passwords.hash(input.password);
      await this.lockout.failed(auditCaller, attempt, null);
      throw new AuthError(AUTH_ERRORS.INVALID_EMAIL_OR_PASSWORD);
    }
    if (!(await this.passwords.matches(account.password, input.password))) {
      await this.lockout.failed(auditCaller, attempt, user.id);
      throw new AuthError(AUTH_ERRORS.INVALID_EMAIL_OR_PASSWORD);
    }
    await this.lockout.succeeded(attempt);
    if (this.config.emailAndPassword.requireEmailVerification && !user.emailVerified) {
      if (this.config.emailVerification.sendOnSignIn) await this.sendVerificationQuietly(user, callbackURL);
      throw new AuthError(AUTH_ERRORS.EMAIL_NOT_VERIFIED);
    }
    const gate = await this.signInGate.gate(user, trustedDeviceCookie);
    if (gate.isDue) return { user, session: null, gate };
    // A trusted browser stands in for the second factor it passed before.
    const session = await this.sessions.create({
      userId: user.id,
      rememberMe: input.rememberMe !== false,
      secondFactorPassed: gate.trustedDevice !== null,
      ...meta,
    });
    return { user, session, gate };
  }

  /** A mail failure must not undo a sign-up; the user can ask for the e-mail again. */
  private async sendVerificationQuietly(user: User, callbackURL?: string): Promise<void> {
    try {
      await this.emailVerification.sendTo(user, callbackURL);
    } catch (error) {
      this.logger.error({ err: error, userId: user.id }, 'Could not send the verification e-mail');
    }
  }
}
