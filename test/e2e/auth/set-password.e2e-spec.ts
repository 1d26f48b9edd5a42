import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, signIn, signUp } from '../../support/factories';

const SERVICE_KEY = 'service-key-0123456789abcdef';

describe('POST /api/auth/set-password', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { serviceKeys: [SERVICE_KEY] } });
  });

  afterAll(async () => {
    await t.close();
  });

  const setPassword = (body: object) =>
    request(t.http).post('/api/auth/set-password').set('x-service-key', SERVICE_KEY).send(body);

  it('refuses a call without x-service-key with 401 UNAUTHORIZED', async () => {
    const user = await signUp(t.http);
    const response = await request(t.http)
      .post('/api/auth/set-password')
      .send({ userId: user.userId, newPassword: 'another long password' })
      .expect(401);
    expect(response.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
  });

  it('refuses a session cookie without x-service-key with 401 UNAUTHORIZED', async () => {
    const user = await signUp(t.http);
    const response = await request(t.http)
      .post('/api/auth/set-password')
      .set('Cookie', user.cookie)
      .send({ newPassword: 'another long password' })
      .expect(401);
    expect(response.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
  });

  it('refuses a wrong service key with 401 UNAUTHORIZED', async () => {
    const user = await signUp(t.http);
    const response = await request(t.http)
      .post('/api/auth/set-password')
      .set('x-service-key', 'service-key-0123456789abcdeX')
      .send({ userId: user.userId, newPassword: 'another long password' })
      .expect(401);
    expect(response.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
  });

  it('refuses a user who already has a password with 400 USER_ALREADY_HAS_A_PASSWORD and keeps it', async () => {
    const user = await signUp(t.http);
    const response = await setPassword({ userId: user.userId, newPassword: 'another long password' }).expect(400);
    expect(response.body).toEqual({ code: 'USER_ALREADY_HAS_A_PASSWORD', message: 'user already has a password' });
    await signIn(t.http, user.email, PASSWORD);
  });

  it('identifies the user by a forwarded session cookie and still refuses an existing password with 400', async () => {
    const user = await signUp(t.http);
    const response = await setPassword({ newPassword: 'another long password' }).set('Cookie', user.cookie).expect(400);
    expect(response.body).toEqual({ code: 'USER_ALREADY_HAS_A_PASSWORD', message: 'user already has a password' });
  });

  it('refuses an unknown userId with 404 USER_NOT_FOUND', async () => {
    const response = await setPassword({
      userId: 'nobodyHasThisId0123456789abcdef',
      newPassword: 'another long password',
    }).expect(404);
    expect(response.body).toEqual({ code: 'USER_NOT_FOUND', message: 'User not found' });
  });

  it('refuses a password under 8 characters with 400 PASSWORD_TOO_SHORT', async () => {
    const user = await signUp(t.http);
    const response = await setPassword({ userId: user.userId, newPassword: 'short' }).expect(400);
    expect(response.body).toEqual({ code: 'PASSWORD_TOO_SHORT', message: 'Password too short' });
  });

  it('refuses a password over 128 characters with 400 PASSWORD_TOO_LONG', async () => {
    const user = await signUp(t.http);
    const response = await setPassword({ userId: user.userId, newPassword: 'x'.repeat(129) }).expect(400);
    expect(response.body).toEqual({ code: 'PASSWORD_TOO_LONG', message: 'Password too long' });
  });

  it('refuses a call naming no user and forwarding no session with 401 UNAUTHORIZED', async () => {
    const response = await setPassword({ newPassword: 'another long password' }).expect(401);
    expect(response.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
  });

  it('refuses a missing newPassword with 400 VALIDATION_ERROR', async () => {
    const user = await signUp(t.http);
    const response = await setPassword({ userId: user.userId }).expect(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
    expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'newPassword' })]));
  });
});

describe('POST /api/auth/set-password without configured service keys', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('refuses every key with 401 UNAUTHORIZED, saying SERVICE_KEYS is not set', async () => {
    const user = await signUp(t.http);
    const response = await request(t.http)
      .post('/api/auth/set-password')
      .set('x-service-key', SERVICE_KEY)
      .send({ userId: user.userId, newPassword: 'another long password' })
      .expect(401);
    // Better Auth's code and message first, then why: the server has no service keys.
    expect(response.body).toEqual({
      code: 'UNAUTHORIZED',
      message: expect.stringMatching(/^Unauthorized: SERVICE_KEYS is not set on this server/),
    });
  });
});
