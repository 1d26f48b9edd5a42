import request from 'supertest';
import { uniqueEmail } from '../../support/factories';
import { TEST_CLIENT_ID } from '../../support/identity-provider';
import { PROVIDER_ID, SocialTestSetup, startSocialTestApp } from '../../support/social';

/**
 * Sign-in with an ID token the client already holds: every way the token or the key set can fail answers its own error.
 */
describe('POST /sign-in/social with an ID token', () => {
  let setup: SocialTestSetup;

  beforeAll(async () => {
    setup = await startSocialTestApp();
  });

  afterAll(async () => {
    await setup.close();
  });

  const signIn = (token: string, extra: Record<string, unknown> = {}) =>
    request(setup.t.http)
      .post('/api/auth/sign-in/social')
      .send({ provider: PROVIDER_ID, idToken: { token, ...extra } });

  const person = () => {
    const email = uniqueEmail('token');
    return { sub: `sub-${email}`, email, email_verified: true, name: 'Katherine Johnson' };
  };

  it('verifies a good token and answers the session as sign-in does: {redirect:false, token, user} with the cookie', async () => {
    const claims = person();
    const response = await signIn(await setup.idp.mintIdToken(claims), { accessToken: 'provider-access-token' }).expect(
      200,
    );

    expect(response.body).toEqual({
      redirect: false,
      token: expect.any(String),
      user: expect.objectContaining({ email: claims.email, emailVerified: true, name: 'Katherine Johnson' }),
    });
    expect(response.headers['set-cookie']).toEqual(
      expect.arrayContaining([expect.stringMatching(/^better-auth\.session_token=/)]),
    );
  });

  it('answers 401 ID_TOKEN_CLAIM_VALIDATION_FAILED naming aud for a token issued to another client', async () => {
    const response = await signIn(await setup.idp.mintIdToken({ ...person(), aud: 'another-app' })).expect(401);
    expect(response.body).toEqual({
      code: 'ID_TOKEN_CLAIM_VALIDATION_FAILED',
      message: 'Claim validation failed: the ID token was not issued for this service',
      claim: 'aud',
      reason: 'unexpected "aud" claim value',
    });
  });

  it('answers 401 ID_TOKEN_CLAIM_VALIDATION_FAILED naming iss for a token from another issuer', async () => {
    const response = await signIn(
      await setup.idp.mintIdToken({ ...person(), iss: 'https://idp.elsewhere.example' }),
    ).expect(401);
    expect(response.body).toMatchObject({ code: 'ID_TOKEN_CLAIM_VALIDATION_FAILED', claim: 'iss' });
  });

  it('answers 401 ID_TOKEN_CLAIM_VALIDATION_FAILED naming nonce when the nonce differs', async () => {
    const response = await signIn(await setup.idp.mintIdToken({ ...person(), nonce: 'issued-nonce' }), {
      nonce: 'other-nonce',
    }).expect(401);
    expect(response.body).toMatchObject({ code: 'ID_TOKEN_CLAIM_VALIDATION_FAILED', claim: 'nonce' });
  });

  it('answers 401 ID_TOKEN_EXPIRED for a token past its exp, with no clock tolerance', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await setup.idp.mintIdToken({ ...person(), iat: now - 120, exp: now - 1 });
    const response = await signIn(expired).expect(401);
    expect(response.body).toEqual({
      code: 'ID_TOKEN_EXPIRED',
      message: 'Token expired: the ID token is past its expiry time',
    });
  });

  it("judges expiry by the service's clock: a good token expires once the clock passes its exp", async () => {
    const token = await setup.idp.mintIdToken({ ...person(), exp: Math.floor(Date.now() / 1000) + 60 });
    await signIn(token).expect(200);
    setup.t.clock.advanceSeconds(61);
    try {
      expect((await signIn(token).expect(401)).body.code).toBe('ID_TOKEN_EXPIRED');
    } finally {
      setup.t.clock.advanceSeconds(-61);
    }
  });

  it('answers 401 ID_TOKEN_SIGNATURE_VERIFICATION_FAILED for a token signed with another key under the provider’s key id', async () => {
    const response = await signIn(await setup.idp.mintIdToken(person(), { foreignKey: true })).expect(401);
    expect(response.body.code).toBe('ID_TOKEN_SIGNATURE_VERIFICATION_FAILED');
  });

  it('answers 401 ID_TOKEN_NO_MATCHING_KEY for an unknown key id, and refetches the key set at most once per cooldown', async () => {
    const before = await setup.idp.keySetFetches();
    const first = await signIn(await setup.idp.mintIdToken(person(), { kid: 'rotated-away', foreignKey: true })).expect(
      401,
    );
    const afterFirst = await setup.idp.keySetFetches();
    const second = await signIn(
      await setup.idp.mintIdToken(person(), { kid: 'another-unknown', foreignKey: true }),
    ).expect(401);

    expect(first.body).toEqual({
      code: 'ID_TOKEN_NO_MATCHING_KEY',
      message: "No matching key: the provider's key set has no key for this ID token",
    });
    expect(second.body.code).toBe('ID_TOKEN_NO_MATCHING_KEY');
    expect(afterFirst - before).toBeLessThanOrEqual(1);
    // Within the 30 s cooldown an unknown key id does not send the service to the provider again.
    expect(await setup.idp.keySetFetches()).toBe(afterFirst);
  });

  it('answers 401 ID_TOKEN_UNSUPPORTED_ALG for an HMAC-signed token', async () => {
    const { SignJWT } = await import('jose');
    const hmac = await new SignJWT({ ...person(), iss: setup.idp.issuer, aud: TEST_CLIENT_ID })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('intranet-app-secret-0123456789'));
    expect((await signIn(hmac).expect(401)).body.code).toBe('ID_TOKEN_UNSUPPORTED_ALG');
  });

  it('answers 401 ID_TOKEN_INVALID for something that is not a JWT', async () => {
    const response = await signIn('not.a-jwt').expect(401);
    expect(response.body).toEqual({
      code: 'ID_TOKEN_INVALID',
      message: 'Invalid token: the ID token is not a well-formed signed JWT',
    });
  });

  it('answers 401 USER_EMAIL_NOT_FOUND when the token carries no address', async () => {
    const { email: _email, ...withoutEmail } = person();
    expect((await signIn(await setup.idp.mintIdToken(withoutEmail)).expect(401)).body).toEqual({
      code: 'USER_EMAIL_NOT_FOUND',
      message: 'User email not found',
    });
  });

  it('answers 400 VALIDATION_ERROR for an idToken without a token', async () => {
    await request(setup.t.http)
      .post('/api/auth/sign-in/social')
      .send({ provider: PROVIDER_ID, idToken: {} })
      .expect(400);
  });
});

describe('the provider’s key set out of reach', () => {
  let setup: SocialTestSetup;

  beforeEach(async () => {
    // A fresh service per case: its key-set cache starts empty, so the first token fetches.
    setup = await startSocialTestApp();
  });

  afterEach(async () => {
    await setup.close();
  });

  const signIn = async (status: number) =>
    request(setup.t.http)
      .post('/api/auth/sign-in/social')
      .send({
        provider: PROVIDER_ID,
        idToken: { token: await setup.idp.mintIdToken({ sub: 'someone', email: uniqueEmail(), email_verified: true }) },
      })
      .expect(status);

  it('answers 504 KEY_SET_FETCH_TIMEOUT when the key set does not answer within 5000 ms, then recovers', async () => {
    await setup.idp.setKeySet('hang');
    const started = Date.now();
    const response = await signIn(504);
    const waitedMs = Date.now() - started;

    expect(response.body).toEqual({ code: 'KEY_SET_FETCH_TIMEOUT', message: "The provider's key set fetch timed out" });
    expect(waitedMs).toBeGreaterThanOrEqual(4_900);
    expect(waitedMs).toBeLessThan(9_000);

    await setup.idp.setKeySet('ok');
    await signIn(200);
  }, 30_000);

  it('answers 502 KEY_SET_FETCH_FAILED when the key set answers with an error status', async () => {
    await setup.idp.setKeySet('error');
    expect((await signIn(502)).body).toEqual({
      code: 'KEY_SET_FETCH_FAILED',
      message: "Expected 200 OK from the provider's key set fetch",
    });
  });

  it('answers 502 KEY_SET_MALFORMED when the key set is not a JSON Web Key Set', async () => {
    await setup.idp.setKeySet('malformed');
    expect((await signIn(502)).body.code).toBe('KEY_SET_MALFORMED');
  });

  it('answers 502 PROVIDER_UNAVAILABLE when the provider is down altogether', async () => {
    await setup.idp.stop();
    expect((await signIn(502)).body).toEqual({
      code: 'PROVIDER_UNAVAILABLE',
      message: 'The identity provider could not be reached',
    });
  });
});
