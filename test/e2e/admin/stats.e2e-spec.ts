import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { createKey, verifyKey } from '../../support/api-keys';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';

const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: 'Unauthorized' };
const NOT_ALLOWED_TO_LIST = { code: 'YOU_ARE_NOT_ALLOWED_TO_LIST_USERS', message: 'You are not allowed to list users' };
const DAY_SECONDS = 86_400;

describe('GET /api/auth/admin/stats', () => {
  let t: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    admin = await createUserWithRole(t.http, 'admin');
  });

  afterAll(async () => {
    await t.close();
  });

  function stats(cookie: string): request.Test {
    return request(t.http).get('/api/auth/admin/stats').set('Cookie', cookie);
  }

  it('refuses a caller without a session with 401 UNAUTHORIZED', async () => {
    const response = await request(t.http).get('/api/auth/admin/stats').expect(401);
    expect(response.body).toEqual(UNAUTHORIZED);
  });

  it('refuses a user without the list permission with 403 YOU_ARE_NOT_ALLOWED_TO_LIST_USERS', async () => {
    const user = await signUp(t.http);
    const response = await stats(user.cookie).expect(403);
    expect(response.body).toEqual(NOT_ALLOWED_TO_LIST);
  });

  it('counts users, banned, verified and admins, and the active sessions', async () => {
    const before = (await stats(admin.cookie).expect(200)).body;
    const banned = await signUp(t.http);
    await signUp(t.http);
    await request(t.http)
      .post('/api/auth/admin/ban-user')
      .set('Cookie', admin.cookie)
      .send({ userId: banned.userId })
      .expect(200);
    await createUserWithRole(t.http, ['user', 'admin']);

    const after = (await stats(admin.cookie).expect(200)).body;

    expect(after.users).toEqual({
      total: before.users.total + 3,
      banned: before.users.banned + 1,
      verified: before.users.verified,
      admins: before.users.admins + 1,
    });
    // Two sign-ups and one sign-in made sessions; the ban ended one of them.
    expect(after.activeSessions).toBe(before.activeSessions + 2);
  });

  it('counts sign-ups on each of the last 30 days, today last', async () => {
    t.clock.advanceSeconds(3 * DAY_SECONDS);
    await signUp(t.http);
    t.clock.advanceSeconds(DAY_SECONDS);
    await signUp(t.http);
    await signUp(t.http);

    const { signUpsPerDay } = (await stats(admin.cookie).expect(200)).body;

    expect(signUpsPerDay).toHaveLength(30);
    const today = t.clock.now().toISOString().slice(0, 10);
    const yesterday = new Date(t.clock.nowMs() - DAY_SECONDS * 1000).toISOString().slice(0, 10);
    expect(signUpsPerDay[29]).toEqual({ date: today, count: 2 });
    expect(signUpsPerDay[28]).toEqual({ date: yesterday, count: 1 });
  });

  it('counts API-key verifications by result', async () => {
    const before = (await stats(admin.cookie).expect(200)).body;
    const owner = await signUp(t.http);
    const { key } = await createKey(t.http, owner.cookie);
    await verifyKey(t.http, key);
    await request(t.http).get('/api/auth/get-session').set('x-api-key', key).expect(200);
    await verifyKey(t.http, `${key.slice(0, -1)}${key.endsWith('a') ? 'b' : 'a'}`);

    const after = (await stats(admin.cookie).expect(200)).body;

    const countOf = (body: { apiKeyVerifications: { label: string; count: number }[] }, label: string) =>
      body.apiKeyVerifications.find((entry) => entry.label === label)?.count ?? 0;
    expect(countOf(after, 'valid') - countOf(before, 'valid')).toBe(2);
    expect(countOf(after, 'INVALID_API_KEY') - countOf(before, 'INVALID_API_KEY')).toBe(1);
    expect(after.signIns).toBeGreaterThanOrEqual(1);
  });

  it('gives each refused sign-in’s code the catalogue’s message, for people to read', async () => {
    const user = await signUp(t.http);
    await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: user.email, password: 'not the password' })
      .expect(401);

    const { signInFailures } = (await stats(admin.cookie).expect(200)).body;

    expect(signInFailures).toContainEqual({
      label: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
      count: expect.any(Number),
    });
  });
});
