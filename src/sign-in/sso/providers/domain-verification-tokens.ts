import { Injectable } from '@nestjs/common';
import { randomString } from '../../../platform/common/crypto/random';
import { VerificationService } from '../../../platform/verification/verification.service';
import {
  DOMAIN_VERIFICATION_EXPIRES_IN_SECONDS,
  DOMAIN_VERIFICATION_PREFIX,
  DOMAIN_VERIFICATION_TOKEN_LENGTH,
} from './sso-provider.constants';

/** `_better-auth-token-{providerId}`: the verification identifier and the TXT record's first label. */
export function verificationIdentifier(providerId: string): string {
  return `${DOMAIN_VERIFICATION_PREFIX}${providerId}`;
}

/**
 * A provider's domain-verification token, kept as `@better-auth/sso` keeps it: a `verification` row named
 * `_better-auth-token-{providerId}`, valid a week, so a Better Auth deployment on the same database reads it.
 */
@Injectable()
export class DomainVerificationTokens {
  constructor(private readonly verifications: VerificationService) {}

  async issue(providerId: string): Promise<string> {
    const token = randomString(DOMAIN_VERIFICATION_TOKEN_LENGTH);
    await this.verifications.issue(verificationIdentifier(providerId), token, DOMAIN_VERIFICATION_EXPIRES_IN_SECONDS);
    return token;
  }

  /** The live token, or null when none was issued or it expired. */
  active(providerId: string): Promise<string | null> {
    return this.verifications.peek(verificationIdentifier(providerId));
  }

  async forget(providerId: string): Promise<void> {
    const identifier = verificationIdentifier(providerId);
    const token = await this.verifications.peek(identifier);
    if (token) await this.verifications.deleteAllOf(identifier, token);
  }
}
