import { generateId } from '../../../src/platform/common/crypto/random';
import { OAuthAccessTokenRepository } from '../../../src/manage/oauth-provider/storage/oauth-access-token.repository';
import { OAuthClientModel } from '../../../src/manage/oauth-provider/storage/oauth-client.model';
import { OAuthClientRepository } from '../../../src/manage/oauth-provider/storage/oauth-client.repository';
import { OAuthConsentRepository } from '../../../src/manage/oauth-provider/storage/oauth-consent.repository';
import { OAuthRefreshTokenRepository } from '../../../src/manage/oauth-provider/storage/oauth-refresh-token.repository';
import {
  OAuthAccessToken,
  OAuthClient,
  OAuthRefreshToken,
} from '../../../src/manage/oauth-provider/storage/oauth-storage.types';
import {
  OAuthAccessTokenModel,
  OAuthConsentModel,
  OAuthRefreshTokenModel,
} from '../../../src/manage/oauth-provider/storage/oauth-token.models';
import { storedSecretOf } from '../../../src/manage/oauth-provider/storage/stored-secrets';
import { User } from '../../../src/identity/user/user.types';
import { Medium, createUser, openMedium } from '../support/medium-services';

const HOUR_MS = 3_600_000;

describe('OAuth provider storage', () => {
  let medium: Medium;
  let owner: User;
  const clients = new OAuthClientRepository(OAuthClientModel);
  const accessTokens = new OAuthAccessTokenRepository(OAuthAccessTokenModel);
  const refreshTokens = new OAuthRefreshTokenRepository(OAuthRefreshTokenModel, accessTokens);
  const consents = new OAuthConsentRepository(OAuthConsentModel);

  beforeAll(async () => {
    medium = await openMedium();
    owner = await createUser(medium);
  });
  afterAll(() => medium.close());

  function aClient(overrides: Partial<OAuthClient> = {}): OAuthClient {
    const now = medium.clock.now();
    return {
      id: generateId(),
      clientId: generateId(),
      clientSecret: storedSecretOf('secret'),
      clientDiscoveryId: null,
      disabled: false,
      skipConsent: null,
      enableEndSession: true,
      subjectType: null,
      scopes: ['openid', 'profile'],
      clientCredentialsScopes: [],
      userId: owner.id,
      createdAt: now,
      updatedAt: now,
      name: 'App',
      uri: null,
      icon: null,
      contacts: null,
      tos: null,
      policy: null,
      softwareId: null,
      softwareVersion: null,
      softwareStatement: null,
      redirectUris: ['https://app.example/callback'],
      postLogoutRedirectUris: ['https://app.example/'],
      backchannelLogoutUri: null,
      backchannelLogoutSessionRequired: null,
      tokenEndpointAuthMethod: 'client_secret_basic',
      applicationType: 'web',
      jwks: null,
      jwksUri: null,
      grantTypes: ['authorization_code', 'refresh_token'],
      responseTypes: ['code'],
      requirePKCE: true,
      dpopBoundAccessTokens: false,
      referenceId: null,
      metadata: { id_token_signed_response_alg: 'RS256' },
      ...overrides,
    };
  }

  function grant(clientId: string) {
    const now = medium.clock.now();
    return {
      id: generateId(),
      clientId,
      sessionId: null,
      referenceId: null,
      authorizationCodeId: 'code-1',
      resources: null,
      requestedUserInfoClaims: null,
      scopes: ['openid', 'offline_access'],
      expiresAt: new Date(now.getTime() + HOUR_MS),
      createdAt: now,
      revoked: null,
      confirmation: null,
    };
  }

  function aRefreshToken(clientId: string): OAuthRefreshToken {
    return {
      ...grant(clientId),
      token: storedSecretOf(generateId()),
      userId: owner.id,
      rotatedAt: null,
      rotationReplayResponse: null,
      rotationReplayExpiresAt: null,
      authTime: medium.clock.now(),
    };
  }

  function anAccessToken(clientId: string, refreshId: string | null): OAuthAccessToken {
    return { ...grant(clientId), token: storedSecretOf(generateId()), userId: owner.id, refreshId };
  }

  it('reads a client back with its lists and metadata parsed', async () => {
    const client = await clients.create(aClient());
    const found = await clients.findByClientId(client!.clientId);
    expect(found).toEqual(client);
    expect(await clients.listByUser(owner.id)).toContainEqual(client);
  });

  it('refuses a taken clientId with null', async () => {
    const client = aClient();
    await clients.create(client);
    expect(await clients.create({ ...client, id: generateId() })).toBeNull();
  });

  it('updates lists and flags', async () => {
    const client = (await clients.create(aClient()))!;
    const updated = await clients.update(client.clientId, { disabled: true, redirectUris: ['https://b.example/cb'] });
    expect(updated).toMatchObject({ disabled: true, redirectUris: ['https://b.example/cb'], scopes: client.scopes });
  });

  it('finds and revokes access tokens by their hash, once', async () => {
    const client = (await clients.create(aClient()))!;
    const token = await accessTokens.create(anAccessToken(client.clientId, null));
    expect(await accessTokens.findByToken(token.token!)).toEqual(token);
    const at = medium.clock.now();
    expect(await accessTokens.revoke(token.id, at)).toBe(true);
    expect(await accessTokens.revoke(token.id, at)).toBe(false);
    expect((await accessTokens.findByToken(token.token!))?.revoked).toEqual(at);
  });

  it('rotates a refresh token once, then removes its whole family with its access tokens', async () => {
    const client = (await clients.create(aClient()))!;
    const first = await refreshTokens.create(aRefreshToken(client.clientId));
    const access = await accessTokens.create(anAccessToken(client.clientId, first.id));
    expect(await refreshTokens.findByToken(first.token)).toEqual(first);
    const attempts = await Promise.all([
      refreshTokens.markRotated(first.id, medium.clock.now()),
      refreshTokens.markRotated(first.id, medium.clock.now()),
    ]);
    expect(attempts.filter(Boolean)).toHaveLength(1);
    const second = await refreshTokens.create(aRefreshToken(client.clientId));
    await refreshTokens.deleteFamily(client.clientId, owner.id);
    expect(await refreshTokens.findById(second.id)).toBeNull();
    expect(await refreshTokens.findByToken(first.token)).toBeNull();
    expect(await accessTokens.findByToken(access.token!)).toBeNull();
  });

  it('keeps consents per user and client', async () => {
    const client = (await clients.create(aClient()))!;
    const now = medium.clock.now();
    const consent = await consents.create({
      id: generateId(),
      clientId: client.clientId,
      userId: owner.id,
      referenceId: null,
      resources: null,
      requestedUserInfoClaims: null,
      scopes: ['openid'],
      createdAt: now,
      updatedAt: now,
    });
    expect(await consents.find(client.clientId, owner.id)).toEqual(consent);
    await consents.updateScopes(consent.id, ['openid', 'email'], now);
    expect((await consents.findById(consent.id))?.scopes).toEqual(['openid', 'email']);
    await consents.delete(consent.id);
    expect(await consents.listByUser(owner.id)).not.toContainEqual(expect.objectContaining({ id: consent.id }));
  });
});
