import request from 'supertest';
import { ADMIN_TEST_CONFIG } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { cookiesFrom, signUp } from '../../support/factories';
import { authenticatorFor, registerPasskey, registrationOptions, signInOptions } from '../../support/passkeys';
import { EnrolledUser, enrolTwoFactor, totpCode } from '../../support/two-factor';

const SECOND_FACTOR_REQUIRED = {
  code: 'SECOND_FACTOR_REQUIRED',
  message: 'A second factor is required. Set one up and verify it to continue.',
};

describe('REQUIRE_SECOND_FACTOR=all: enrolling and passing a second factor', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { ...ADMIN_TEST_CONFIG, requireSecondFactor: 'all' } });
  });

  afterAll(async () => {
    await t.close();
  });

  const listSessions = (cookie: string) => request(t.http).get('/api/auth/list-sessions').set('Cookie', cookie);

  /** Sign-in with the password of an enrolled user: the `two_factor` cookie, no session yet. */
  async function pendingSignIn(email: string, password: string, extraCookie = ''): Promise<string> {
    const call = request(t.http).post('/api/auth/sign-in/email');
    if (extraCookie) call.set('Cookie', extraCookie);
    const response = await call.send({ email, password }).expect(200);
    expect(response.body).toMatchObject({ twoFactorRedirect: true });
    return cookiesFrom(response);
  }

  /** An enrolled user, the clock moved on so that the next code is a new one. */
  async function enrolled(): Promise<EnrolledUser> {
    const user = await enrolTwoFactor(t.http, await signUp(t.http), t.clock.nowMs());
    t.clock.advanceSeconds(30);
    return user;
  }

  it('enrols TOTP from a password-only session; the session confirming it gets on', async () => {
    const user = await signUp(t.http);
    await listSessions(user.cookie).expect(403);

    const withTotp = await enrolTwoFactor(t.http, user, t.clock.nowMs());

    await listSessions(withTotp.cookie).expect(200);
    await request(t.http)
      .post('/api/auth/two-factor/generate-backup-codes')
      .set('Cookie', withTotp.cookie)
      .send({ password: user.password })
      .expect(200);
  });

  it('reads the TOTP URI while enrolling, before the first code', async () => {
    const user = await signUp(t.http);
    await request(t.http)
      .post('/api/auth/two-factor/enable')
      .set('Cookie', user.cookie)
      .send({ password: user.password })
      .expect(200);

    await request(t.http)
      .post('/api/auth/two-factor/get-totp-uri')
      .set('Cookie', user.cookie)
      .send({ password: user.password })
      .expect(200);
  });

  it('passes with a TOTP code at sign-in', async () => {
    const user = await enrolled();
    const pending = await pendingSignIn(user.email, user.password);

    const verified = await request(t.http)
      .post('/api/auth/two-factor/verify-totp')
      .set('Cookie', pending)
      .send({ code: totpCode(user.totpURI, t.clock.nowMs()) })
      .expect(200);

    await listSessions(cookiesFrom(verified)).expect(200);
  });

  it('passes with a backup code at sign-in', async () => {
    const user = await enrolled();
    const pending = await pendingSignIn(user.email, user.password);

    const verified = await request(t.http)
      .post('/api/auth/two-factor/verify-backup-code')
      .set('Cookie', pending)
      .send({ code: user.backupCodes[0] })
      .expect(200);

    await listSessions(cookiesFrom(verified)).expect(200);
  });

  it('passes on a trusted device, which stands in for the factor it passed before', async () => {
    const user = await enrolled();
    const pending = await pendingSignIn(user.email, user.password);
    const verified = await request(t.http)
      .post('/api/auth/two-factor/verify-totp')
      .set('Cookie', pending)
      .send({ code: totpCode(user.totpURI, t.clock.nowMs()), trustDevice: true })
      .expect(200);
    const trust = cookiesFrom(verified)
      .split('; ')
      .find((cookie) => cookie.startsWith('better-auth.trust_device='))!;

    const trusted = await request(t.http)
      .post('/api/auth/sign-in/email')
      .set('Cookie', trust)
      .send({ email: user.email, password: user.password })
      .expect(200);

    expect(trusted.body).toMatchObject({ user: { id: user.userId } });
    await listSessions(cookiesFrom(trusted)).expect(200);
  });

  it('keeps the mark when change-password replaces the session', async () => {
    const user = await enrolled();

    const changed = await request(t.http)
      .post('/api/auth/change-password')
      .set('Cookie', user.cookie)
      .send({ currentPassword: user.password, newPassword: 'another horse battery', revokeOtherSessions: true })
      .expect(200);

    expect(changed.body.token).not.toBe(user.token);
    await listSessions(cookiesFrom(changed)).expect(200);
  });

  describe('an enrolled user’s older session, made with the password before the factor', () => {
    let user: EnrolledUser;
    let older: string;

    beforeEach(async () => {
      const signedUp = await signUp(t.http);
      const signedIn = await request(t.http)
        .post('/api/auth/sign-in/email')
        .send({ email: signedUp.email, password: signedUp.password })
        .expect(200);
      older = cookiesFrom(signedIn);
      user = await enrolTwoFactor(t.http, signedUp, t.clock.nowMs());
      t.clock.advanceSeconds(30);
    });

    it('is refused until it passes the factor', async () => {
      const response = await listSessions(older);

      expect(response.status).toBe(403);
      expect(response.body).toEqual(SECOND_FACTOR_REQUIRED);
    });

    it.each([
      ['enable', '/api/auth/two-factor/enable'],
      ['get-totp-uri', '/api/auth/two-factor/get-totp-uri'],
      ['generate-backup-codes', '/api/auth/two-factor/generate-backup-codes'],
    ])('may not %s: a factor is set up, so the password alone must not reach it', async (_name, path) => {
      const response = await request(t.http).post(path).set('Cookie', older).send({ password: user.password });

      expect(response.status).toBe(403);
      expect(response.body).toEqual(SECOND_FACTOR_REQUIRED);
    });

    it('may not add a passkey either', async () => {
      const response = await request(t.http).get('/api/auth/passkey/generate-register-options').set('Cookie', older);

      expect(response.status).toBe(403);
      expect(response.body).toEqual(SECOND_FACTOR_REQUIRED);
    });

    it('gets on once it verifies a TOTP code', async () => {
      await request(t.http)
        .post('/api/auth/two-factor/verify-totp')
        .set('Cookie', older)
        .send({ code: totpCode(user.totpURI, t.clock.nowMs()) })
        .expect(200);

      await listSessions(older).expect(200);
    });

    it('gets on once it verifies a backup code', async () => {
      await request(t.http)
        .post('/api/auth/two-factor/verify-backup-code')
        .set('Cookie', older)
        .send({ code: user.backupCodes[1] })
        .expect(200);

      await listSessions(older).expect(200);
    });
  });

  describe('passkeys', () => {
    it('registers a first passkey from a password-only session, which then gets on', async () => {
      const user = await signUp(t.http);
      await request(t.http).get('/api/auth/passkey/list-user-passkeys').set('Cookie', user.cookie).expect(200);

      await registerPasskey(t.http, user.cookie, authenticatorFor(t.baseUrl));

      await listSessions(user.cookie).expect(200);
    });

    it('signs in with a passkey into a session that gets on', async () => {
      const authenticator = authenticatorFor(t.baseUrl);
      const user = await signUp(t.http);
      await registerPasskey(t.http, user.cookie, authenticator);
      const { options, cookie } = await signInOptions(t.http);

      const signedIn = await request(t.http)
        .post('/api/auth/passkey/verify-authentication')
        .set('Cookie', cookie)
        .send({ response: authenticator.authenticate(options) })
        .expect(200);

      await listSessions(cookiesFrom(signedIn)).expect(200);
    });

    it('refuses a password-only session of a passkey holder, which may pass with the passkey', async () => {
      const authenticator = authenticatorFor(t.baseUrl);
      const user = await signUp(t.http);
      await registerPasskey(t.http, user.cookie, authenticator);
      const signedIn = await request(t.http)
        .post('/api/auth/sign-in/email')
        .send({ email: user.email, password: user.password })
        .expect(200);
      const passwordOnly = cookiesFrom(signedIn);

      await listSessions(passwordOnly).expect(403);
      await request(t.http).get('/api/auth/passkey/generate-register-options').set('Cookie', passwordOnly).expect(403);
      const { options, cookie } = await signInOptions(t.http, passwordOnly);
      const passed = await request(t.http)
        .post('/api/auth/passkey/verify-authentication')
        .set('Cookie', `${passwordOnly}; ${cookie}`)
        .send({ response: authenticator.authenticate(options) })
        .expect(200);

      await listSessions(cookiesFrom(passed)).expect(200);
    });

    it('makes a session that gets on when a first passkey is registered with createSession (1.7)', async () => {
      const user = await signUp(t.http);
      const { options, cookie } = await registrationOptions(t.http, user.cookie);

      const registered = await request(t.http)
        .post('/api/auth/passkey/verify-registration')
        .set('Cookie', cookie)
        .send({ response: authenticatorFor(t.baseUrl).register(options), createSession: true })
        .expect(200);

      expect(registered.body.session.token).not.toBe(user.token);
      await listSessions(cookiesFrom(registered)).expect(200);
    });

    it('lets the registration options through while the user holds no factor', async () => {
      const user = await signUp(t.http);

      const { options } = await registrationOptions(t.http, user.cookie);

      expect(options.challenge).toEqual(expect.any(String));
    });
  });
});
