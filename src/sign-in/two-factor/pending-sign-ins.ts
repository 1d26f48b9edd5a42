import { Injectable } from '@nestjs/common';
import { randomString } from '../../platform/common/crypto/random';
import { AuthError } from '../../platform/common/errors/auth-error';
import { AppConfig } from '../../platform/config/app-config';
import { VerificationService } from '../../platform/verification/verification.service';
import {
  PENDING_SIGN_IN_ATTEMPTS_PREFIX,
  PENDING_SIGN_IN_ID_LENGTH,
  PENDING_SIGN_IN_MAX_AGE_SECONDS,
  PENDING_SIGN_IN_MAX_WRONG_CODES,
  PENDING_SIGN_IN_PREFIX,
} from './two-factor.constants';
import { TWO_FACTOR_ERRORS } from './two-factor.errors';

/** A code being tried on a pending sign-in: a wrong one is counted against the sign-in's budget. */
export interface PendingSignInAttempt {
  failed(): Promise<void>;
}

/** Sign-ins whose password was right and whose second factor is still due, as `verification` entries. */
@Injectable()
export class PendingSignIns {
  constructor(
    private readonly config: AppConfig,
    private readonly verifications: VerificationService,
  ) {}

  /** The identifier the `two_factor` cookie carries. */
  async start(userId: string): Promise<string> {
    const identifier = `${PENDING_SIGN_IN_PREFIX}${randomString(PENDING_SIGN_IN_ID_LENGTH)}`;
    await this.verifications.issue(identifier, userId, PENDING_SIGN_IN_MAX_AGE_SECONDS);
    if (this.hasAttemptBudget()) {
      await this.verifications.issue(attemptsOf(identifier), '0', PENDING_SIGN_IN_MAX_AGE_SECONDS);
    }
    return identifier;
  }

  /** The user a live pending sign-in is for, else null. */
  userIdOf(identifier: string): Promise<string | null> {
    return identifier.startsWith(PENDING_SIGN_IN_PREFIX) ? this.verifications.peek(identifier) : Promise.resolve(null);
  }

  /**
   * Better Auth 1.7 gives a pending sign-in 5 wrong authenticator or backup codes; the next try ends it. The
   * count is taken while a code is checked, so concurrent tries on one sign-in are refused, not counted twice.
   */
  async beginAttempt(identifier: string): Promise<PendingSignInAttempt> {
    if (!this.hasAttemptBudget()) return { failed: async () => undefined };
    const entry = await this.verifications.consumeEntry(attemptsOf(identifier));
    if (!entry) throw new AuthError(TWO_FACTOR_ERRORS.INVALID_TWO_FACTOR_COOKIE);
    const wrongCodes = Number(entry.value);
    if (!Number.isInteger(wrongCodes) || wrongCodes >= PENDING_SIGN_IN_MAX_WRONG_CODES) {
      await this.verifications.consume(identifier);
      throw new AuthError(TWO_FACTOR_ERRORS.TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE);
    }
    const rearm = (count: number) => this.verifications.issueUntil(attemptsOf(identifier), `${count}`, entry.expiresAt);
    return { failed: () => rearm(wrongCodes + 1) };
  }

  /** Ends the pending sign-in; of concurrent callers only one gets true. */
  async complete(identifier: string): Promise<boolean> {
    return (await this.verifications.consume(identifier)) !== null;
  }

  private hasAttemptBudget(): boolean {
    return this.config.betterAuthCompat === '1.7';
  }
}

function attemptsOf(identifier: string): string {
  return `${PENDING_SIGN_IN_ATTEMPTS_PREFIX}${identifier}`;
}
