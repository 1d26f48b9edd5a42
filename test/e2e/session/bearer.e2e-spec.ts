import request from 'supertest';
import { createKey } from '../../support/api-keys';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';

const GET_SESSION = '/api/auth/get-session';

// One app for the file: each test signs up users of its own.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('bearer sessions (Authorization: Bearer)', () => {
  let user: SignedUpUser;
  let other: SignedUpUser;

  beforeAll(async () => {
    user = await signUp(t.http);
    other = await signUp(t.http);
  });

  async function bearerTokenOf(email: string, password: string): Promise<string> {
    const response = await request(t.http).post('/api/auth/sign-in/email').send({ email, password }).expect(200);
    return response.headers['set-auth-token'];
  }

  it('answers sign-in with the signed token in set-auth-token, exposed to scripts', async () => {
    const response = await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: user.email, password: user.password })
      .expect(200);

    expect(decodeURIComponent(response.headers['set-auth-token'])).toMatch(
      new RegExp(`^${response.body.token}\\.[A-Za-z0-9+/]{43}=$`),
    );
    expect(response.headers['access-control-expose-headers']).toContain('set-auth-token');
  });

  it('answers sign-up with set-auth-token too', async () => {
    const response = await request(t.http)
      .post('/api/auth/sign-up/email')
      .send({ name: 'B', email: `b-${Date.now()}@example.com`, password: user.password })
      .expect(200);

    expect(decodeURIComponent(response.headers['set-auth-token'])).toContain(`${response.body.token}.`);
  });

  it('treats the set-auth-token value as the session on get-session, without cookies', async () => {
    const token = await bearerTokenOf(user.email, user.password);

    const response = await request(t.http).get(GET_SESSION).set('Authorization', `Bearer ${token}`).expect(200);

    expect(response.body.user.id).toBe(user.userId);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('accepts the plain session token and the decoded signed one, with the scheme in any case', async () => {
    const signed = decodeURIComponent(await bearerTokenOf(user.email, user.password));

    const plain = await request(t.http).get(GET_SESSION).set('Authorization', `Bearer ${user.token}`).expect(200);
    const decoded = await request(t.http).get(GET_SESSION).set('Authorization', `bearer ${signed}`).expect(200);

    expect(plain.body.user.id).toBe(user.userId);
    expect(decoded.body.user.id).toBe(user.userId);
  });

  it('is a session on guarded endpoints, here list-sessions', async () => {
    const response = await request(t.http)
      .get('/api/auth/list-sessions')
      .set('Authorization', `Bearer ${user.token}`)
      .expect(200);

    expect(response.body.length).toBeGreaterThan(0);
    expect(response.body.every((session: { userId: string }) => session.userId === user.userId)).toBe(true);
  });

  it('refuses a badly signed bearer token on a guarded endpoint with 401 UNAUTHORIZED', async () => {
    const response = await request(t.http)
      .get('/api/auth/list-sessions')
      .set('Authorization', `Bearer ${user.token}.${'A'.repeat(43)}=`)
      .expect(401);

    expect(response.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
  });

  it('refuses an unknown plain token with 401 UNAUTHORIZED', async () => {
    await request(t.http)
      .get('/api/auth/list-sessions')
      .set('Authorization', 'Bearer abcdefghijklmnopqrstuvwxyz012345')
      .expect(401);
  });

  it('lets a valid bearer token win over a cookie of another session, and leaves that cookie alone', async () => {
    const response = await request(t.http)
      .get(GET_SESSION)
      .set('Cookie', other.cookie)
      .set('Authorization', `Bearer ${user.token}`)
      .expect(200);

    expect(response.body.user.id).toBe(user.userId);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('ignores a badly signed bearer token beside a cookie, as Better Auth does, and answers the cookie’s session', async () => {
    const response = await request(t.http)
      .get(GET_SESSION)
      .set('Cookie', other.cookie)
      .set('Authorization', `Bearer ${user.token}.${'A'.repeat(43)}=`)
      .expect(200);

    expect(response.body.user.id).toBe(other.userId);
  });

  it('lets an x-api-key win over a bearer token of another user', async () => {
    const { key } = await createKey(t.http, other.cookie);

    const response = await request(t.http)
      .get(GET_SESSION)
      .set('x-api-key', key)
      .set('Authorization', `Bearer ${user.token}`)
      .expect(200);

    expect(response.body.user.id).toBe(other.userId);
  });

  it('ignores other authorization schemes', async () => {
    const response = await request(t.http).get(GET_SESSION).set('Authorization', `Basic ${user.token}`).expect(200);

    expect(response.body).toBeNull();
  });

  it('signs out the bearer session, which then no longer works', async () => {
    const token = await bearerTokenOf(user.email, user.password);

    await request(t.http).post('/api/auth/sign-out').set('Authorization', `Bearer ${token}`).expect(200);
    const after = await request(t.http).get(GET_SESSION).set('Authorization', `Bearer ${token}`).expect(200);

    expect(after.body).toBeNull();
  });
});

describe('GET /api/auth/verify-request', () => {
  it('answers 200 with the caller in X-User-* headers for a session cookie or a bearer token', async () => {
    const user = await signUp(t.http, { name: 'Zoë Example' });

    const byCookie = await request(t.http).get('/api/auth/verify-request').set('Cookie', user.cookie).expect(200);
    const byBearer = await request(t.http)
      .get('/api/auth/verify-request')
      .set('Authorization', `Bearer ${user.token}`)
      .expect(200);

    for (const response of [byCookie, byBearer]) {
      expect(response.headers).toMatchObject({
        'x-user-id': user.userId,
        'x-user-email': encodeURIComponent(user.email),
        'x-user-role': 'user',
      });
      expect(decodeURIComponent(response.headers['x-user-name'])).toBe('Zoë Example');
    }
  });

  it('answers 401 UNAUTHORIZED without a session', async () => {
    const response = await request(t.http).get('/api/auth/verify-request').expect(401);

    expect(response.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
    expect(response.headers['x-user-id']).toBeUndefined();
  });
});
