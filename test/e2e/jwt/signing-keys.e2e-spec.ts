import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { signUp, SignedUpUser } from '../../support/factories';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { onlyEvent } from '../../support/audit';
import { JwksRotationSweeper } from '../../../src/manage/jwt/jwks-rotation-sweeper';
import { JwksService } from '../../../src/manage/jwt/jwks.service';

async function tokenAndKeys(t: TestApp) {
  const user = await signUp(t.http, { name: 'Claimed' });
  const token: string = (await request(t.http).get('/api/auth/token').set('Cookie', user.cookie).expect(200)).body
    .token;
  const jwks = (await request(t.http).get('/api/auth/jwks').expect(200)).body;
  return { user, token, jwks };
}

describe('JWT options', () => {
  it('signs ES256 with P-256 keys, for the configured issuer, audience, lifetime and claims', async () => {
    const t = await createTestApp({
      config: {
        jwt: {
          algorithm: 'ES256',
          issuer: 'https://auth.corp.test',
          audience: 'intranet',
          expirationTime: '5m',
          claims: ['email', 'role'],
        },
      },
    });
    try {
      const { user, token, jwks } = await tokenAndKeys(t);

      const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(jwks), {
        issuer: 'https://auth.corp.test',
        audience: 'intranet',
        currentDate: t.clock.now(),
      });
      expect(protectedHeader.alg).toBe('ES256');
      expect(jwks.keys[0]).toEqual({
        kid: protectedHeader.kid,
        alg: 'ES256',
        kty: 'EC',
        crv: 'P-256',
        x: expect.any(String),
        y: expect.any(String),
      });
      expect(payload.exp! - payload.iat!).toBe(300);
      expect(payload).toEqual({
        sub: user.userId,
        email: user.email,
        role: 'user',
        iat: expect.any(Number),
        exp: expect.any(Number),
        iss: 'https://auth.corp.test',
        aud: 'intranet',
      });
    } finally {
      await t.close();
    }
  });

  it('signs RS256 with RSA keys', async () => {
    const t = await createTestApp({ config: { jwt: { algorithm: 'RS256' } } });
    try {
      const { user, token, jwks } = await tokenAndKeys(t);

      const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), {
        algorithms: ['RS256'],
        currentDate: t.clock.now(),
      });
      expect(payload.sub).toBe(user.userId);
      expect(jwks.keys[0]).toMatchObject({
        kid: decodeProtectedHeader(token).kid,
        alg: 'RS256',
        kty: 'RSA',
        e: 'AQAB',
      });
      expect(jwks.keys[0].d).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('answers get-session without set-auth-jwt when the header is switched off, /token still signing', async () => {
    const t = await createTestApp({ config: { jwt: { disableSettingJwtHeader: true } } });
    try {
      const user = await signUp(t.http);

      const session = await request(t.http).get('/api/auth/get-session').set('Cookie', user.cookie).expect(200);
      await request(t.http).get('/api/auth/token').set('Cookie', user.cookie).expect(200);

      expect(session.body.user.id).toBe(user.userId);
      expect(session.headers['set-auth-jwt']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

const MINUTE_SECONDS = 60;
const DAY_SECONDS = 86_400;

describe('signing key rotation', () => {
  let t: TestApp;
  let user: SignedUpUser;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: { ...ADMIN_TEST_CONFIG, jwt: { rotationInterval: '1d' } } });
    user = await signUp(t.http);
    admin = await createUserWithRole(t.http, 'admin');
  });

  afterAll(async () => {
    await t.close();
  });

  const tokenNow = async (): Promise<string> =>
    (await request(t.http).get('/api/auth/token').set('Cookie', user.cookie).expect(200)).body.token;
  const publishedKids = async (): Promise<string[]> =>
    (await request(t.http).get('/api/auth/jwks').expect(200)).body.keys.map((key: { kid: string }) => key.kid);
  const verifyNow = async (token: string) => {
    const keys = createLocalJWKSet((await request(t.http).get('/api/auth/jwks').expect(200)).body);
    return jwtVerify(token, keys, { currentDate: t.clock.now() });
  };
  const rotationEvent = (kid: string) => onlyEvent(t.http, admin.cookie, 'jwks.rotate', kid);
  const recorded = (trigger: string) => ({
    action: 'jwks.rotate',
    actorId: null,
    targetType: 'signing-key',
    result: 'success',
    metadata: { trigger, alg: 'EdDSA' },
    // The command line is named as such; the service's own rotations come from scheduled work.
    origin: trigger === 'command line' ? 'cli' : 'system',
  });

  it('signs with a new key once the interval has passed, and keeps the old key published until its last token expires', async () => {
    const before = await tokenNow();
    const oldKid = decodeProtectedHeader(before).kid!;

    t.clock.advanceSeconds(DAY_SECONDS - 5 * MINUTE_SECONDS);
    const lastOfOldKey = await tokenNow();
    t.clock.advanceSeconds(6 * MINUTE_SECONDS);
    const fromNewKey = await tokenNow();
    const newKid = decodeProtectedHeader(fromNewKey).kid!;

    expect(decodeProtectedHeader(lastOfOldKey).kid).toBe(oldKid);
    expect(newKid).not.toBe(oldKid);
    expect(await publishedKids()).toEqual(expect.arrayContaining([oldKid, newKid]));
    expect(await rotationEvent(newKid)).toMatchObject(recorded('expired on use'));
    await expect(verifyNow(lastOfOldKey)).resolves.toMatchObject({ payload: { sub: user.userId } });
    await expect(verifyNow(fromNewKey)).resolves.toMatchObject({ payload: { sub: user.userId } });

    // The old key signed its last token at its expiry at the latest; 15 minutes on, every such token has expired.
    t.clock.advanceSeconds(15 * MINUTE_SECONDS);
    expect(await publishedKids()).toEqual([newKid]);
  });

  it('rotates on the timer when the key is due, before any token asks', async () => {
    const kid = await t.app.get(JwksService).rotate('command line');
    const sweeper = t.app.get(JwksRotationSweeper);

    await sweeper.rotateIfDue();
    const unchanged = await publishedKids();
    t.clock.advanceSeconds(DAY_SECONDS + 1);
    const dueAtMs = t.clock.nowMs();
    await sweeper.rotateIfDue();
    const kids = await publishedKids();

    expect(unchanged).toContain(kid);
    expect(kids).toHaveLength(2);
    expect(kids).toContain(kid);
    const newKid = kids.find((id) => id !== kid)!;
    expect(decodeProtectedHeader(await tokenNow()).kid).toBe(newKid);
    const event = await rotationEvent(newKid);
    expect(event).toMatchObject(recorded('schedule'));
    // Stamped by the service's clock, which the test moved a day on.
    expect(Date.parse(event.createdAt)).toBeGreaterThanOrEqual(dueAtMs);
  });

  it('rotates on command: new tokens use the new key while tokens of the old one stay valid until they expire', async () => {
    const old = await tokenNow();

    const newKid = await t.app.get(JwksService).rotate('command line');
    const fresh = await tokenNow();
    t.clock.advanceSeconds(14 * MINUTE_SECONDS);

    expect(decodeProtectedHeader(fresh).kid).toBe(newKid);
    expect(await rotationEvent(newKid)).toMatchObject(recorded('command line'));
    await expect(verifyNow(old)).resolves.toMatchObject({ payload: { sub: user.userId } });
    t.clock.advanceSeconds(2 * MINUTE_SECONDS);
    expect(await publishedKids()).toEqual([newKid]);
  });
});
