import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import request from 'supertest';
import { ADMIN_TEST_CONFIG } from '../../support/admin';
import { createKeyOnServer } from '../../support/api-keys';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';

const TOKEN = '/api/auth/token';
const JWKS = '/api/auth/jwks';

describe('GET /api/auth/token and /api/auth/jwks', () => {
  let t: TestApp;
  let user: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    user = await signUp(t.http, { name: 'Token Holder' });
  });

  afterAll(async () => {
    await t.close();
  });

  async function keySet() {
    const response = await request(t.http).get(JWKS).expect(200);
    return createLocalJWKSet(response.body);
  }

  it('refuses a caller without a session with 401 UNAUTHORIZED', async () => {
    const response = await request(t.http).get(TOKEN).expect(401);

    expect(response.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
  });

  it('signs an EdDSA token for the session that the published key set alone verifies', async () => {
    const response = await request(t.http).get(TOKEN).set('Cookie', user.cookie).expect(200);

    const { payload, protectedHeader } = await jwtVerify(response.body.token, await keySet(), {
      issuer: t.baseUrl,
      audience: t.baseUrl,
      currentDate: t.clock.now(),
    });
    expect(protectedHeader.alg).toBe('EdDSA');
    expect(payload).toMatchObject({
      sub: user.userId,
      id: user.userId,
      email: user.email,
      name: 'Token Holder',
      role: 'user',
      emailVerified: false,
    });
    expect(payload.exp! - payload.iat!).toBe(900);
    // Signed now, or reused from a signature for the same user less than a minute ago.
    const nowS = Math.floor(t.clock.nowMs() / 1000);
    expect(payload.iat).toBeLessThanOrEqual(nowS);
    expect(payload.iat).toBeGreaterThan(nowS - 60);
  });

  it('publishes Ed25519 keys with their kid, alg and curve and no private part', async () => {
    const response = await request(t.http).get(JWKS).expect(200);

    expect(response.body.keys.length).toBeGreaterThanOrEqual(1);
    for (const key of response.body.keys) {
      expect(key).toEqual({ kid: expect.any(String), alg: 'EdDSA', kty: 'OKP', crv: 'Ed25519', x: expect.any(String) });
    }
  });

  it('signs every token with the one signing key while it lasts', async () => {
    const first = await request(t.http).get(TOKEN).set('Cookie', user.cookie).expect(200);
    const second = await request(t.http).get(TOKEN).set('Cookie', user.cookie).expect(200);
    const keys = (await request(t.http).get(JWKS).expect(200)).body.keys;

    expect(decodeProtectedHeader(first.body.token).kid).toBe(decodeProtectedHeader(second.body.token).kid);
    expect(keys).toHaveLength(1);
  });

  it('answers get-session with a token in set-auth-jwt, exposed to scripts', async () => {
    const response = await request(t.http).get('/api/auth/get-session').set('Cookie', user.cookie).expect(200);

    const { payload } = await jwtVerify(response.headers['set-auth-jwt'], await keySet(), {
      currentDate: t.clock.now(),
    });
    expect(payload.sub).toBe(user.userId);
    expect(response.headers['access-control-expose-headers']).toContain('set-auth-jwt');
  });

  it('hands out the token it signed moments ago for the same user, and a new one once that is a minute old', async () => {
    const holder = await signUp(t.http);
    const tokenOf = async () =>
      (await request(t.http).get('/api/auth/get-session').set('Cookie', holder.cookie).expect(200)).headers[
        'set-auth-jwt'
      ];

    // One instant per step: a second turning between signing and the check below would move iat.
    t.clock.freeze();
    try {
      const first = await tokenOf();
      t.clock.advanceSeconds(59);
      const reused = await tokenOf();
      t.clock.advanceSeconds(1);
      const renewed = await tokenOf();

      expect(reused).toBe(first);
      expect(renewed).not.toBe(first);
      const { payload } = await jwtVerify(renewed, await keySet(), { currentDate: t.clock.now() });
      expect(payload.iat).toBe(Math.floor(t.clock.nowMs() / 1000));
    } finally {
      t.clock.unfreeze();
    }
  });

  it('signs a new token as soon as the user changes', async () => {
    const holder = await signUp(t.http, { name: 'Before' });
    const before = (await request(t.http).get(TOKEN).set('Cookie', holder.cookie).expect(200)).body.token;

    await request(t.http)
      .post('/api/auth/update-user')
      .set('Cookie', holder.cookie)
      .send({ name: 'After' })
      .expect(200);
    const after = (await request(t.http).get(TOKEN).set('Cookie', holder.cookie).expect(200)).body.token;

    expect(after).not.toBe(before);
    const { payload } = await jwtVerify(after, await keySet(), { currentDate: t.clock.now() });
    expect(payload.name).toBe('After');
  });

  it('sends no set-auth-jwt when get-session finds no session', async () => {
    const response = await request(t.http).get('/api/auth/get-session').expect(200);

    expect(response.headers['set-auth-jwt']).toBeUndefined();
  });

  it('signs a token for the owner of an API key sent in x-api-key', async () => {
    const owner = await signUp(t.http);
    const { key } = await createKeyOnServer(t.http, owner.userId);

    const response = await request(t.http).get(TOKEN).set('x-api-key', key).expect(200);

    const { payload } = await jwtVerify(response.body.token, await keySet(), { currentDate: t.clock.now() });
    expect(payload.sub).toBe(owner.userId);
  });
});
