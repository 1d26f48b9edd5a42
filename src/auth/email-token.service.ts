import { Injectable } from '@nestjs/common';
import { SignJWT, errors, jwtVerify } from 'jose';
import { generateId } from '../common/crypto/random';
import { Clock } from '../common/time/clock';
import { AppConfig } from '../config/app-config';
import { Tx } from '../database/database';
import { VerificationService } from '../verification/verification.service';
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

export type EmailTokenResult = CheckedEmailToken | { error: 'invalid_token' | 'token_expired' };

/**
 * E-mail verification tokens: HS256 JWTs as Better Auth issues them, each with an id recorded in
 * the verification table so that a link works once only.
 */
@Injectable()
export class EmailTokenService {
  private readonly key: Uint8Array;

  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly verifications: VerificationService,
  ) {
    this.key = new TextEncoder().encode(config.secret);
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
      .sign(this.key);
  }

  /** Checks the signature, the expiry and that the token is unused, without using it up. */
  async check(token: string): Promise<EmailTokenResult> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: this.clock.now() }));
    } catch (error) {
      return { error: error instanceof errors.JWTExpired ? 'token_expired' : 'invalid_token' };
    }
    const { email, updateTo, requestType, jti } = payload;
    if (typeof email !== 'string' || typeof jti !== 'string') return { error: 'invalid_token' };
    if (updateTo !== undefined && typeof updateTo !== 'string') return { error: 'invalid_token' };
    if (requestType !== undefined && typeof requestType !== 'string') return { error: 'invalid_token' };
    const recorded = await this.verifications.peek(`${EMAIL_TOKEN_IDENTIFIER_PREFIX}${jti}`);
    if (recorded !== email) return { error: 'invalid_token' };
    return { claims: { email, updateTo, requestType }, jti };
  }

  /** Uses a checked token up: of concurrent callers exactly one gets true. */
  async useUp(checked: CheckedEmailToken): Promise<boolean> {
    return (
      (await this.verifications.consume(`${EMAIL_TOKEN_IDENTIFIER_PREFIX}${checked.jti}`)) === checked.claims.email
    );
  }
}
