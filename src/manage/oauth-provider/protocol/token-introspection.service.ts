import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { Clock } from '../../../platform/common/time/clock';
import { OAuthAccessTokenRepository } from '../storage/oauth-access-token.repository';
import { OAuthClientRepository } from '../storage/oauth-client.repository';
import { OAuthRefreshTokenRepository } from '../storage/oauth-refresh-token.repository';
import { OAuthAccessToken, OAuthClient, OAuthRefreshToken } from '../storage/oauth-storage.types';
import { storedSecretOf } from '../storage/stored-secrets';
import { ClientAuthenticator } from './client-authenticator';
import { presentedClient } from './client-credentials';
import { OAuthError } from '../oauth-error';
import { ProviderSettings } from './provider-settings';
import { presentedToken } from './presented-token';

/** RFC 7662's answer; members left undefined are not written. */
export type IntrospectionAnswer = { active: false } | ({ active: true } & Record<string, unknown>);

const INACTIVE: IntrospectionAnswer = { active: false };

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The package's `introspectEndpoint` for opaque tokens: the caller authenticates as a client (a secret is
 * required), and learns about its own tokens only; anything unknown, expired, revoked or another client's is
 * `{ active: false }`.
 */
@Injectable()
export class TokenIntrospection {
  constructor(
    private readonly accessTokens: OAuthAccessTokenRepository,
    private readonly refreshTokens: OAuthRefreshTokenRepository,
    private readonly clients: OAuthClientRepository,
    private readonly authenticator: ClientAuthenticator,
    private readonly settings: ProviderSettings,
    private readonly clock: Clock,
  ) {}

  async introspect(req: Request): Promise<IntrospectionAnswer> {
    const presented = presentedClient(req);
    if (!presented?.clientSecret) throw new OAuthError(401, 'invalid_client', 'missing required credentials');
    const { token, hint } = presentedToken(req, 'missing a required token for introspection');
    const client = await this.authenticator.authenticate(presented, undefined);
    const stored = storedSecretOf(token);
    if (hint !== 'refresh_token') {
      const access = await this.accessTokens.findByToken(stored);
      if (access) return this.ofAccessToken(access, client);
    }
    if (hint !== 'access_token') {
      const refresh = await this.refreshTokens.findByToken(stored);
      if (refresh) return this.ofRefreshToken(refresh, client);
    }
    return INACTIVE;
  }

  private usable(token: OAuthAccessToken | OAuthRefreshToken, client: OAuthClient): boolean {
    return token.clientId === client.clientId && !token.revoked && token.expiresAt.getTime() >= this.clock.nowMs();
  }

  private async ofAccessToken(token: OAuthAccessToken, client: OAuthClient): Promise<IntrospectionAnswer> {
    if (!this.usable(token, client)) return INACTIVE;
    const issuer = await this.clients.findByClientId(token.clientId);
    if (!issuer || issuer.disabled) return INACTIVE;
    return { ...this.common(token), client_id: token.clientId, azp: token.clientId, sub: token.userId ?? undefined };
  }

  private ofRefreshToken(token: OAuthRefreshToken, client: OAuthClient): IntrospectionAnswer {
    if (!this.usable(token, client)) return INACTIVE;
    return { ...this.common(token), client_id: token.clientId, sub: token.userId };
  }

  private common(token: OAuthAccessToken | OAuthRefreshToken) {
    return {
      active: true as const,
      iss: this.settings.issuer,
      sid: token.sessionId ?? undefined,
      exp: seconds(token.expiresAt),
      iat: seconds(token.createdAt),
      scope: token.scopes.join(' '),
      token_type: 'Bearer',
    };
  }
}
