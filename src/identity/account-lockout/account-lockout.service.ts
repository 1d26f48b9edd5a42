import { Injectable } from '@nestjs/common';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Audited } from '../../platform/audit/audited.decorator';
import { AuditService } from '../../platform/audit/audit.service';
import { AUDIT_SUCCESS } from '../../platform/audit/audit.types';
import { hmacSha256 } from '../../platform/common/crypto/hmac';
import { AuthError } from '../../platform/common/errors/auth-error';
import { Clock } from '../../platform/common/time/clock';
import { AppConfig } from '../../platform/config/app-config';
import { normalizeEmail } from '../user/email-address';
import { UserService } from '../user/user.service';
import { AccountLockoutStore, LockoutRules } from './account-lockout-store';
import { ACCOUNT_LOCKOUT_ERRORS } from './account-lockout.errors';
import { AccountLockoutMetrics } from './account-lockout.metrics';
import { LockState, SignInAttempt } from './account-lockout.types';

const UNLOCKED: LockState = Object.freeze({ isLocked: false, lockedUntil: null, failedAttempts: 0 });

/**
 * Per-address protection against password guessing, whatever the client address. Known and unknown
 * addresses are counted, locked and answered alike, so the lock tells nobody who has an account.
 */
@Injectable()
export class AccountLockoutService {
  /** Null when the lock is off. */
  private readonly rules: LockoutRules | null;

  constructor(
    private readonly config: AppConfig,
    private readonly store: AccountLockoutStore,
    private readonly clock: Clock,
    private readonly users: UserService,
    private readonly metrics: AccountLockoutMetrics,
    readonly audit: AuditService,
  ) {
    const { enabled, maxFailures, failureResetSeconds, lockSeconds, maxLockSeconds } = config.rateLimit.accountLockout;
    this.rules = enabled
      ? {
          maxFailures,
          failureResetMs: failureResetSeconds * 1000,
          lockMs: lockSeconds * 1000,
          maxLockMs: maxLockSeconds * 1000,
        }
      : null;
  }

  /**
   * Admits an attempt for `email` (normalised) unless the address is locked: then refuses with 429 and
   * X-Retry-After at once, without spending a password hash, whether or not the password is right.
   * Nothing is counted here: only a failed check counts, so right passwords arriving together all pass.
   */
  async admit(email: string): Promise<SignInAttempt> {
    if (!this.rules) return { key: null, email };
    const key = this.keyOf(email);
    const nowMs = this.clock.nowMs();
    const record = await this.store.find(key);
    if (record && record.lockedUntilMs > nowMs) this.refuse(record.lockedUntilMs, nowMs);
    return { key, email };
  }

  /**
   * The password was right: the address's failures are forgotten. Should failures landing while it was
   * checked have locked the address meanwhile, the lock holds and the attempt is refused as locked.
   */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    if (!attempt.key) return;
    const nowMs = this.clock.nowMs();
    const lockedUntilMs = await this.store.clearUnlessLocked(attempt.key, nowMs);
    if (lockedUntilMs !== null) this.refuse(lockedUntilMs, nowMs);
  }

  /**
   * The password was wrong: counted with one atomic increment. A failure that starts a lock is audited;
   * one that lands on a lock started meanwhile is refused as locked, so no more than `maxFailures`
   * wrong passwords are ever answered as wrong before the lock, however many arrive at once.
   */
  async failed(caller: AuditCaller, attempt: SignInAttempt, userId: string | null): Promise<void> {
    if (!attempt.key || !this.rules) return;
    const nowMs = this.clock.nowMs();
    const count = await this.store.countFailure(attempt.key, nowMs, this.rules);
    if (!count.isCounted) this.refuse(count.lockedUntilMs, nowMs);
    const { failures, lockedUntilMs } = count.record;
    if (failures % this.rules.maxFailures !== 0) return;
    this.metrics.recordLock();
    await this.audit.record('sign-in.lock', caller, AUDIT_SUCCESS, {
      actorId: null,
      targetType: 'user',
      targetId: userId,
      metadata: { email: attempt.email, failedAttempts: failures, lockedUntil: new Date(lockedUntilMs).toISOString() },
    });
  }

  /** Lifts the lock of the user's address and forgets its failures (a completed password reset). */
  async liftFor(userId: string): Promise<void> {
    if (!this.rules) return;
    const user = await this.users.findById(userId);
    if (user) await this.store.clear(this.keyOf(user.email));
  }

  /** An administrator lifts the lock of the user's address; the state afterwards. */
  @Audited('admin.unlock-user', ([userId]: [string]) => ({ targetType: 'user', targetId: userId }))
  async unlock(_auditCaller: AuditCaller, userId: string): Promise<LockState> {
    const user = await this.users.getById(userId);
    if (this.rules) await this.store.clear(this.keyOf(user.email));
    return UNLOCKED;
  }

  /** The lock state of the user's current address. */
  async stateOf(userId: string): Promise<LockState> {
    const user = await this.users.getById(userId);
    if (!this.rules) return UNLOCKED;
    const record = await this.store.find(this.keyOf(user.email));
    if (!record) return UNLOCKED;
    const nowMs = this.clock.nowMs();
    const isLocked = record.lockedUntilMs > nowMs;
    const isForgotten = nowMs - record.lastFailureMs > this.rules.failureResetMs;
    return {
      isLocked,
      lockedUntil: isLocked ? new Date(record.lockedUntilMs) : null,
      failedAttempts: isForgotten ? 0 : record.failures,
    };
  }

  /** The locked answer, alike for every address, known or not. */
  private refuse(lockedUntilMs: number, nowMs: number): never {
    this.metrics.recordRefusal();
    const seconds = Math.max(1, Math.ceil((lockedUntilMs - nowMs) / 1000));
    throw new AuthError(ACCOUNT_LOCKOUT_ERRORS.TOO_MANY_FAILED_SIGN_IN_ATTEMPTS, {
      headers: { 'X-Retry-After': String(seconds) },
    });
  }

  /** A keyed hash: stores hold no list of the addresses people tried, and every key has one length. */
  private keyOf(email: string): string {
    return hmacSha256(this.config.secret, `account-lockout:${normalizeEmail(email)}`, 'base64url');
  }
}
