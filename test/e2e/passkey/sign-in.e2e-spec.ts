import request from 'supertest';
import { ADMIN_TEST_CONFIG, LINE_14_CONFIG, createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, cookiesFrom, signUp } from '../../support/factories';
import { authenticatorFor, registerPasskey, registrationOptions, signInOptions } from '../../support/passkeys';
import { SoftwareAuthenticator } from '../../support/software-authenticator';

const VERIFY_AUTHENTICATION = '/api/auth/passkey/verify-authentication';
const FAILED = { code: 'AUTHENTICATION_FAILED', message: 'Authentication failed' };

describe('signing in with a passkey', () => {
  let t: TestApp;
  let user: SignedUpUser;
  let authenticator: SoftwareAuthenticator;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    user = await signUp(t.http);
    authenticator = authenticatorFor(t.baseUrl);
    await registerPasskey(t.http, user.cookie, authenticator);
  });

  afterAll(() => t.close());

  it('offers options for any discoverable passkey without a session, for BASE_URL’s host', async () => {
    const { options, cookie } = await signInOptions(t.http);

    expect(options).toMatchObject({ rpId: '127.0.0.1', userVerification: 'preferred' });
    expect(options.allowCredentials).toBeUndefined();
    expect(cookie).toMatch(/^better-auth\.better-auth-passkey=/);
  });

  it('names the signed-in user’s passkeys as allowed credentials', async () => {
    const { options } = await signInOptions(t.http, user.cookie);

    expect(options.allowCredentials).toEqual([
      { id: authenticator.credentialId, type: 'public-key', transports: ['internal', 'hybrid'] },
    ]);
  });

  it('signs in: answers the session and sets the session cookie as a password sign-in does', async () => {
    const { options, cookie } = await signInOptions(t.http);

    const response = await request(t.http)
      .post(VERIFY_AUTHENTICATION)
      .set('Cookie', cookie)
      .set('User-Agent', 'passkey-test')
      .send({ response: authenticator.authenticate(options) })
      .expect(200);

    expect(response.body).toEqual({
      session: expect.objectContaining({ userId: user.userId, token: expect.any(String), userAgent: 'passkey-test' }),
      user: expect.objectContaining({ id: user.userId, email: user.email }),
    });
    const lifetimeMs = new Date(response.body.session.expiresAt).getTime() - Date.now();
    expect(lifetimeMs / 1000).toBeGreaterThan(604_800 - 60);
    const setCookie = (response.headers['set-cookie'] as unknown as string[]).join('\n');
    expect(setCookie).toMatch(
      new RegExp(`better-auth\\.session_token=${response.body.session.token}\\.[A-Za-z0-9%]+; Max-Age=604800; `),
    );
    const session = await request(t.http).get('/api/auth/get-session').set('Cookie', cookiesFrom(response)).expect(200);
    expect(session.body.user).toMatchObject({ id: user.userId, email: user.email });
  });

  it('records the new signature counter on the passkey', async () => {
    const { options, cookie } = await signInOptions(t.http);
    await request(t.http)
      .post(VERIFY_AUTHENTICATION)
      .set('Cookie', cookie)
      .send({ response: authenticator.authenticate(options) })
      .expect(200);

    const list = await request(t.http).get('/api/auth/passkey/list-user-passkeys').set('Cookie', user.cookie);

    expect(list.body[0].counter).toBeGreaterThan(0);
  });

  it('refuses a counter that did not grow (a cloned authenticator) with 400 AUTHENTICATION_FAILED', async () => {
    const { options, cookie } = await signInOptions(t.http);

    const response = await request(t.http)
      .post(VERIFY_AUTHENTICATION)
      .set('Cookie', cookie)
      .send({ response: authenticator.authenticate(options, { counter: 1 }) })
      .expect(400);

    expect(response.body).toEqual(FAILED);
  });

  it('refuses an unknown credential with 401 PASSKEY_NOT_FOUND', async () => {
    const { options, cookie } = await signInOptions(t.http);

    const response = await request(t.http)
      .post(VERIFY_AUTHENTICATION)
      .set('Cookie', cookie)
      .send({ response: authenticatorFor(t.baseUrl).authenticate(options) })
      .expect(401);

    expect(response.body).toEqual({ code: 'PASSKEY_NOT_FOUND', message: 'Passkey not found' });
  });

  it('refuses another key claiming a registered credential id (a signature that does not match) with 401 AUTHENTICATION_FAILED', async () => {
    const { options, cookie } = await signInOptions(t.http);
    const impostor = authenticatorFor(t.baseUrl);

    const response = await request(t.http)
      .post(VERIFY_AUTHENTICATION)
      .set('Cookie', cookie)
      .send({ response: impostor.authenticate(options, { credentialId: authenticator.credentialId, counter: 1000 }) })
      .expect(401);

    expect(response.body).toEqual(FAILED);
  });

  it('refuses an answer to another challenge with 400 AUTHENTICATION_FAILED', async () => {
    const first = await signInOptions(t.http);
    const second = await signInOptions(t.http);

    const response = await request(t.http)
      .post(VERIFY_AUTHENTICATION)
      .set('Cookie', second.cookie)
      .send({ response: authenticator.authenticate(first.options) })
      .expect(400);

    expect(response.body).toEqual(FAILED);
  });

  it('refuses an answer from an untrusted origin with 400 AUTHENTICATION_FAILED', async () => {
    const { options, cookie } = await signInOptions(t.http);

    const response = await request(t.http)
      .post(VERIFY_AUTHENTICATION)
      .set('Cookie', cookie)
      .send({ response: authenticator.authenticate(options, { origin: 'https://evil.example' }) })
      .expect(400);

    expect(response.body).toEqual(FAILED);
  });

  it('refuses an answer without the challenge cookie with 400 CHALLENGE_NOT_FOUND', async () => {
    const { options } = await signInOptions(t.http);

    const response = await request(t.http)
      .post(VERIFY_AUTHENTICATION)
      .send({ response: authenticator.authenticate(options) })
      .expect(400);

    expect(response.body).toEqual({ code: 'CHALLENGE_NOT_FOUND', message: 'Challenge not found' });
  });

  it('refuses a registration challenge as a sign-in challenge with 400 CHALLENGE_NOT_FOUND', async () => {
    const { options, cookie } = await registrationOptions(t.http, user.cookie);

    const response = await request(t.http)
      .post(VERIFY_AUTHENTICATION)
      .set('Cookie', cookie)
      .send({ response: authenticator.authenticate(options) })
      .expect(400);

    expect(response.body).toEqual({ code: 'CHALLENGE_NOT_FOUND', message: 'Challenge not found' });
  });

  it('refuses a challenge that has expired (300 s) with 400 CHALLENGE_NOT_FOUND', async () => {
    const { options, cookie } = await signInOptions(t.http);
    t.clock.advanceSeconds(301);

    const response = await request(t.http)
      .post(VERIFY_AUTHENTICATION)
      .set('Cookie', cookie)
      .send({ response: authenticator.authenticate(options) })
      .expect(400);

    expect(response.body).toEqual({ code: 'CHALLENGE_NOT_FOUND', message: 'Challenge not found' });
  });

  it('refuses a banned user’s passkey with 403 BANNED_USER', async () => {
    const banned = await signUp(t.http);
    const bannedKey = authenticatorFor(t.baseUrl);
    await registerPasskey(t.http, banned.cookie, bannedKey);
    const admin = await createUserWithRole(t.http);
    await request(t.http)
      .post('/api/auth/admin/ban-user')
      .set('Cookie', admin.cookie)
      .send({ userId: banned.userId })
      .expect(200);
    const { options, cookie } = await signInOptions(t.http);

    const response = await request(t.http)
      .post(VERIFY_AUTHENTICATION)
      .set('Cookie', cookie)
      .send({ response: bannedKey.authenticate(options) })
      .expect(403);

    expect(response.body).toEqual({ code: 'BANNED_USER', message: 'You have been banned from this application' });
  });

  it('forgets a deleted user’s passkeys: their sign-in gets 401 PASSKEY_NOT_FOUND', async () => {
    const leaving = await signUp(t.http);
    const leavingKey = authenticatorFor(t.baseUrl);
    await registerPasskey(t.http, leaving.cookie, leavingKey);
    await request(t.http)
      .post('/api/auth/delete-user')
      .set('Cookie', leaving.cookie)
      .send({ password: PASSWORD })
      .expect(200);
    const { options, cookie } = await signInOptions(t.http);

    const response = await request(t.http)
      .post(VERIFY_AUTHENTICATION)
      .set('Cookie', cookie)
      .send({ response: leavingKey.authenticate(options) })
      .expect(401);

    expect(response.body).toEqual({ code: 'PASSKEY_NOT_FOUND', message: 'Passkey not found' });
  });

  it('refuses a cross-site sign-in post with 403 INVALID_ORIGIN', async () => {
    const { options, cookie } = await signInOptions(t.http);

    const response = await request(t.http)
      .post(VERIFY_AUTHENTICATION)
      .set('Cookie', cookie)
      .set('Origin', 'https://evil.example')
      .send({ response: authenticator.authenticate(options) })
      .expect(403);

    expect(response.body).toEqual({ code: 'INVALID_ORIGIN', message: expect.stringMatching(/^Invalid origin: /) });
  });
});

describe('passkey sign-in under the rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimit: { enabled: true } } });
  });

  afterAll(() => t.close());

  it('counts verification attempts under the credential rule: the 4th within 10 s gets 429', async () => {
    const attempt = async () => {
      const { options, cookie } = await signInOptions(t.http);
      return request(t.http)
        .post(VERIFY_AUTHENTICATION)
        .set('Cookie', cookie)
        .send({ response: authenticatorFor(t.baseUrl).authenticate(options) });
    };
    for (let tries = 1; tries <= 3; tries++) expect((await attempt()).status).toBe(401);

    const refused = await attempt();

    expect(refused.status).toBe(429);

    expect(refused.body).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please try again later.' });
  });
});

describe('passkey sign-in answering as Better Auth 1.4', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: LINE_14_CONFIG });
  });

  afterAll(() => t.close());

  it('answers { session } alone with BETTER_AUTH_COMPAT=1.4', async () => {
    const user = await signUp(t.http);
    const authenticator = authenticatorFor(t.baseUrl);
    await registerPasskey(t.http, user.cookie, authenticator);
    const { options, cookie } = await signInOptions(t.http);

    const response = await request(t.http)
      .post(VERIFY_AUTHENTICATION)
      .set('Cookie', cookie)
      .send({ response: authenticator.authenticate(options) })
      .expect(200);

    expect(Object.keys(response.body)).toEqual(['session']);
    expect(response.body.session.userId).toBe(user.userId);
  });

  it('answers a signature that does not match with 400 AUTHENTICATION_FAILED, as its other refusals', async () => {
    const user = await signUp(t.http);
    const authenticator = authenticatorFor(t.baseUrl);
    await registerPasskey(t.http, user.cookie, authenticator);
    const { options, cookie } = await signInOptions(t.http);
    const impostor = authenticatorFor(t.baseUrl);

    const response = await request(t.http)
      .post(VERIFY_AUTHENTICATION)
      .set('Cookie', cookie)
      .send({ response: impostor.authenticate(options, { credentialId: authenticator.credentialId, counter: 1000 }) })
      .expect(400);

    expect(response.body).toEqual(FAILED);
  });
});
