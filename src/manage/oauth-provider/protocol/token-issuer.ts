import { Injectable } from '@nestjs/common';
import { generateId, randomString } from '../../../platform/common/crypto/random';
import { Clock } from '../../../platform/common/time/clock';
import { Database, Tx } from '../../../platform/database/database';
import { OAuthAccessTokenRepository } from '../storage/oauth-access-token.repository';
import { OAuthRefreshTokenRepository } from '../storage/oauth-refresh-token.repository';
import { SessionTokenIndex } from '../storage/session-token-index';
import { OAuthClient, OAuthRefreshToken } from '../storage/oauth-storage.types';
import { storedSecretOf } from '../storage/stored-secrets';
import { clientAllowsGrant } from './client-authenticator';
import { IdTokenSigner } from './id-token-signer';
import { badRequest } from '../oauth-error';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  OPAQUE_TOKEN_LENGTH,
  REFRESH_TOKEN_LIFETIME_SECONDS,
} from './oauth-provider.constants';

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export interface TokenRequest {
  client: OAuthClient;
  scopes: string[];
  /** Absent for client_credentials: the token acts for the client itself. */
  userId?: string;
  sessionId?: string | null;
  nonce?: string;
  authTime?: Date | null;
  referenceId?: string | null;
  authorizationCodeId?: string | null;
  /** The token's audience (RFC 8707 resources); null or absent for none. */
  resources?: string[] | null;
  /** The refresh token's resources, when they are wider than this access token's (it keeps what was granted). */
  refreshResources?: string[] | null;
  /** Seconds, when the resources ask for less than the default. */
  accessTokenTtl?: number | null;
  /** The refresh token being rotated, marked used as the new one is made. */
  rotating?: OAuthRefreshToken;
}

export interface TokenResponse {
  access_token: string;
  expires_in: number;
  expires_at: number;
  token_type: 'Bearer';
  refresh_token?: string;
  scope: string;
  id_token?: string;
}

/**
 * The package's `createUserTokens` for opaque tokens: an access token (3600 s), a refresh token when the user
 * granted `offline_access` (30 days, rotated on use), an ID token when `openid` was asked. Rows hold hashes.
 */
@Injectable()
export class TokenIssuer {
  constructor(
    private readonly accessTokens: OAuthAccessTokenRepository,
    private readonly refreshTokens: OAuthRefreshTokenRepository,
    private readonly sessionTokens: SessionTokenIndex,
    private readonly idTokens: IdTokenSigner,
    private readonly clock: Clock,
    private readonly database: Database,
  ) {}

  async issue(request: TokenRequest): Promise<TokenResponse> {
    const { client, scopes, userId } = request;
    const iat = Math.floor(this.clock.nowMs() / 1000);
    const exp = iat + Math.min(ACCESS_TOKEN_LIFETIME_SECONDS, request.accessTokenTtl ?? ACCESS_TOKEN_LIFETIME_SECONDS);
    const wantsRefresh =
      userId !== undefined &&
      clientAllowsGrant(client, 'refresh_token') &&
      (request.rotating?.scopes.includes('offline_access') || scopes.includes('offline_access'));
    const accessToken = randomString(OPAQUE_TOKEN_LENGTH, TOKEN_ALPHABET);
    const accessTokenId = generateId();
    const expiresAt = new Date(exp * 1000);
    // One transaction: a request replaying the same code at that moment deletes the code's tokens, and must find
    // both rows or neither (the access token names the refresh token by a foreign key).
    const refresh = await this.database.transaction(async (tx) => {
      const made = wantsRefresh ? await this.createRefreshToken(request, iat, tx) : undefined;
      await this.accessTokens.create(
        {
          id: accessTokenId,
          token: storedSecretOf(accessToken),
          clientId: client.clientId,
          sessionId: this.sessionTokens.rowSessionOf(request.sessionId),
          userId: userId ?? null,
          referenceId: request.referenceId ?? null,
          authorizationCodeId: request.authorizationCodeId ?? null,
          resources: request.resources ?? null,
          refreshId: made?.id ?? null,
          confirmation: null,
          requestedUserInfoClaims: null,
          scopes,
          createdAt: new Date(iat * 1000),
          expiresAt,
          revoked: null,
        },
        tx,
      );
      return made;
    });
    await this.sessionTokens.bind(request.sessionId, accessTokenId, expiresAt);
    const idToken =
      userId !== undefined && scopes.includes('openid')
        ? await this.idTokens.sign({
            client,
            userId,
            sessionId: request.sessionId ?? null,
            nonce: request.nonce,
            authTime: request.authTime,
            accessToken,
          })
        : undefined;
    return {
      access_token: accessToken,
      expires_in: exp - iat,
      expires_at: exp,
      token_type: 'Bearer',
      refresh_token: refresh?.token,
      scope: scopes.join(' '),
      id_token: idToken,
    };
  }

  private async createRefreshToken(request: TokenRequest, iat: number, tx: Tx): Promise<{ id: string; token: string }> {
    const rotatedAt = new Date(iat * 1000);
    // Of two requests presenting the same refresh token at once, only one rotates it.
    if (request.rotating && !(await this.refreshTokens.markRotated(request.rotating.id, rotatedAt, tx)))
      throw badRequest('invalid_grant', 'invalid refresh token');
    const token = randomString(OPAQUE_TOKEN_LENGTH, TOKEN_ALPHABET);
    const id = generateId();
    await this.refreshTokens.create(
      {
        id,
        token: storedSecretOf(token),
        clientId: request.client.clientId,
        sessionId: this.sessionTokens.rowSessionOf(request.sessionId),
        userId: request.userId!,
        referenceId: request.referenceId ?? null,
        authorizationCodeId: request.authorizationCodeId ?? null,
        authTime: request.authTime ?? null,
        confirmation: null,
        requestedUserInfoClaims: null,
        scopes: request.scopes,
        resources: request.refreshResources ?? request.resources ?? null,
        createdAt: rotatedAt,
        expiresAt: new Date((iat + REFRESH_TOKEN_LIFETIME_SECONDS) * 1000),
        revoked: null,
        rotatedAt: null,
        rotationReplayResponse: null,
        rotationReplayExpiresAt: null,
      },
      tx,
    );
    return { id, token };
  }
}
