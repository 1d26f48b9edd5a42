import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { Clock } from '../../../platform/common/time/clock';
import { OAuthAccessTokenRepository } from '../storage/oauth-access-token.repository';
import { OAuthRefreshTokenRepository } from '../storage/oauth-refresh-token.repository';
import { OAuthProviderMetrics } from '../oauth-provider.metrics';
import { OAuthRefreshToken } from '../storage/oauth-storage.types';
import { storedSecretOf } from '../storage/stored-secrets';
import { ClientAuthenticator } from './client-authenticator';
import { presentedClient } from './client-credentials';
import { OAuthError } from '../oauth-error';
import { presentedToken } from './presented-token';

/** What a revocation did, for the audit log: the kind of token it ended, or null when it ended none. */
export interface Revocation {
  clientId: string;
  userId: string | null;
  revoked: 'access_token' | 'refresh_token' | null;
}

/**
 * The package's `revokeEndpoint` for opaque tokens (RFC 7009): the client ends its own tokens; a refresh token
 * takes the access tokens issued from it along; another client's token is left alone. Unknown and already
 * revoked tokens answer 200 as well (RFC 7009 §2.2, the contract's point 3).
 */
@Injectable()
export class TokenRevocation {
  constructor(
    private readonly accessTokens: OAuthAccessTokenRepository,
    private readonly refreshTokens: OAuthRefreshTokenRepository,
    private readonly authenticator: ClientAuthenticator,
    private readonly clock: Clock,
    private readonly metrics: OAuthProviderMetrics,
  ) {}

  async revoke(req: Request): Promise<Revocation> {
    const outcome = await this.revokePresented(req);
    if (outcome.revoked) this.metrics.recordRevoked(outcome.revoked);
    return outcome;
  }

  private async revokePresented(req: Request): Promise<Revocation> {
    const presented = presentedClient(req);
    if (!presented) throw new OAuthError(401, 'invalid_client', 'missing required credentials');
    const { token, hint } = presentedToken(req, 'missing a required token for introspection');
    const client = await this.authenticator.authenticate(presented, undefined);
    const none: Revocation = { clientId: client.clientId, userId: null, revoked: null };
    const stored = storedSecretOf(token);
    if (hint !== 'refresh_token') {
      const access = await this.accessTokens.findByToken(stored);
      if (access) {
        if (access.clientId !== client.clientId) return none;
        const ended = await this.accessTokens.revoke(access.id, new Date(this.clock.nowMs()));
        return ended ? { ...none, userId: access.userId, revoked: 'access_token' } : none;
      }
    }
    if (hint !== 'access_token') {
      const refresh = await this.refreshTokens.findByToken(stored);
      if (refresh) return this.revokeRefreshToken(refresh, none);
    }
    return none;
  }

  private async revokeRefreshToken(refresh: OAuthRefreshToken, none: Revocation): Promise<Revocation> {
    // A used or revoked refresh token presented again: the package ends the presenting client's family for
    // that user, as at the token endpoint.
    if (refresh.revoked) {
      await this.refreshTokens.deleteFamily(none.clientId, refresh.userId);
      return none;
    }
    if (refresh.clientId !== none.clientId) return none;
    if (!(await this.refreshTokens.revoke(refresh.id, new Date(this.clock.nowMs())))) {
      await this.refreshTokens.deleteFamily(none.clientId, refresh.userId);
      return none;
    }
    await this.accessTokens.deleteByRefreshIds([refresh.id]);
    return { ...none, userId: refresh.userId, revoked: 'refresh_token' };
  }
}
