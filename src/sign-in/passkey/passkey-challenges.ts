import { Injectable } from '@nestjs/common';
import { randomString } from '../../platform/common/crypto/random';
import { VerificationService } from '../../platform/verification/verification.service';
import { CHALLENGE_IDENTIFIER_PREFIX, CHALLENGE_MAX_AGE_SECONDS, CHALLENGE_TOKEN_LENGTH } from './passkey.constants';
import { PasskeyCeremony, PasskeyChallenge } from './passkey.types';

/** A ceremony's expected challenge in the `verification` table, under the token its cookie carries. */
@Injectable()
export class PasskeyChallenges {
  constructor(private readonly verifications: VerificationService) {}

  /** Stores the challenge and answers the token for the challenge cookie. */
  async issue(challenge: PasskeyChallenge): Promise<string> {
    const token = randomString(CHALLENGE_TOKEN_LENGTH);
    await this.verifications.issue(identifierOf(token), JSON.stringify(challenge), CHALLENGE_MAX_AGE_SECONDS);
    return token;
  }

  /**
   * Uses the challenge up, so a captured response cannot be replayed; null when absent, expired or issued
   * for the other ceremony.
   */
  async take(token: string, ceremony: PasskeyCeremony): Promise<PasskeyChallenge | null> {
    const value = await this.verifications.consume(identifierOf(token));
    const challenge = value === null ? null : (JSON.parse(value) as Partial<PasskeyChallenge>);
    // Entries Better Auth 1.4 wrote name no ceremony.
    if (!challenge?.expectedChallenge || (challenge.type ?? ceremony) !== ceremony) return null;
    return challenge as PasskeyChallenge;
  }
}

function identifierOf(token: string): string {
  return `${CHALLENGE_IDENTIFIER_PREFIX}${token}`;
}
