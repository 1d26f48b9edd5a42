import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { Clock } from '../../../platform/common/time/clock';
import { isBanned } from '../../../identity/user/user-ban';
import { UserService } from '../../../identity/user/user.service';
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
import { ResourceIndicators } from '../resources/resource-indicators';

/** RFC 7662's answer; members left undefined are not written. */
export type IntrospectionAnswer = { active: false } | ({ active: true } & Record<string, unknown>);

const INACTIVE: IntrospectionAnswer = { active: false };

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The package's `introspectEndpoint` for opaque tokens: the caller authenticates as a client (a secret is
 * required), and learns about its own tokens and about access tokens whose audience names a resource it is linked
 * to (RFC 8707); anything unknown, expired, revoked, another client's or a banned user's is `{ active: false }`.
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
    private readonly resourceIndicators: ResourceIndicators,
    private readonly users: UserService,
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

  /** Not revoked, not expired, and not held by a user who is banned now. */
  private async live(token: OAuthAccessToken | OAuthRefreshToken): Promise<boolean> {
    const nowMs = this.clock.nowMs();
    if (token.revoked || token.expiresAt.getTime() < nowMs) return false;
    const user = token.userId ? await this.users.findById(token.userId) : null;
    return !user || !isBanned(user, nowMs);
  }

  /** Its own client, or a client linked to one of the token's audience resources (the package's rule). */
  private async mayRead(token: OAuthAccessToken, client: OAuthClient): Promise<boolean> {
    if (token.clientId === client.clientId) return true;
    return !!token.resources?.length && this.resourceIndicators.servesAudience(client.clientId, token.resources);
  }

  private async ofAccessToken(token: OAuthAccessToken, client: OAuthClient): Promise<IntrospectionAnswer> {
    if (!(await this.live(token))) return INACTIVE;
    const issuer = await this.clients.findByClientId(token.clientId);
    if (!issuer || issuer.disabled) return INACTIVE;
    if (!(await this.mayRead(token, client))) return INACTIVE;
    const resources = token.resources?.length ? token.resources : null;
    if (resources && !(await this.resourceIndicators.audienceExists(resources))) return INACTIVE;
    // As the package does: a token for resources that may also call userinfo names it in its audience.
    const audience =
      resources && token.scopes.includes('openid')
        ? [...resources, `${this.settings.issuer}/oauth2/userinfo`]
        : resources;
    return {
      ...this.common(token),
      aud: audience && audience.length === 1 ? audience[0] : (audience ?? undefined),
      client_id: token.clientId,
      azp: token.clientId,
      sub: token.userId ?? undefined,
    };
  }

  private async ofRefreshToken(token: OAuthRefreshToken, client: OAuthClient): Promise<IntrospectionAnswer> {
    if (token.clientId !== client.clientId || !(await this.live(token))) return INACTIVE;
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
