import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { Clock } from '../../../platform/common/time/clock';
import { SessionService } from '../../../identity/session/session.service';
import { isBanned } from '../../../identity/user/user-ban';
import { UserService } from '../../../identity/user/user.service';
import { OAuthProviderMetrics, TokenGrantType } from '../oauth-provider.metrics';
import { OAuthAccessTokenRepository } from '../storage/oauth-access-token.repository';
import { OAuthRefreshTokenRepository } from '../storage/oauth-refresh-token.repository';
import { storedSecretOf } from '../storage/stored-secrets';
import { AuthorizationCodes } from './authorization-codes';
import { ClientAuthenticator } from './client-authenticator';
import { PresentedClient, presentedClient } from './client-credentials';
import { OAuthError, badRequest } from '../oauth-error';
import { pkceRequirement, s256CodeChallenge } from './pkce';
import { TokenIssuer, TokenResponse } from './token-issuer';
import { ResourceIndicators, requestedResources } from '../resources/resource-indicators';

const GRANT_TYPES: readonly string[] = ['authorization_code', 'client_credentials', 'refresh_token'];
/** Scopes that act for a user, never granted to a client acting for itself. */
const USER_DELEGATED_SCOPES = new Set(['openid', 'profile', 'email', 'offline_access']);

function field(req: Request, name: string): string | undefined {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** What a grant gave, and to whom: the audit log's record of it. */
export interface GrantOutcome {
  tokens: TokenResponse;
  grant: TokenGrantType;
  clientId: string;
  /** Null for client_credentials: the client acts for itself. */
  userId: string | null;
}

/** The token endpoint's grants, in the package's order of checks and with its answers. */
@Injectable()
export class TokenGrants {
  constructor(
    private readonly codes: AuthorizationCodes,
    private readonly authenticator: ClientAuthenticator,
    private readonly issuer: TokenIssuer,
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly accessTokens: OAuthAccessTokenRepository,
    private readonly refreshTokens: OAuthRefreshTokenRepository,
    private readonly clock: Clock,
    private readonly metrics: OAuthProviderMetrics,
    private readonly resourceIndicators: ResourceIndicators,
  ) {}

  async grant(req: Request): Promise<GrantOutcome> {
    const grantType = field(req, 'grant_type');
    if (!grantType || !GRANT_TYPES.includes(grantType))
      throw badRequest('unsupported_grant_type', `unsupported grant_type ${grantType}`);
    const outcome = await this.grantOf(grantType as TokenGrantType, req);
    this.metrics.recordTokensIssued(outcome.grant);
    return outcome;
  }

  private grantOf(grantType: TokenGrantType, req: Request): Promise<GrantOutcome> {
    if (grantType === 'authorization_code') return this.authorizationCode(req);
    if (grantType === 'refresh_token') return this.refreshToken(req);
    return this.clientCredentials(req);
  }

  private async authorizationCode(req: Request): Promise<GrantOutcome> {
    const presented = presentedClient(req);
    const code = field(req, 'code');
    const resources = requestedResources(req);
    const verifier = field(req, 'code_verifier');
    const redirectUri = field(req, 'redirect_uri');
    if (!presented) throw badRequest('invalid_request', 'client_id is required');
    if (!code) throw badRequest('invalid_request', 'code is required');
    if (!presented.clientSecret && !verifier)
      throw badRequest('invalid_request', 'Either code_verifier or client_secret is required');
    // The code is used up before the client is authenticated, as the package does: a wrong try burns it.
    const consumed = await this.codes.consume(code);
    if (!consumed) {
      const id = storedSecretOf(code);
      await this.accessTokens.deleteByAuthorizationCode(id);
      await this.refreshTokens.deleteByAuthorizationCode(id);
      throw badRequest('invalid_grant', 'invalid code');
    }
    const { grant } = consumed;
    if (!grant) throw badRequest('invalid_grant', 'malformed verification value');
    if (grant.query.client_id !== presented.clientId) throw badRequest('invalid_grant', 'invalid client_id');
    if (!redirectUri) throw badRequest('invalid_request', 'redirect_uri is required');
    if (grant.query.redirect_uri !== redirectUri) throw badRequest('invalid_grant', 'redirect_uri mismatch');
    const scopes = grant.query.scope.split(' ');
    const client = await this.authenticator.authenticate(presented, scopes, 'authorization_code');
    if (pkceRequirement(client, scopes, grant.query.nonce) && !verifier)
      throw badRequest('invalid_request', 'PKCE is required for this client');
    this.checkVerifier(grant.query, verifier);
    const user = await this.users.findById(grant.userId);
    if (!user) throw badRequest('invalid_user', 'missing user, user may have been deleted');
    const nowMs = this.clock.nowMs();
    const live = (await this.sessions.listAll(user.id)).some(
      (session) => session.id === grant.sessionId && session.expiresAt.getTime() > nowMs,
    );
    if (!live) throw badRequest('invalid_request', 'session no longer exists');
    const granted = grant.resource?.length ? grant.resource : null;
    const audience = await this.resourceIndicators.narrowed(
      client.clientId,
      granted,
      resources,
      scopes,
      'requested resource not authorized',
    );
    const tokens = await this.issuer.issue({
      client,
      ...audience,
      refreshResources: granted,
      userId: user.id,
      sessionId: grant.sessionId,
      nonce: grant.query.nonce,
      authTime: new Date(grant.authTime),
      referenceId: grant.referenceId,
      authorizationCodeId: consumed.id,
    });
    return { tokens, grant: 'authorization_code', clientId: client.clientId, userId: user.id };
  }

  /** RFC 7636 §4.6; a verifier that does not match is `invalid_grant` (beyond the package, which answers 401). */
  private checkVerifier(query: Record<string, string>, verifier: string | undefined): void {
    const challenge = query.code_challenge;
    if (!challenge && !verifier) return;
    if (challenge && !verifier)
      throw new OAuthError(401, 'invalid_request', 'code_verifier required because PKCE was used in authorization');
    if (!challenge)
      throw new OAuthError(401, 'invalid_request', 'code_verifier provided but PKCE was not used in authorization');
    if (query.code_challenge_method !== 'S256' || s256CodeChallenge(verifier!) !== challenge)
      throw badRequest('invalid_grant', 'code verification failed');
  }

  private async refreshToken(req: Request): Promise<GrantOutcome> {
    const presented = presentedClient(req);
    const refreshToken = field(req, 'refresh_token');
    const scope = field(req, 'scope');
    const resources = requestedResources(req);
    if (!presented) throw badRequest('invalid_request', 'Missing required client_id');
    if (!refreshToken) throw badRequest('invalid_request', 'Missing a required refresh_token for refresh_token grant');
    const stored = await this.refreshTokens.findByToken(storedSecretOf(refreshToken));
    if (!stored) throw badRequest('invalid_grant', 'session not found');
    if (stored.clientId !== presented.clientId || stored.expiresAt.getTime() < this.clock.nowMs())
      throw badRequest('invalid_grant', 'invalid refresh token');
    const requested = scope?.split(' ');
    const refused = requested?.find((name) => !stored.scopes.includes(name));
    if (refused) throw badRequest('invalid_scope', `unable to issue scope ${refused}`);
    const scopes = requested ?? stored.scopes;
    const client = await this.authenticator.authenticate(presented, scopes, 'refresh_token');
    if (stored.revoked) {
      // A used refresh token presented again: someone holds a copy, so the whole family ends (RFC 9700 §4.14.2).
      await this.refreshTokens.deleteFamily(client.clientId, stored.userId);
      throw badRequest('invalid_grant', 'invalid refresh token');
    }
    const user = await this.users.findById(stored.userId);
    if (!user) throw badRequest('invalid_request', 'user not found');
    // A banned user's grants rest until the ban ends: nothing is issued, and nothing is revoked either.
    if (isBanned(user, this.clock.nowMs())) throw badRequest('invalid_grant', 'user is banned');
    const audience = await this.resourceIndicators.narrowed(
      client.clientId,
      stored.resources,
      resources,
      scopes,
      'requested resource invalid',
    );
    const tokens = await this.issuer.issue({
      client,
      ...audience,
      refreshResources: stored.resources,
      userId: user.id,
      sessionId: stored.sessionId,
      authTime: stored.authTime,
      referenceId: stored.referenceId,
      authorizationCodeId: stored.authorizationCodeId,
      rotating: stored,
    });
    return { tokens, grant: 'refresh_token', clientId: client.clientId, userId: user.id };
  }

  private async clientCredentials(req: Request): Promise<GrantOutcome> {
    const presented: PresentedClient | null = presentedClient(req);
    const scope = field(req, 'scope');
    const resources = requestedResources(req);
    if (!presented) throw badRequest('invalid_request', 'Missing required client_id');
    const client = await this.authenticator.authenticate(presented, undefined, 'client_credentials');
    if (client.tokenEndpointAuthMethod === 'none')
      throw badRequest('unauthorized_client', 'public clients cannot use the client_credentials grant');
    const allowed = client.clientCredentialsScopes ?? [];
    if (allowed.length === 0)
      throw badRequest('unauthorized_client', 'client has no authorized client_credentials scopes');
    const requested = scope?.split(' ');
    const invalid = requested?.filter((name) => !allowed.includes(name) || USER_DELEGATED_SCOPES.has(name)) ?? [];
    if (invalid.length) throw badRequest('invalid_scope', `The following scopes are invalid: ${invalid.join(', ')}`);
    const audience = await this.resourceIndicators.grant(client.clientId, resources, requested ?? [...allowed]);
    const tokens = await this.issuer.issue({ client, ...audience });
    return { tokens, grant: 'client_credentials', clientId: client.clientId, userId: null };
  }
}
