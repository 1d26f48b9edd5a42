import request from 'supertest';
import type { App } from 'supertest/types';
import { signValue, unsignValue } from '../../../src/platform/common/crypto/hmac';
import { DEFAULT_SECRET } from '../../../src/platform/config/load-config';
import { CliBuild, buildCli } from '../../support/cli';
import { TEST_SECRET, TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, cookiesFrom, signUp } from '../../support/factories';
import { SmtpSink } from '../../support/smtp-sink';
import { TestDatabase, createTestDatabase } from '../../support/test-database';
import { EnrolledUser, enrolTwoFactor, totpCode } from '../../support/two-factor';

const OLD_SECRET = TEST_SECRET;
const NEW_SECRET = 'the-new-secret-after-rotation-0123456789abcdef';
const SESSION_COOKIE = 'better-auth.session_token';

/** The session token's signed cookie value in a Cookie header. */
function signedSessionOf(cookie: string): string {
  const pair = cookie.split('; ').find((part) => part.startsWith(`${SESSION_COOKIE}=`));
  return decodeURIComponent(pair!.slice(SESSION_COOKIE.length + 1));
}

async function sessionUserOf(http: App, cookie: string): Promise<string | null> {
  const response = await request(http).get('/api/auth/get-session').set('Cookie', cookie).expect(200);
  return (response.body as { user?: { id: string } } | null)?.user?.id ?? null;
}

/** Signs in with the password and an authenticator code, as the user's browser would; the new session's cookie. */
async function signInWithCode(t: TestApp, user: EnrolledUser): Promise<string> {
  const first = await request(t.http)
    .post('/api/auth/sign-in/email')
    .send({ email: user.email, password: user.password })
    .expect(200);
  expect(first.body.twoFactorRedirect).toBe(true);
  const second = await request(t.http)
    .post('/api/auth/two-factor/verify-totp')
    .set('Cookie', cookiesFrom(first))
    .send({ code: totpCode(user.totpURI, t.clock.nowMs()) })
    .expect(200);
  return cookiesFrom(second);
}

describe('changing AUTH_SECRET through AUTH_SECRETS', () => {
  let database: TestDatabase;
  let cli: CliBuild;
  let user: EnrolledUser;
  let unverified: SignedUpUser;
  let verificationLink: URL;
  let cookieUnderNewSecret: string;

  const start = (secret: string, secrets: string | null, advanceSeconds: number): Promise<TestApp> =>
    createTestApp({ database, config: { secret, secrets } }).then((t) => {
      // Each code is accepted once per 30-second step: each instance starts a step later than the last.
      t.clock.advanceSeconds(advanceSeconds);
      return t;
    });

  beforeAll(async () => {
    database = await createTestDatabase({ sqliteFile: true });
    cli = await buildCli();
    const before = await start(OLD_SECRET, null, 0);
    try {
      user = await enrolTwoFactor(before.http, await signUp(before.http), before.clock.nowMs());
      await request(before.http).get('/api/auth/token').set('Cookie', user.cookie).expect(200);
      unverified = await signUp(before.http);
      await request(before.http)
        .post('/api/auth/send-verification-email')
        .send({ email: unverified.email })
        .expect(200);
      const mail = await before.mail.waitFor(unverified.email, (m) => m.subject === 'Verify your e-mail address');
      verificationLink = new URL(SmtpSink.linkIn(mail, '/verify-email'));
    } finally {
      await before.close();
    }
  });

  afterAll(async () => {
    cli.remove();
    await database.drop();
  });

  describe('with the new secret current and the old one kept as AUTH_SECRET', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await start(OLD_SECRET, `1:${NEW_SECRET}`, 60);
    });

    afterAll(() => t.close());

    it('keeps the sessions signed under the old secret, by cookie and by signed bearer token', async () => {
      expect(await sessionUserOf(t.http, user.cookie)).toBe(user.userId);
      const bearer = signValue(user.token, OLD_SECRET);
      const response = await request(t.http)
        .get('/api/auth/get-session')
        .set('Authorization', `Bearer ${bearer}`)
        .expect(200);
      expect(response.body.user.id).toBe(user.userId);
    });

    it('opens a verification link e-mailed before the change', async () => {
      const opened = await request(t.http).get(`${verificationLink.pathname}${verificationLink.search}`).expect(302);
      expect(opened.headers.location).not.toContain('error');
      const session = await request(t.http).get('/api/auth/get-session').set('Cookie', unverified.cookie).expect(200);
      expect(session.body.user.emailVerified).toBe(true);
    });

    it('takes codes of an authenticator enrolled before the change, and signs new sessions with the new secret', async () => {
      cookieUnderNewSecret = await signInWithCode(t, user);
      const signed = signedSessionOf(cookieUnderNewSecret);

      expect(unsignValue(signed, NEW_SECRET)).not.toBeNull();
      expect(unsignValue(signed, OLD_SECRET)).toBeNull();
      expect(await sessionUserOf(t.http, cookieUnderNewSecret)).toBe(user.userId);
    });

    it('still signs JWTs with the signing key made under the old secret', async () => {
      await request(t.http).get('/api/auth/token').set('Cookie', cookieUnderNewSecret).expect(200);
    });
  });

  describe('the CLI’s reencrypt', () => {
    const env = () => ({ DATABASE_URL: database.url, AUTH_SECRET: OLD_SECRET, AUTH_SECRETS: `1:${NEW_SECRET}` });

    it('re-encrypts the signing key and the enrolment under the new secret, then finds nothing left to do', async () => {
      const first = await cli.run(['reencrypt'], { env: env() });
      const again = await cli.run(['reencrypt'], { env: env() });

      expect([first.code, first.stderr]).toEqual([0, '']);
      expect(first.stdout).toBe(
        'jwt signing keys: 1 re-encrypted, 0 already current, 0 unreadable\n' +
          'two-factor enrolments: 1 re-encrypted, 0 already current, 0 unreadable\n',
      );
      expect(again.stdout).toBe(
        'jwt signing keys: 0 re-encrypted, 1 already current, 0 unreadable\n' +
          'two-factor enrolments: 0 re-encrypted, 1 already current, 0 unreadable\n',
      );
    });

    it('fails, naming the count, when a value opens with no secret held', async () => {
      const run = await cli.run(['reencrypt'], {
        env: { DATABASE_URL: database.url, AUTH_SECRETS: `2:${OLD_SECRET}0` },
      });

      expect(run.code).toBe(1);
      expect(run.stdout).toContain('jwt signing keys: 0 re-encrypted, 0 already current, 1 unreadable\n');
      expect(run.stderr).toContain('2 values open with no secret held; they were left as they are');
    });
  });

  describe('with the old secret retired', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await start(DEFAULT_SECRET, `1:${NEW_SECRET}`, 120);
    });

    afterAll(() => t.close());

    it('signs out sessions signed under the old secret only, and keeps the newer ones', async () => {
      expect(await sessionUserOf(t.http, user.cookie)).toBeNull();
      expect(await sessionUserOf(t.http, cookieUnderNewSecret)).toBe(user.userId);
    });

    it('takes authenticator codes and signs JWTs with what was re-encrypted', async () => {
      const cookie = await signInWithCode(t, user);

      await request(t.http).get('/api/auth/token').set('Cookie', cookie).expect(200);
    });
  });
});
