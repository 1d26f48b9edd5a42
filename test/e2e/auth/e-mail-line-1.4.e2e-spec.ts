import request from 'supertest';
import { LINE_14_CONFIG } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { signUp } from '../../support/factories';

describe('e-mail answers with BETTER_AUTH_COMPAT=1.4', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: LINE_14_CONFIG });
  });

  afterAll(async () => {
    await t.close();
  });

  it('redirects a bad verification token to callbackURL?error=invalid_token', async () => {
    const response = await request(t.http)
      .get('/api/auth/verify-email')
      .query({ token: 'not-a-token', callbackURL: '/welcome' })
      .expect(302);

    expect(response.headers.location).toBe('/welcome?error=invalid_token');
  });

  it('refuses change-email to an address another user has with 422 USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', async () => {
    const [user, other] = await Promise.all([signUp(t.http), signUp(t.http)]);

    const response = await request(t.http)
      .post('/api/auth/change-email')
      .set('Cookie', user.cookie)
      .send({ newEmail: other.email })
      .expect(422);

    expect(response.body).toEqual({
      code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
      message: 'User already exists. Use another email.',
    });
  });
});
