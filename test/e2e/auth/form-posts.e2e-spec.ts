import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, uniqueEmail } from '../../support/factories';

describe('HTML form posts to sign-up and sign-in', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('signs up and in from a url-encoded form, reading rememberMe=false as a boolean', async () => {
    const email = uniqueEmail();
    const signUp = await request(t.http)
      .post('/api/auth/sign-up/email')
      .type('form')
      .send({ name: 'Form User', email, password: PASSWORD })
      .expect(200);
    expect(signUp.body.user).toMatchObject({ name: 'Form User', email });

    const signIn = await request(t.http)
      .post('/api/auth/sign-in/email')
      .type('form')
      .send({ email, password: PASSWORD, rememberMe: 'false' })
      .expect(200);
    expect(signIn.body).toMatchObject({ redirect: false, user: { email } });
    const cookies = signIn.headers['set-cookie'] as unknown as string[];
    expect(cookies.find((line) => line.startsWith('better-auth.session_token='))).not.toMatch(/Max-Age/);
    expect(cookies.some((line) => line.startsWith('better-auth.dont_remember='))).toBe(true);
  });

  it('refuses a form whose rememberMe is not a boolean with 400 VALIDATION_ERROR', async () => {
    const response = await request(t.http)
      .post('/api/auth/sign-in/email')
      .type('form')
      .send({ email: uniqueEmail(), password: PASSWORD, rememberMe: 'sometimes' })
      .expect(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
  });
});
