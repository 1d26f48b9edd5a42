import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { LINE_14_CONFIG } from '../../support/admin';
import { SignedUpUser, cookiesFrom, signUp } from '../../support/factories';
import { authenticatorFor, challengeCookieOf, registerPasskey, registrationOptions } from '../../support/passkeys';
import { SoftwareAuthenticator } from '../../support/software-authenticator';

const VERIFY_REGISTRATION = '/api/auth/passkey/verify-registration';
const TRUSTED_APP = 'https://app.example.com';
const FAILED = { code: 'FAILED_TO_VERIFY_REGISTRATION', message: 'Failed to verify registration' };
const NO_CHALLENGE = { code: 'CHALLENGE_NOT_FOUND', message: 'Challenge not found' };

describe('passkey registration', () => {
  let t: TestApp;
  let user: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: { trustedOrigins: [TRUSTED_APP] } });
    user = await signUp(t.http);
  });

  afterAll(() => t.close());

  it('offers options for BASE_URL’s host and sets the signed challenge cookie for 300 s', async () => {
    const response = await request(t.http)
      .get('/api/auth/passkey/generate-register-options')
      .query({ authenticatorAttachment: 'platform' })
      .set('Cookie', user.cookie)
      .expect(200);

    expect(response.body).toMatchObject({
      rp: { id: '127.0.0.1', name: 'Better Auth' },
      user: { name: user.email, displayName: user.email },
      attestation: 'none',
      authenticatorSelection: {
        authenticatorAttachment: 'platform',
        residentKey: 'preferred',
        userVerification: 'preferred',
      },
    });
    expect(response.body.challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const setCookie = (response.headers['set-cookie'] as unknown as string[]).join('\n');
    expect(setCookie).toMatch(/better-auth\.better-auth-passkey=[^;]+; Max-Age=300; Path=\/; HttpOnly; SameSite=Lax/);
  });

  it('refuses options without a session with 401 UNAUTHORIZED', async () => {
    const response = await request(t.http).get('/api/auth/passkey/generate-register-options').expect(401);

    expect(response.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
  });

  it('stores the verified passkey with Better Auth’s fields and answers it', async () => {
    const owner = await signUp(t.http);
    const authenticator = authenticatorFor(t.baseUrl);

    const passkey = await registerPasskey(t.http, owner.cookie, authenticator, 'Laptop');

    expect(passkey).toEqual({
      id: expect.any(String),
      name: 'Laptop',
      publicKey: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
      userId: owner.userId,
      credentialID: authenticator.credentialId,
      counter: 0,
      deviceType: 'singleDevice',
      backedUp: false,
      transports: 'internal,hybrid',
      createdAt: expect.any(String),
      aaguid: '00000000-0000-0000-0000-000000000000',
    });
  });

  it('lists the user’s passkeys as excluded credentials in later options', async () => {
    const owner = await signUp(t.http);
    const authenticator = authenticatorFor(t.baseUrl);
    await registerPasskey(t.http, owner.cookie, authenticator);

    const { options } = await registrationOptions(t.http, owner.cookie);

    expect(options.excludeCredentials).toEqual([
      { id: authenticator.credentialId, type: 'public-key', transports: ['internal', 'hybrid'] },
    ]);
  });

  it('accepts a response from an origin in TRUSTED_ORIGINS', async () => {
    const { options, cookie } = await registrationOptions(t.http, user.cookie);
    const authenticator = authenticatorFor(t.baseUrl);

    await request(t.http)
      .post(VERIFY_REGISTRATION)
      .set('Cookie', cookie)
      .send({ response: authenticator.register(options, { origin: TRUSTED_APP }) })
      .expect(200);
  });

  it('refuses a response from an untrusted origin with 400 FAILED_TO_VERIFY_REGISTRATION', async () => {
    const { options, cookie } = await registrationOptions(t.http, user.cookie);
    const authenticator = authenticatorFor(t.baseUrl);

    const response = await request(t.http)
      .post(VERIFY_REGISTRATION)
      .set('Cookie', cookie)
      .send({ response: authenticator.register(options, { origin: 'https://evil.example' }) })
      .expect(400);

    expect(response.body).toEqual(FAILED);
  });

  it('refuses a response to another challenge with 400 FAILED_TO_VERIFY_REGISTRATION', async () => {
    const first = await registrationOptions(t.http, user.cookie);
    const second = await registrationOptions(t.http, user.cookie);
    const authenticator = authenticatorFor(t.baseUrl);

    const response = await request(t.http)
      .post(VERIFY_REGISTRATION)
      .set('Cookie', second.cookie)
      .send({ response: authenticator.register(first.options) })
      .expect(400);

    expect(response.body).toEqual(FAILED);
  });

  it('refuses a response for another relying party with 400 FAILED_TO_VERIFY_REGISTRATION', async () => {
    const { options, cookie } = await registrationOptions(t.http, user.cookie);
    const authenticator = new SoftwareAuthenticator('evil.example', new URL(t.baseUrl).origin);

    const response = await request(t.http)
      .post(VERIFY_REGISTRATION)
      .set('Cookie', cookie)
      .send({ response: authenticator.register(options) })
      .expect(400);

    expect(response.body).toEqual(FAILED);
  });

  it('refuses a credential id already registered with 400 FAILED_TO_VERIFY_REGISTRATION', async () => {
    const authenticator = authenticatorFor(t.baseUrl);
    await registerPasskey(t.http, (await signUp(t.http)).cookie, authenticator);
    const { options, cookie } = await registrationOptions(t.http, user.cookie);

    const response = await request(t.http)
      .post(VERIFY_REGISTRATION)
      .set('Cookie', cookie)
      .send({ response: authenticator.register(options) })
      .expect(400);

    expect(response.body).toEqual(FAILED);
  });

  it('refuses a response without the challenge cookie with 400 CHALLENGE_NOT_FOUND', async () => {
    const { options } = await registrationOptions(t.http, user.cookie);

    const response = await request(t.http)
      .post(VERIFY_REGISTRATION)
      .set('Cookie', user.cookie)
      .send({ response: authenticatorFor(t.baseUrl).register(options) })
      .expect(400);

    expect(response.body).toEqual(NO_CHALLENGE);
  });

  it('uses a challenge once: a second answer gets 400 CHALLENGE_NOT_FOUND', async () => {
    const { options, cookie } = await registrationOptions(t.http, user.cookie);
    const answer = authenticatorFor(t.baseUrl).register(options);
    await request(t.http).post(VERIFY_REGISTRATION).set('Cookie', cookie).send({ response: answer }).expect(200);

    const response = await request(t.http)
      .post(VERIFY_REGISTRATION)
      .set('Cookie', cookie)
      .send({ response: answer })
      .expect(400);

    expect(response.body).toEqual(NO_CHALLENGE);
  });

  it('refuses a challenge issued to another user with 401 YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY', async () => {
    const other = await signUp(t.http);
    const options = await request(t.http)
      .get('/api/auth/passkey/generate-register-options')
      .set('Cookie', other.cookie)
      .expect(200);

    const response = await request(t.http)
      .post(VERIFY_REGISTRATION)
      .set('Cookie', `${user.cookie}; ${challengeCookieOf(options)}`)
      .send({ response: authenticatorFor(t.baseUrl).register(options.body) })
      .expect(401);

    expect(response.body).toEqual({
      code: 'YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY',
      message: 'You are not allowed to register this passkey',
    });
  });

  it('refuses a body without a response object with 400 VALIDATION_ERROR', async () => {
    const { cookie } = await registrationOptions(t.http, user.cookie);

    const response = await request(t.http)
      .post(VERIFY_REGISTRATION)
      .set('Cookie', cookie)
      .send({ response: 'not an object' })
      .expect(400);

    expect(response.body).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Invalid body parameters',
      errors: [{ field: 'response', message: 'response must be an object' }],
    });
  });

  it('refuses both steps on a session older than the fresh age with 403 SESSION_IS_NOT_FRESH', async () => {
    const stale = await signUp(t.http);
    const { options, cookie } = await registrationOptions(t.http, stale.cookie);
    t.clock.advanceSeconds(t.config.session.freshAgeSeconds + 1);
    try {
      const notFresh = { code: 'SESSION_IS_NOT_FRESH', message: 'Session is not fresh' };
      const answer = await request(t.http)
        .post(VERIFY_REGISTRATION)
        .set('Cookie', cookie)
        .send({ response: authenticatorFor(t.baseUrl).register(options) })
        .expect(403);
      expect(answer.body).toEqual(notFresh);
      const refused = await request(t.http)
        .get('/api/auth/passkey/generate-register-options')
        .set('Cookie', stale.cookie)
        .expect(403);
      expect(refused.body).toEqual(notFresh);
    } finally {
      t.clock.advanceSeconds(-(t.config.session.freshAgeSeconds + 1));
    }
  });

  it('trims the name, and keeps a blank one as none (Better Auth 1.7)', async () => {
    const owner = await signUp(t.http);

    const trimmed = await registerPasskey(t.http, owner.cookie, authenticatorFor(t.baseUrl), '  Laptop  ');
    const blank = await registerPasskey(t.http, owner.cookie, authenticatorFor(t.baseUrl), '   ');

    expect(trimmed.name).toBe('Laptop');
    expect(blank.name).toBeNull();
  });

  it('with createSession: true, also signs in: a new session and its cookie, answered beside the passkey', async () => {
    const owner = await signUp(t.http);
    const { options, cookie } = await registrationOptions(t.http, owner.cookie);

    const response = await request(t.http)
      .post(VERIFY_REGISTRATION)
      .set('Cookie', cookie)
      .send({ response: authenticatorFor(t.baseUrl).register(options), name: 'Laptop', createSession: true })
      .expect(200);

    expect(response.body).toMatchObject({
      name: 'Laptop',
      userId: owner.userId,
      session: { userId: owner.userId, token: expect.any(String) },
      user: { id: owner.userId, email: owner.email },
    });
    expect(response.body.session.token).not.toBe(owner.token);
    const session = await request(t.http).get('/api/auth/get-session').set('Cookie', cookiesFrom(response)).expect(200);
    expect(session.body.session.token).toBe(response.body.session.token);
  });

  it('refuses a createSession that is not a boolean with 400 VALIDATION_ERROR', async () => {
    const { options, cookie } = await registrationOptions(t.http, user.cookie);

    const response = await request(t.http)
      .post(VERIFY_REGISTRATION)
      .set('Cookie', cookie)
      .send({ response: authenticatorFor(t.baseUrl).register(options), createSession: 'yes' })
      .expect(400);

    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('passkey registration with BETTER_AUTH_COMPAT=1.4', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: LINE_14_CONFIG });
  });

  afterAll(() => t.close());

  it('keeps the name as sent and ignores createSession: the passkey alone, no new session', async () => {
    const owner = await signUp(t.http);
    const { options, cookie } = await registrationOptions(t.http, owner.cookie);

    const response = await request(t.http)
      .post(VERIFY_REGISTRATION)
      .set('Cookie', cookie)
      .send({ response: authenticatorFor(t.baseUrl).register(options), name: '  Laptop  ', createSession: true })
      .expect(200);

    expect(response.body.name).toBe('  Laptop  ');
    expect(response.body).not.toHaveProperty('session');
    expect(response.body).not.toHaveProperty('user');
    expect(response.headers['set-cookie']).not.toEqual(
      expect.arrayContaining([expect.stringContaining('better-auth.session_token=')]),
    );
  });
});
