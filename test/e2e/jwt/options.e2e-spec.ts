import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { signUp } from '../../support/factories';

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
