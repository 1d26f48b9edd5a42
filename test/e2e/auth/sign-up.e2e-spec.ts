import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, uniqueEmail } from '../../support/factories';

describe('POST /api/auth/sign-up/email', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('creates the user with a lowercased e-mail and signs in with a session cookie', async () => {
    const email = uniqueEmail('MiXeD').toUpperCase();
    const response = await request(t.http)
      .post('/api/auth/sign-up/email')
      .send({ name: 'Ada', email, password: PASSWORD })
      .expect(200);
    expect(response.body.token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(response.body.user).toMatchObject({ name: 'Ada', email: email.toLowerCase(), emailVerified: false, image: null });
    expect(response.body.user.id).toMatch(/^[A-Za-z0-9]{32}$/);
    const cookie = response.headers['set-cookie'][0];
    expect(cookie).toMatch(/^better-auth\.session_token=[A-Za-z0-9]{32}\.[A-Za-z0-9%]+; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it('refuses an existing e-mail with 422 USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', async () => {
    const email = uniqueEmail();
    await request(t.http).post('/api/auth/sign-up/email').send({ name: 'A', email, password: PASSWORD }).expect(200);
    const response = await request(t.http)
      .post('/api/auth/sign-up/email')
      .send({ name: 'B', email: email.toUpperCase(), password: PASSWORD })
      .expect(422);
    expect(response.body).toEqual({ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'User already exists. Use another email.' });
  });
});
