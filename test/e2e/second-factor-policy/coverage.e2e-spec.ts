import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { databaseMadeByBetterAuth, signUpThrough } from '../../support/better-auth-app';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { cookiesFrom, signUp } from '../../support/factories';
import { enrolTwoFactor, totpCode } from '../../support/two-factor';
import { keepRealPasswordHash } from '../../support/real-password-hash';

// Better Auth itself hashes and checks these users' passwords, at its own cost.
keepRealPasswordHash();

const SECOND_FACTOR_REQUIRED = {
  code: 'SECOND_FACTOR_REQUIRED',
  message: 'A second factor is required. Set one up and verify it to continue.',
};

describe('REQUIRE_SECOND_FACTOR: whom it covers', () => {
  describe('admins', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({ config: { ...ADMIN_TEST_CONFIG, requireSecondFactor: 'admins' } });
    });

    afterAll(async () => {
      await t.close();
    });

    it('refuses an administrator signed in with a password with 403 SECOND_FACTOR_REQUIRED', async () => {
      const admin = await createUserWithRole(t.http, 'admin');

      const response = await request(t.http).get('/api/auth/list-sessions').set('Cookie', admin.cookie);

      expect(response.status).toBe(403);
      expect(response.body).toEqual(SECOND_FACTOR_REQUIRED);
    });
  });

  describe('all, with the cookie cache on', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({
        config: { requireSecondFactor: 'all', session: { cookieCache: { enabled: true, maxAge: '5m' } } },
      });
    });

    afterAll(async () => {
      await t.close();
    });

    it('sees a factor passed by a session whose cached copy predates it', async () => {
      const user = await signUp(t.http);
      const signedIn = await request(t.http)
        .post('/api/auth/sign-in/email')
        .send({ email: user.email, password: user.password })
        .expect(200);
      const older = cookiesFrom(signedIn);
      expect(older).toContain('better-auth.session_data=');
      await request(t.http).get('/api/auth/list-sessions').set('Cookie', older).expect(403);
      const enrolled = await enrolTwoFactor(t.http, user, t.clock.nowMs());
      t.clock.advanceSeconds(30);

      await request(t.http)
        .post('/api/auth/two-factor/verify-totp')
        .set('Cookie', older)
        .send({ code: totpCode(enrolled.totpURI, t.clock.nowMs()) })
        .expect(200);

      await request(t.http).get('/api/auth/list-sessions').set('Cookie', older).expect(200);
    });
  });
});

describe('REQUIRE_SECOND_FACTOR=all and a session Better Auth made in the shared database', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    const result = await databaseMadeByBetterAuth((app) => signUpThrough(app, 'legacy'));
    cookie = result.made.cookie;
    // Better Auth kept its session in the database: read there, whatever the secondary storage.
    t = await createTestApp({
      database: result.database,
      config: { requireSecondFactor: 'all', sessionsInDatabase: true },
    });
  });

  afterAll(async () => {
    await t.close();
    await t.database.drop();
  });

  it('reads it as not having passed a second factor', async () => {
    await request(t.http).get('/api/auth/get-session').set('Cookie', cookie).expect(200);

    const response = await request(t.http).get('/api/auth/list-sessions').set('Cookie', cookie);

    expect(response.status).toBe(403);
    expect(response.body).toEqual(SECOND_FACTOR_REQUIRED);
  });
});
