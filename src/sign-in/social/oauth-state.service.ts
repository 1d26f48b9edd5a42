import { Injectable } from '@nestjs/common';
import { constantTimeEqual } from '../../platform/common/crypto/hmac';
import { randomString } from '../../platform/common/crypto/random';
import { Clock } from '../../platform/common/time/clock';
import { VerificationService } from '../../platform/verification/verification.service';
import { CODE_VERIFIER_LENGTH, OAUTH_STATE_EXPIRES_IN_SECONDS, OAUTH_STATE_PURPOSE } from './social.constants';
import { OAuthStateData } from './social.types';

export type NewOAuthState = Omit<OAuthStateData, 'codeVerifier' | 'nonce' | 'expiresAt'>;

/** Why a callback's state was refused, in Better Auth's error-page words. */
export class OAuthStateError extends Error {
  constructor(readonly reason: 'please_restart_the_process' | 'state_mismatch') {
    super(reason);
  }
}

/**
 * The sign-in's state, PKCE verifier and nonce, kept in the `verification` table until the
 * provider sends the browser back; each state is redeemed once.
 */
@Injectable()
export class OAuthStateService {
  constructor(
    private readonly verifications: VerificationService,
    private readonly clock: Clock,
  ) {}

  async issue(data: NewOAuthState): Promise<{ state: string; stored: OAuthStateData }> {
    const state = randomString(32);
    const stored: OAuthStateData = {
      ...data,
      codeVerifier: randomString(CODE_VERIFIER_LENGTH),
      nonce: randomString(32),
      expiresAt: this.clock.nowMs() + OAUTH_STATE_EXPIRES_IN_SECONDS * 1000,
    };
    await this.verifications.issue(identifierOf(state), JSON.stringify(stored), OAUTH_STATE_EXPIRES_IN_SECONDS);
    return { state, stored };
  }

  /** Uses up the state; `cookieState` is the one the browser's signed cookie carries. */
  async redeem(state: string, cookieState: string | null): Promise<OAuthStateData> {
    const value = await this.verifications.consume(identifierOf(state));
    if (value === null) throw new OAuthStateError('please_restart_the_process');
    if (cookieState === null || !constantTimeEqual(cookieState, state)) throw new OAuthStateError('state_mismatch');
    const data = JSON.parse(value) as OAuthStateData;
    if (data.expiresAt < this.clock.nowMs()) throw new OAuthStateError('state_mismatch');
    return data;
  }
}

function identifierOf(state: string): string {
  return `${OAUTH_STATE_PURPOSE}:${state}`;
}
