import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import request from 'supertest';
import { betterAuthOn, cookieFrom, databaseMadeByBetterAuth } from '../../support/better-auth-app';
import { createTestApp } from '../../support/create-test-app';
import { PASSWORD, signUp, uniqueEmail } from '../../support/factories';
import { createTestDatabase } from '../../support/test-database';
import { keepRealPasswordHash } from '../../support/real-password-hash';

// Better Auth itself hashes and checks these users' passwords, at its own cost.
keepRealPasswordHash();

// Better Auth hashes its users' passwords with its own JavaScript scrypt while the database is made: on a busy
// two-core machine that alone can pass the default 20 s of a hook.
jest.setTimeout(90_000);

interface PublicKeys {
  keys: { kid: string; x: string }[];
}

describe('the jwks table shared with Better Auth 1.4’s jwt plugin', () => {
  it('publishes and signs with a key Better Auth made, and verifies Better Auth’s tokens', async () => {
    const { database, made } = await databaseMadeByBetterAuth(async ({ auth }) => {
      const email = uniqueEmail('jwt-legacy');
      const { headers } = await auth.api.signUpEmail({
        body: { name: 'Legacy', email, password: PASSWORD },
        returnHeaders: true,
      });
      const { token } = await auth.api.getToken({ headers: { cookie: cookieFrom(headers) } });
      return { email, token, keys: (await auth.api.getJwks()) as unknown as PublicKeys };
    });
    const t = await createTestApp({ database });
    try {
      const ours = (await request(t.http).get('/api/auth/jwks').expect(200)).body as PublicKeys;
      const response = await request(t.http)
        .post('/api/auth/sign-in/email')
        .send({ email: made.email, password: PASSWORD })
        .expect(200);
      const token = (
        await request(t.http).get('/api/auth/token').set('Authorization', `Bearer ${response.body.token}`).expect(200)
      ).body.token;

      expect(ours.keys).toEqual([
        expect.objectContaining({ kid: made.keys.keys[0].kid, x: made.keys.keys[0].x, alg: 'EdDSA' }),
      ]);
      await expect(jwtVerify(made.token, createLocalJWKSet(ours))).resolves.toBeDefined();
      // Signing with Better Auth's key means its encrypted private half opened here.
      expect(decodeProtectedHeader(token).kid).toBe(made.keys.keys[0].kid);
      await expect(jwtVerify(token, createLocalJWKSet(made.keys))).resolves.toMatchObject({
        payload: { email: made.email },
      });
    } finally {
      await t.close();
      await database.drop();
    }
  });

  it('leaves a key Better Auth publishes and signs with, and whose tokens verify here', async () => {
    const database = await createTestDatabase({ sqliteFile: true });
    const t = await createTestApp({ database });
    const betterAuth = betterAuthOn(database);
    try {
      const user = await signUp(t.http);
      const ourToken = (await request(t.http).get('/api/auth/token').set('Cookie', user.cookie).expect(200)).body.token;
      const ours = (await request(t.http).get('/api/auth/jwks').expect(200)).body as PublicKeys;

      const theirs = (await betterAuth.auth.api.getJwks()) as unknown as PublicKeys;
      const { headers } = await betterAuth.auth.api.signInEmail({
        body: { email: user.email, password: PASSWORD },
        returnHeaders: true,
      });
      const { token } = await betterAuth.auth.api.getToken({ headers: { cookie: cookieFrom(headers) } });

      expect(theirs.keys.map((key) => key.kid)).toEqual(ours.keys.map((key) => key.kid));
      await expect(jwtVerify(ourToken, createLocalJWKSet(theirs))).resolves.toBeDefined();
      expect(decodeProtectedHeader(token).kid).toBe(ours.keys[0].kid);
      await expect(jwtVerify(token, createLocalJWKSet(ours))).resolves.toMatchObject({ payload: { sub: user.userId } });
    } finally {
      await betterAuth.close();
      await t.close();
      await database.drop();
    }
  });
});
