import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { databaseMadeByBetterAuth, signUpThrough } from '../../support/better-auth-app';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, cookiesFrom, signIn, signUp } from '../../support/factories';
import { TestDatabase, createTestDatabase } from '../../support/test-database';
import { enrolTwoFactor, totpCode } from '../../support/two-factor';
import { keepRealPasswordHash } from '../../support/real-password-hash';

// Better Auth itself hashes and checks these users' passwords, at its own cost.
keepRealPasswordHash();

const SECOND_FACTOR_REQUIRED = {
  code: 'SECOND_FACTOR_REQUIRED',
  message: 'A second factor is required. Set one up and verify it to continue.',
};

describe('REQUIRE_SECOND_FACTOR: whom it covers', () => {
  describe('none (the default)', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    });

    afterAll(async () => {
      await t.close();
    });

    it('refuses nobody: an administrator signed in with a password gets on', async () => {
      const admin = await createUserWithRole(t.http, 'admin');

      await request(t.http).get('/api/auth/admin/list-users').set('Cookie', admin.cookie).expect(200);
    });
  });

  describe('admins', () => {
    const config = {
      ...ADMIN_TEST_CONFIG,
      requireSecondFactor: 'admins',
      admin: { roles: { support: { user: ['list'] } } },
    };
    let database: TestDatabase;
    let t: TestApp;
    let namedAdmin: SignedUpUser;

    beforeAll(async () => {
      // ADMIN_USER_IDS names a user who exists: made first, then the service started again naming them.
      database = await createTestDatabase({ sqliteFile: true });
      const first = await createTestApp({ database, config });
      namedAdmin = await signUp(first.http);
      await first.close();
      t = await createTestApp({ database, config: { ...config, adminUserIds: [namedAdmin.userId] } });
    });

    afterAll(async () => {
      await t.close();
      await database.drop();
    });

    it('lets a plain user signed in with a password get on', async () => {
      const user = await signUp(t.http);

      await request(t.http).get('/api/auth/list-sessions').set('Cookie', user.cookie).expect(200);
    });

    it.each([['admin'], ['support'], [['user', 'admin']]])(
      'refuses a holder of the role %j signed in with a password with 403 SECOND_FACTOR_REQUIRED',
      async (role) => {
        const admin = await createUserWithRole(t.http, role);

        const response = await request(t.http).get('/api/auth/list-sessions').set('Cookie', admin.cookie);

        expect(response.status).toBe(403);
        expect(response.body).toEqual(SECOND_FACTOR_REQUIRED);
      },
    );

    it('refuses a user named in ADMIN_USER_IDS', async () => {
      const cookie = await signIn(t.http, namedAdmin.email);

      const response = await request(t.http).get('/api/auth/list-sessions').set('Cookie', cookie);

      expect(response.status).toBe(403);
      expect(response.body).toEqual(SECOND_FACTOR_REQUIRED);
    });

    it('lets an administrator who passed TOTP get on', async () => {
      const admin = await createUserWithRole(t.http, 'admin');
      const withTotp = await enrolTwoFactor(t.http, admin, t.clock.nowMs());

      await request(t.http).get('/api/auth/admin/list-users').set('Cookie', withTotp.cookie).expect(200);
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
