import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, cookiesFrom, signUp, uniqueEmail } from '../../support/factories';

// Every user field a caller may not set (SPEC §3 non-input), with a value an attacker would want.
const NON_INPUT: Array<[string, unknown]> = [
  ['role', 'admin'],
  ['banned', true],
  ['banReason', 'framed'],
  ['banExpires', '2999-01-01T00:00:00.000Z'],
  ['emailVerified', true],
  ['id', 'chosen-id-000000000000000000000000'],
  ['createdAt', '2000-01-01T00:00:00.000Z'],
  ['updatedAt', '2000-01-01T00:00:00.000Z'],
];

const UNTOUCHED = { role: 'user', banned: false, banReason: null, banExpires: null, emailVerified: false };

describe('mass assignment of fields callers may not set', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  async function storedUser(cookie: string): Promise<Record<string, unknown>> {
    return (
      await request(t.http).get('/api/auth/get-session?disableCookieCache=true').set('Cookie', cookie).expect(200)
    ).body.user;
  }

  it.each(NON_INPUT)('ignores %s on sign-up', async (field, value) => {
    const response = await request(t.http)
      .post('/api/auth/sign-up/email')
      .send({ name: 'Mallory', email: uniqueEmail(), password: PASSWORD, [field]: value })
      .expect(200);

    const user = await storedUser(cookiesFrom(response));
    expect(user).toMatchObject(UNTOUCHED);
    expect(user[field]).not.toEqual(value);
  });

  it('ignores every one of them at once on sign-up, and the new user can do nothing an admin can', async () => {
    const response = await request(t.http)
      .post('/api/auth/sign-up/email')
      .send({ name: 'Mallory', email: uniqueEmail(), password: PASSWORD, ...Object.fromEntries(NON_INPUT) })
      .expect(200);
    const cookie = cookiesFrom(response);

    expect(await storedUser(cookie)).toMatchObject(UNTOUCHED);
    const listing = await request(t.http).get('/api/auth/admin/list-users').set('Cookie', cookie).expect(403);
    expect(listing.body).toEqual({
      code: 'YOU_ARE_NOT_ALLOWED_TO_LIST_USERS',
      message: 'You are not allowed to list users',
    });
  });

  it.each(NON_INPUT)('ignores %s beside a name on update-user', async (field, value) => {
    const user = await signUp(t.http);
    await request(t.http)
      .post('/api/auth/update-user')
      .set('Cookie', user.cookie)
      .send({ name: 'Renamed', [field]: value })
      .expect(200, { status: true });

    const stored = await storedUser(user.cookie);
    expect(stored).toMatchObject({ ...UNTOUCHED, id: user.userId, name: 'Renamed' });
    expect(stored[field]).not.toEqual(value);
  });

  it('refuses an update-user that carries only fields callers may not set with 400 NO_FIELDS_TO_UPDATE', async () => {
    const user = await signUp(t.http);
    const response = await request(t.http)
      .post('/api/auth/update-user')
      .set('Cookie', user.cookie)
      .send(Object.fromEntries(NON_INPUT))
      .expect(400);

    expect(response.body).toEqual({ code: 'NO_FIELDS_TO_UPDATE', message: 'No fields to update' });
    expect(await storedUser(user.cookie)).toMatchObject(UNTOUCHED);
  });

  it('refuses a user giving themself the admin role through the admin API with 403', async () => {
    const user = await signUp(t.http);
    const response = await request(t.http)
      .post('/api/auth/admin/update-user')
      .set('Cookie', user.cookie)
      .send({ userId: user.userId, data: { role: 'admin' } })
      .expect(403);

    expect(response.body).toEqual({
      code: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_USERS',
      message: 'You are not allowed to update users',
    });
    expect(await storedUser(user.cookie)).toMatchObject(UNTOUCHED);
  });
});
