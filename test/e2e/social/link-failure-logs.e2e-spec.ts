import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { signUp } from '../../support/factories';
import { PROVIDER_ID, SocialTestSetup, startSocialTestApp } from '../../support/social';
import { LogCapture } from '../../support/log-capture';

const ACCESS_TOKEN = 'provider-access-token-that-must-not-be-logged';
const REFRESH_TOKEN = 'provider-refresh-token-that-must-not-be-logged';

describe('POST /link-social when the account cannot be stored', () => {
  const logs = new LogCapture();
  let setup: SocialTestSetup;

  beforeAll(async () => {
    setup = await startSocialTestApp({
      logs,
      config: { ...ADMIN_TEST_CONFIG, logLevel: 'warn', session: { cookieCache: { enabled: true } } },
    });
  });

  afterAll(async () => {
    await setup.close();
  });

  it('answers 417 ACCOUNT_NOT_LINKED__UNABLE_TO_CREATE_ACCOUNT and logs why at warn, without a token', async () => {
    const admin = await createUserWithRole(setup.t.http);
    const user = await signUp(setup.t.http);
    // The cookie cache still vouches for the session of a user removed meanwhile; storing their account then fails.
    await request(setup.t.http)
      .post('/api/auth/admin/remove-user')
      .set('Cookie', admin.cookie)
      .send({ userId: user.userId })
      .expect(200);
    const idToken = await setup.idp.mintIdToken({ sub: `sub-${user.email}`, email: user.email, email_verified: true });

    const response = await request(setup.t.http)
      .post('/api/auth/link-social')
      .set('Cookie', user.cookie)
      .send({
        provider: PROVIDER_ID,
        idToken: { token: idToken, accessToken: ACCESS_TOKEN, refreshToken: REFRESH_TOKEN },
      })
      .expect(417);

    expect(response.body).toEqual({
      code: 'ACCOUNT_NOT_LINKED__UNABLE_TO_CREATE_ACCOUNT',
      message: 'Account not linked - unable to create account',
    });
    const line = logs.text
      .split('\n')
      .filter(Boolean)
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((entry) => entry.msg === 'Could not store the linked provider account');
    expect(line).toMatchObject({
      level: 40,
      providerId: PROVIDER_ID,
      userId: user.userId,
      error: { name: 'SequelizeForeignKeyConstraintError', message: expect.any(String) },
    });
    for (const secret of [idToken, ACCESS_TOKEN, REFRESH_TOKEN, user.token]) expect(logs.text).not.toContain(secret);
  });
});
