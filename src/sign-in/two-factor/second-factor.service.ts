import { Injectable } from '@nestjs/common';
import { AccountLockoutService } from '../../identity/account-lockout/account-lockout.service';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Audited } from '../../platform/audit/audited.decorator';
import { AuditService } from '../../platform/audit/audit.service';
import { AuthError } from '../../platform/common/errors/auth-error';
import { ErrorEntry } from '../../platform/common/errors/define-errors';
import { Clock } from '../../platform/common/time/clock';
import { SecretKeyring } from '../../platform/common/crypto/secret-keyring';
import { AppConfig } from '../../platform/config/app-config';
import { SessionService } from '../../identity/session/session.service';
import { RequestMeta, Session } from '../../identity/session/session.types';
import { User } from '../../identity/user/user.types';
import { UserService } from '../../identity/user/user.service';
import { isBackupCode, openBackupCodes, sealBackupCodes } from './backup-codes';
import { EmailOtps } from './email-otps';
import { PendingSignIns } from './pending-sign-ins';
import { matchingTimeStep } from './totp';
import { TrustedDevices } from './trusted-devices';
import { TWO_FACTOR_ERRORS, lineErrors } from './two-factor.errors';
import { TwoFactorRepository } from './two-factor.repository';
import { TwoFactor } from './two-factor.types';

/** Who presents a code: a signed-in user, or one whose sign-in waits for the second factor (no session yet). */
export interface SecondFactorSubject {
  user: User;
  session: Session | null;
  /** The pending sign-in's identifier, when there is no session. */
  pendingSignIn?: string;
  /** For a pending sign-in: whether the password sign-in asked for a browser-session cookie. */
  dontRemember?: boolean;
}

/**
 * The outcome of an accepted code: `isNewSession` when the caller's cookie must now carry `session`,
 * `completedSignIn` when a pending sign-in ended, `trustedDevice` the cookie value when the browser is trusted.
 */
export interface SecondFactorPassed {
  user: User;
  session: Session;
  isNewSession: boolean;
  completedSignIn: boolean;
  trustedDevice: string | null;
}

export interface SecondFactorRequest {
  code: string;
  /** Trust this browser: later sign-ins on it skip the second factor for a while. */
  trustDevice: boolean;
  meta: RequestMeta;
}

const describeSubject = ([subject]: [SecondFactorSubject, ...unknown[]], passed?: SecondFactorPassed) => ({
  actorId: passed?.user.id ?? subject.user.id,
  targetType: 'user' as const,
  targetId: subject.user.id,
});

/** Where a subject's e-mailed code is kept: per pending sign-in, or per session, as Better Auth keys it. */
function otpKeyOf(subject: SecondFactorSubject): string {
  return subject.session ? `${subject.user.id}!${subject.session.id}` : (subject.pendingSignIn ?? '');
}

/** Checks TOTP, e-mailed and backup codes, and finishes what the code was asked for: enrolment or a sign-in. */
@Injectable()
export class SecondFactorService {
  constructor(
    private readonly config: AppConfig,
    private readonly keyring: SecretKeyring,
    private readonly clock: Clock,
    private readonly enrolments: TwoFactorRepository,
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly lockout: AccountLockoutService,
    private readonly pending: PendingSignIns,
    private readonly trustedDevices: TrustedDevices,
    private readonly emailOtps: EmailOtps,
    readonly audit: AuditService,
  ) {}

  /** A TOTP code, accepted once: a code of a time step at or before the last accepted one is refused. */
  @Audited('two-factor.verify-totp', describeSubject)
  async verifyTotp(
    auditCaller: AuditCaller,
    subject: SecondFactorSubject,
    { code, trustDevice, meta }: SecondFactorRequest,
  ): Promise<SecondFactorPassed> {
    const enrolment = await this.enrolments.findByUserId(subject.user.id);
    if (!enrolment) throw new AuthError(TWO_FACTOR_ERRORS.TOTP_NOT_ENABLED);
    // Better Auth 1.7: an authenticator whose enrolment no code has confirmed yet cannot finish a sign-in.
    if (!subject.session && enrolment.verified === false && this.config.betterAuthCompat === '1.7') {
      throw new AuthError(TWO_FACTOR_ERRORS.TOTP_NOT_ENABLED);
    }
    await this.guarded(auditCaller, subject, TWO_FACTOR_ERRORS.INVALID_CODE, () => this.acceptTotp(enrolment, code), {
      countsTowardSignIn: true,
    });
    if (enrolment.verified !== true) await this.enrolments.markVerified(enrolment.id);
    const user = await this.users.getById(subject.user.id);
    if (!user.twoFactorEnabled) return this.turnOn(user, subject.session, meta);
    return this.finish(user, subject, trustDevice, meta);
  }

  /** E-mails a code to the user passing the second factor, for this pending sign-in or this session. */
  @Audited('two-factor.send-otp', ([subject]: [SecondFactorSubject]) => describeSubject([subject]))
  async sendOtp(_auditCaller: AuditCaller, subject: SecondFactorSubject): Promise<void> {
    await this.emailOtps.send(subject.user, otpKeyOf(subject));
  }

  /** An e-mailed code, used once; when the second factor is off, a signed-in user's first code turns it on. */
  @Audited('two-factor.verify-otp', describeSubject)
  async verifyOtp(
    auditCaller: AuditCaller,
    subject: SecondFactorSubject,
    { code, trustDevice, meta }: SecondFactorRequest,
  ): Promise<SecondFactorPassed> {
    // An e-mailed code has its own count of tries; it does not spend the sign-in's.
    await this.guarded(
      auditCaller,
      subject,
      TWO_FACTOR_ERRORS.INVALID_CODE,
      () => this.emailOtps.check(otpKeyOf(subject), code),
      { countsTowardSignIn: false },
    );
    const user = await this.users.getById(subject.user.id);
    if (!user.twoFactorEnabled) return this.turnOn(user, subject.session, meta);
    return this.finish(user, subject, trustDevice, meta);
  }

  /** A backup code, which is used up. */
  @Audited('two-factor.verify-backup-code', describeSubject)
  async verifyBackupCode(
    auditCaller: AuditCaller,
    subject: SecondFactorSubject,
    { code, trustDevice, meta }: SecondFactorRequest,
  ): Promise<SecondFactorPassed> {
    const enrolment = await this.enrolments.findByUserId(subject.user.id);
    if (!enrolment) throw new AuthError(lineErrors(this.config.betterAuthCompat).backupCodesNotEnabled);
    const codes = openBackupCodes(enrolment.backupCodes, this.keyring);
    await this.guarded(
      auditCaller,
      subject,
      TWO_FACTOR_ERRORS.INVALID_BACKUP_CODE,
      async () => isBackupCode(codes, code),
      {
        countsTowardSignIn: true,
      },
    );
    const remaining = sealBackupCodes(
      codes.filter((other) => other !== code),
      this.keyring,
    );
    // Two requests with one code: only the one whose swap finds the codes unchanged gets through.
    if (!(await this.enrolments.swapBackupCodes(enrolment.id, enrolment.backupCodes, remaining))) {
      throw new AuthError(TWO_FACTOR_ERRORS.FAILED_TO_VERIFY_BACKUP_CODE_PLEASE_TRY_AGAIN);
    }
    return this.finish(subject.user, subject, trustDevice, meta);
  }

  /**
   * Codes are guessed like passwords: each attempt counts toward the per-account lock of sign-in, and a
   * wrong one is a failure there; with `countsTowardSignIn`, also one of the pending sign-in's tries.
   */
  private async guarded(
    auditCaller: AuditCaller,
    { user, pendingSignIn }: SecondFactorSubject,
    refusal: ErrorEntry,
    isCorrect: () => Promise<boolean>,
    { countsTowardSignIn }: { countsTowardSignIn: boolean },
  ): Promise<void> {
    const attempt = await this.lockout.admit(user.email);
    const signInAttempt = countsTowardSignIn && pendingSignIn ? await this.pending.beginAttempt(pendingSignIn) : null;
    if (!(await isCorrect())) {
      await signInAttempt?.failed();
      await this.lockout.failed(auditCaller, attempt, user.id);
      throw new AuthError(refusal);
    }
    await this.lockout.succeeded(attempt);
  }

  private async acceptTotp(enrolment: TwoFactor, code: string): Promise<boolean> {
    const key = Buffer.from(this.keyring.decrypt(enrolment.secret), 'utf8');
    const step = matchingTimeStep(key, code, this.clock.nowMs());
    return step !== null && (await this.enrolments.acceptTimeStep(enrolment.id, step));
  }

  /**
   * The first accepted code turns the second factor on, in a new session replacing the caller's. The code proves
   * the factor just enrolled, so the new session has passed the second factor.
   */
  private async turnOn(user: User, session: Session | null, meta: RequestMeta): Promise<SecondFactorPassed> {
    if (!session) throw new AuthError(TWO_FACTOR_ERRORS.FAILED_TO_CREATE_SESSION);
    const enabled = await this.users.setTwoFactorEnabled(user.id, true);
    const replacement = await this.sessions.create({
      userId: user.id,
      rememberMe: true,
      secondFactorPassed: true,
      ...meta,
    });
    await this.sessions.end(session.token);
    return { user: enabled, session: replacement, isNewSession: true, completedSignIn: false, trustedDevice: null };
  }

  /**
   * A signed-in caller keeps the session, now marked as having passed the second factor; a pending sign-in ends
   * in a new, marked one, exactly once. Every accepted code ends here or in the enrolment's confirmation.
   */
  private async finish(
    user: User,
    subject: SecondFactorSubject,
    trustDevice: boolean,
    meta: RequestMeta,
  ): Promise<SecondFactorPassed> {
    if (subject.session) {
      const session = (await this.sessions.markSecondFactor(subject.session.token)) ?? subject.session;
      return { user, session, isNewSession: false, completedSignIn: false, trustedDevice: null };
    }
    if (!subject.pendingSignIn || !(await this.pending.complete(subject.pendingSignIn))) {
      throw new AuthError(TWO_FACTOR_ERRORS.INVALID_TWO_FACTOR_COOKIE);
    }
    const session = await this.sessions.create({
      userId: user.id,
      rememberMe: !subject.dontRemember,
      secondFactorPassed: true,
      ...meta,
    });
    const trustedDevice = trustDevice ? await this.trustedDevices.issue(user.id) : null;
    return { user, session, isNewSession: true, completedSignIn: true, trustedDevice };
  }
}
