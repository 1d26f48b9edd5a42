import { Injectable } from '@nestjs/common';
import { SignJWT, errors, jwtVerify } from 'jose';
import { generateId } from '../../platform/common/crypto/random';
import { Clock } from '../../platform/common/time/clock';
import { SecretKeyring } from '../../platform/common/crypto/secret-keyring';
import { AppConfig } from '../../platform/config/app-config';
import { Tx } from '../../platform/database/database';
import { VerificationService } from '../../platform/verification/verification.service';
import { EMAIL_TOKEN_IDENTIFIER_PREFIX } from './auth.constants';

export interface EmailTokenClaims {
  email: string;
  updateTo?: string;
  requestType?: string;
}

export interface CheckedEmailToken {
  claims: EmailTokenClaims;
  jti: string;
}

type EmailTokenRefusal = { error: 'invalid_token' | 'token_expired' };

export type EmailTokenResult = CheckedEmailToken | EmailTokenRefusal;

/**
 * E-mail verification tokens: HS256 JWTs as Better Auth issues them, each with an id recorded in
 * the verification table so that a link works once only.
 */
@Injectable()
export class EmailTokenService {
  /** The current secret's key signs; every secret held verifies, so links e-mailed before a change keep working. */
  private readonly keys: Uint8Array[];

  constructor(
    private readonly config: AppConfig,
    keyring: SecretKeyring,
    private readonly clock: Clock,
    private readonly verifications: VerificationService,
  ) {
    this.keys = keyring.verifying.map((secret) => new TextEncoder().encode(secret));
  }

  /** With `tx`, the token's record commits with the rest of that transaction. */
  async issue(claims: EmailTokenClaims, tx?: Tx): Promise<string> {
    const jti = generateId();
    const nowSeconds = Math.floor(this.clock.nowMs() / 1000);
    const expiresInSeconds = this.config.emailVerification.expiresInSeconds;
    await this.verifications.issue(`${EMAIL_TOKEN_IDENTIFIER_PREFIX}${jti}`, claims.email, expiresInSeconds, tx);
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(jti)
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + expiresInSeconds)
      .sign(this.keys[0]);
  }

  /** Checks the signature, the expiry and that the token is unused, without using it up. */
  async check(token: string): Promise<EmailTokenResult> {
    const verified = await this.verify(token);
    if ('error' in verified) return verified;
    const { payload } = verified;
    const { email, updateTo, requestType, jti } = payload;
    if (typeof email !== 'string' || typeof jti !== 'string') return { error: 'invalid_token' };
    if (updateTo !== undefined && typeof updateTo !== 'string') return { error: 'invalid_token' };
    if (requestType !== undefined && typeof requestType !== 'string') return { error: 'invalid_token' };
    const recorded = await this.verifications.peek(`${EMAIL_TOKEN_IDENTIFIER_PREFIX}${jti}`);
    if (recorded !== email) return { error: 'invalid_token' };
    return { claims: { email, updateTo, requestType }, jti };
  }

  private async verify(token: string): Promise<{ payload: Record<string, unknown> } | EmailTokenRefusal> {
    for (const key of this.keys) {
      try {
        return await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: this.clock.now() });
      } catch (error) {
        if (error instanceof errors.JWTExpired) return { error: 'token_expired' };
        if (!(error instanceof errors.JWSSignatureVerificationFailed)) return { error: 'invalid_token' };
      }
    }
    return { error: 'invalid_token' };
  }

  /** Uses a checked token up: of concurrent callers exactly one gets true. */
  async useUp(checked: CheckedEmailToken): Promise<boolean> {
    return (
      (await this.verifications.consume(`${EMAIL_TOKEN_IDENTIFIER_PREFIX}${checked.jti}`)) === checked.claims.email
    );
  }
}
