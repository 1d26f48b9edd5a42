import { twoFactor } from 'better-auth/plugins';
import request from 'supertest';
import {
  BetterAuthApp,
  betterAuthOn,
  cookieFrom,
  databaseMadeByBetterAuth,
  signUpThrough,
} from '../../support/better-auth-app';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, cookiesFrom, signUp } from '../../support/factories';
import { isPostgresRun } from '../../support/test-database';
import { emailedCode, enrolTwoFactor, totpCode } from '../../support/two-factor';
import { keepRealPasswordHash } from '../../support/real-password-hash';

// Better Auth itself hashes and checks these users' passwords, at its own cost.
keepRealPasswordHash();

// Better Auth hashes its users' passwords with its own JavaScript scrypt while the database is made: on a busy
// two-core machine that alone can pass the default 20 s of a hook.
jest.setTimeout(90_000);

interface EnrolledByBetterAuth {
  email: string;
  userId: string;
  totpURI: string;
  backupCodes: string[];
}

// The suite's Better Auth is typed without the two-factor plugin's endpoints.
function twoFactorApi(app: BetterAuthApp): Record<string, (input: object) => Promise<any>> {
  return app.auth.api as unknown as Record<string, (input: object) => Promise<any>>;
}

/** A user who turned two-factor on through Better Auth's own plugin (1.4.22), its first code checked there. */
async function enrolThroughBetterAuth(app: BetterAuthApp): Promise<EnrolledByBetterAuth> {
  const user = await signUpThrough(app, 'legacy-two-factor');
  const api = twoFactorApi(app);
  const { totpURI, backupCodes } = await api.enableTwoFactor({
    body: { password: PASSWORD },
    headers: new Headers({ cookie: user.cookie }),
  });
  await api.verifyTOTP({
    body: { code: totpCode(totpURI, Date.now()) },
    headers: new Headers({ cookie: user.cookie }),
  });
  return { email: user.email, userId: user.userId, totpURI, backupCodes };
}

describe('two-factor enrolments Better Auth’s plugin made, served by this service, and back', () => {
  let t: TestApp;
  let made: EnrolledByBetterAuth;

  beforeAll(async () => {
    const result = await databaseMadeByBetterAuth(enrolThroughBetterAuth, '1.4', [twoFactor()]);
    made = result.made;
    t = await createTestApp({ database: result.database, config: { betterAuthCompat: '1.4' } });
  });

  afterAll(async () => {
    await t.close();
    await t.database.drop();
  });

  async function pendingSignIn(email: string): Promise<string> {
    const response = await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email, password: PASSWORD })
      .expect(200);
    expect(response.body).toEqual({ twoFactorRedirect: true });
    return cookiesFrom(response);
  }

  it('asks the second factor, and takes a code from the secret Better Auth sealed', async () => {
    const cookie = await pendingSignIn(made.email);

    const response = await request(t.http)
      .post('/api/auth/two-factor/verify-totp')
      .set('Cookie', cookie)
      .send({ code: totpCode(made.totpURI, t.clock.nowMs()) })
      .expect(200);

    expect(response.body.user).toMatchObject({ id: made.userId, twoFactorEnabled: true });
  });

  it('takes a backup code Better Auth sealed, once', async () => {
    const verify = async () =>
      request(t.http)
        .post('/api/auth/two-factor/verify-backup-code')
        .set('Cookie', await pendingSignIn(made.email))
        .send({ code: made.backupCodes[0] });

    expect((await verify()).status).toBe(200);
    expect((await verify()).body).toMatchObject({ code: 'INVALID_BACKUP_CODE' });
  });

  it('enrols users whom Better Auth itself then asks for, and accepts, their authenticator’s code', async () => {
    const user = await enrolTwoFactor(t.http, await signUp(t.http), t.clock.nowMs());
    const betterAuth = betterAuthOn(t.database, '1.4', [twoFactor()]);
    try {
      const { headers, response } = await betterAuth.auth.api.signInEmail({
        body: { email: user.email, password: PASSWORD },
        returnHeaders: true,
      });
      expect(response).toMatchObject({ twoFactorRedirect: true });

      const signedIn = await twoFactorApi(betterAuth).verifyTOTP({
        body: { code: totpCode(user.totpURI, Date.now()) },
        headers: new Headers({ cookie: cookieFrom(headers) }),
      });

      expect(signedIn.user.id).toBe(user.userId);
    } finally {
      await betterAuth.close();
    }
  });

  describe('e-mailed codes, with Better Auth storing them hashed (otpOptions.storeOTP "hashed")', () => {
    const sentByBetterAuth: string[] = [];
    let betterAuth: BetterAuthApp;

    beforeAll(() => {
      const otpOptions = {
        storeOTP: 'hashed' as const,
        sendOTP: async ({ otp }: { otp: string }) => void sentByBetterAuth.push(otp),
      };
      betterAuth = betterAuthOn(t.database, '1.4', [twoFactor({ otpOptions })]);
    });

    afterAll(async () => {
      await betterAuth.close();
    });

    it('takes the code Better Auth sent for a sign-in pending there', async () => {
      const { headers, response } = await betterAuth.auth.api.signInEmail({
        body: { email: made.email, password: PASSWORD },
        returnHeaders: true,
      });
      expect(response).toMatchObject({ twoFactorRedirect: true });
      const cookie = cookieFrom(headers);
      await twoFactorApi(betterAuth).sendTwoFactorOTP({ body: {}, headers: new Headers({ cookie }) });

      const verified = await request(t.http)
        .post('/api/auth/two-factor/verify-otp')
        .set('Cookie', cookie)
        .send({ code: sentByBetterAuth.at(-1) })
        .expect(200);
      expect(verified.body.user).toMatchObject({ id: made.userId });
    });

    // On SQLite, Better Auth's clean-up compares its ISO text dates with the `YYYY-MM-DD HH:mm:ss` text this
    // service's driver writes, reads every entry made here as expired and deletes it before looking.
    const itOnPostgres = isPostgresRun() ? it : it.skip;

    itOnPostgres('lets Better Auth take the code this service e-mailed for a sign-in pending here', async () => {
      const cookie = await pendingSignIn(made.email);
      const code = await emailedCode(t.http, t.mail, made.email, cookie);

      const signedIn = await twoFactorApi(betterAuth).verifyTwoFactorOTP({
        body: { code },
        headers: new Headers({ cookie }),
      });
      expect(signedIn.user.id).toBe(made.userId);
    });
  });
});
