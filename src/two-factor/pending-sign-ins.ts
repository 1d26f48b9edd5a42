import { Injectable } from '@nestjs/common';
import { randomString } from '../common/crypto/random';
import { VerificationService } from '../verification/verification.service';
import {
  PENDING_SIGN_IN_ID_LENGTH,
  PENDING_SIGN_IN_MAX_AGE_SECONDS,
  PENDING_SIGN_IN_PREFIX,
} from './two-factor.constants';

/** Sign-ins whose password was right and whose second factor is still due, as `verification` entries. */
@Injectable()
export class PendingSignIns {
  constructor(private readonly verifications: VerificationService) {}

  /** The identifier the `two_factor` cookie carries. */
  async start(userId: string): Promise<string> {
    const identifier = `${PENDING_SIGN_IN_PREFIX}${randomString(PENDING_SIGN_IN_ID_LENGTH)}`;
    await this.verifications.issue(identifier, userId, PENDING_SIGN_IN_MAX_AGE_SECONDS);
    return identifier;
  }

  /** The user a live pending sign-in is for, else null. */
  userIdOf(identifier: string): Promise<string | null> {
    return identifier.startsWith(PENDING_SIGN_IN_PREFIX) ? this.verifications.peek(identifier) : Promise.resolve(null);
  }

  /** Ends the pending sign-in; of concurrent callers only one gets true. */
  async complete(identifier: string): Promise<boolean> {
    return (await this.verifications.consume(identifier)) !== null;
  }
}
