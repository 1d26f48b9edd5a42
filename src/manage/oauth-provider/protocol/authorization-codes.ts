import { Injectable } from '@nestjs/common';
import { randomString } from '../../../platform/common/crypto/random';
import { VerificationService } from '../../../platform/verification/verification.service';
import { OAuthProviderMetrics } from '../oauth-provider.metrics';
import { storedSecretOf } from '../storage/stored-secrets';
import { AUTHORIZATION_CODE_LIFETIME_SECONDS, OPAQUE_TOKEN_LENGTH } from './oauth-provider.constants';

/** What a code stands for, stored as the package stores it in the verification table's value. */
export interface AuthorizationGrant {
  type: 'authorization_code';
  /** The authorization request's parameters, `scope` filled in. */
  query: Record<string, string>;
  userId: string;
  sessionId: string;
  referenceId?: string;
  /** When the user signed in, in milliseconds. */
  authTime: number;
  resource: string[];
}

/**
 * Authorization codes: single use, 600 s, kept where the package keeps them (a verification entry whose
 * identifier is the code's SHA-256, so a stolen table yields no code).
 */
@Injectable()
export class AuthorizationCodes {
  constructor(
    private readonly verifications: VerificationService,
    private readonly metrics: OAuthProviderMetrics,
  ) {}

  async issue(grant: AuthorizationGrant): Promise<string> {
    const code = randomString(OPAQUE_TOKEN_LENGTH);
    await this.verifications.issue(storedSecretOf(code), JSON.stringify(grant), AUTHORIZATION_CODE_LIFETIME_SECONDS);
    this.metrics.recordCodeIssued();
    return code;
  }

  /** The grant, used up; null for an unknown, expired or already used code. `id` names the code in token rows. */
  async consume(code: string): Promise<{ id: string; grant: AuthorizationGrant | null } | null> {
    const id = storedSecretOf(code);
    const value = await this.verifications.consume(id);
    if (value === null) return null;
    try {
      const grant = JSON.parse(value) as AuthorizationGrant;
      return { id, grant: grant?.type === 'authorization_code' && grant.query ? grant : null };
    } catch {
      return { id, grant: null };
    }
  }
}
