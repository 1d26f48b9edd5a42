import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, signIn, signUp, uniqueEmail } from '../../support/factories';

const ADMIN = '/api/auth/admin';
const SIGN_IN = '/api/auth/sign-in/email';
const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: 'Unauthorized' };
const USER_NOT_FOUND = { code: 'USER_NOT_FOUND', message: 'User not found' };
const NO_DATA_TO_UPDATE = { code: 'NO_DATA_TO_UPDATE', message: 'No data to update' };
const INVALID_ROLE_TYPE = { code: 'INVALID_ROLE_TYPE', message: 'Invalid role type' };
const BANNED_USER = { code: 'BANNED_USER', message: 'You have been banned from this application' };
const INVALID_CREDENTIALS = { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' };
const NOT_ALLOWED_TO_LIST_USERS = {
  code: 'YOU_ARE_NOT_ALLOWED_TO_LIST_USERS',
  message: 'You are not allowed to list users',
};
const UNKNOWN_ID = 'ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ';
/** A role beyond admin and user, so set-role has a third defined role to give. */
const SUPPORT_ROLE = { support: { user: ['list'] } };

function notAllowed(code: string, message: string) {
  return { code, message };
}

describe('admin user management', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let plainUser: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: { ...ADMIN_TEST_CONFIG, admin: { roles: SUPPORT_ROLE } } });
    admin = await createUserWithRole(t.http, 'admin');
    plainUser = await signUp(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  function post(path: string, cookie: string, body: Record<string, unknown>): request.Test {
    return request(t.http).post(`${ADMIN}/${path}`).set('Cookie', cookie).send(body);
  }

  function getUser(cookie: string, id: string): request.Test {
    return request(t.http).get(`${ADMIN}/get-user`).set('Cookie', cookie).query({ id });
  }

  function signInWith(email: string, password: string = PASSWORD): request.Test {
    return request(t.http).post(SIGN_IN).send({ email, password });
  }

  describe('who may call', () => {
    const endpoints: Array<
      [string, string, (target: string) => Record<string, unknown>, { code: string; message: string }]
    > = [
      ['GET', 'get-user', () => ({}), notAllowed('YOU_ARE_NOT_ALLOWED_TO_GET_USER', 'You are not allowed to get user')],
      ['GET', 'list-users', () => ({}), NOT_ALLOWED_TO_LIST_USERS],
      [
        'POST',
        'set-role',
        (userId) => ({ userId, role: 'admin' }),
        notAllowed('YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE', 'You are not allowed to change users role'),
      ],
      [
        'POST',
        'update-user',
        (userId) => ({ userId, data: { name: 'Taken Over' } }),
        notAllowed('YOU_ARE_NOT_ALLOWED_TO_UPDATE_USERS', 'You are not allowed to update users'),
      ],
      [
        'POST',
        'ban-user',
        (userId) => ({ userId }),
        notAllowed('YOU_ARE_NOT_ALLOWED_TO_BAN_USERS', 'You are not allowed to ban users'),
      ],
      [
        'POST',
        'unban-user',
        (userId) => ({ userId }),
        notAllowed('YOU_ARE_NOT_ALLOWED_TO_BAN_USERS', 'You are not allowed to ban users'),
      ],
      [
        'POST',
        'remove-user',
        (userId) => ({ userId }),
        notAllowed('YOU_ARE_NOT_ALLOWED_TO_DELETE_USERS', 'You are not allowed to delete users'),
      ],
      [
        'POST',
        'set-user-password',
        (userId) => ({ userId, newPassword: 'a brand new password' }),
        notAllowed('YOU_ARE_NOT_ALLOWED_TO_SET_USERS_PASSWORD', 'You are not allowed to set users password'),
      ],
    ];

    function call(method: string, path: string, target: string, body: Record<string, unknown>): request.Test {
      return method === 'GET'
        ? request(t.http)
            .get(`${ADMIN}/${path}`)
            .query(path === 'get-user' ? { id: target } : {})
        : request(t.http).post(`${ADMIN}/${path}`).send(body);
    }

    it.each(endpoints)('refuses %s /admin/%s without a session with 401 UNAUTHORIZED', async (method, path, body) => {
      const target = await signUp(t.http);
      const response = await call(method, path, target.userId, body(target.userId)).expect(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    });

    it.each(endpoints)(
      "refuses %s /admin/%s with a plain user's session with 403 and its own message",
      async (method, path, body, refusal) => {
        const target = await signUp(t.http);
        const response = await call(method, path, target.userId, body(target.userId))
          .set('Cookie', plainUser.cookie)
          .expect(403);
        expect(response.body).toEqual(refusal);
        // Nothing happened to the target: it still signs in with its own password, unbanned and present.
        const stillThere = await signInWith(target.email).expect(200);
        expect(stillThere.body.user).toMatchObject({ name: 'Test User', role: 'user', banned: false });
      },
    );

    it('refuses a session cookie whose signature is wrong with 401 UNAUTHORIZED', async () => {
      const forged = admin.cookie.replace(/session_token=([^.;]+)\.[^;]+/, 'session_token=$1.AAAA');
      const response = await getUser(forged, plainUser.userId).expect(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    });
  });

  describe('GET /admin/get-user', () => {
    it('answers the bare user object for an id, with its passkey count', async () => {
      const target = await signUp(t.http, { name: 'Looked Up' });
      const response = await getUser(admin.cookie, target.userId).expect(200);
      expect(response.body).toEqual({
        id: target.userId,
        name: 'Looked Up',
        email: target.email,
        emailVerified: false,
        image: null,
        role: 'user',
        banned: false,
        banReason: null,
        banExpires: null,
        twoFactorEnabled: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        passkeyCount: 0,
      });
    });

    it('answers an unknown id with 404 USER_NOT_FOUND', async () => {
      const response = await getUser(admin.cookie, UNKNOWN_ID).expect(404);
      expect(response.body).toEqual(USER_NOT_FOUND);
    });

    it('refuses a request without an id with 400 VALIDATION_ERROR', async () => {
      const response = await request(t.http).get(`${ADMIN}/get-user`).set('Cookie', admin.cookie).expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid query parameters' });
      expect(Array.isArray(response.body.errors)).toBe(true);
    });
  });

  describe('POST /admin/set-role', () => {
    it('sets one role and answers the user wrapped in user', async () => {
      const target = await signUp(t.http);
      const response = await post('set-role', admin.cookie, { userId: target.userId, role: 'support' }).expect(200);
      expect(response.body).toEqual({
        user: expect.objectContaining({ id: target.userId, email: target.email, role: 'support' }),
      });
      const stored = await getUser(admin.cookie, target.userId).expect(200);
      expect(stored.body.role).toBe('support');
    });

    it('stores a list of roles comma-joined', async () => {
      const target = await signUp(t.http);
      const response = await post('set-role', admin.cookie, {
        userId: target.userId,
        role: ['admin', 'support'],
      }).expect(200);
      expect(response.body.user.role).toBe('admin,support');
    });

    it.each([
      ['a number', 5],
      ['an empty list', []],
      ['a list holding a number', ['admin', 5]],
      ['an object', { name: 'admin' }],
    ])('refuses a role that is %s with 400 INVALID_ROLE_TYPE and leaves the role alone', async (_case, role) => {
      const target = await signUp(t.http);
      const response = await post('set-role', admin.cookie, { userId: target.userId, role }).expect(400);
      expect(response.body).toEqual(INVALID_ROLE_TYPE);
      expect((await getUser(admin.cookie, target.userId).expect(200)).body.role).toBe('user');
    });

    it('refuses a body without a role with 400 VALIDATION_ERROR', async () => {
      const response = await post('set-role', admin.cookie, { userId: plainUser.userId }).expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
      expect(Array.isArray(response.body.errors)).toBe(true);
    });

    it('answers an unknown user id with 404 USER_NOT_FOUND', async () => {
      const response = await post('set-role', admin.cookie, { userId: UNKNOWN_ID, role: 'admin' }).expect(404);
      expect(response.body).toEqual(USER_NOT_FOUND);
    });

    it('grants admin actions to a comma-joined role user,admin on the very next request', async () => {
      const target = await signUp(t.http);
      await request(t.http).get(`${ADMIN}/list-users`).set('Cookie', target.cookie).expect(403);
      await post('set-role', admin.cookie, { userId: target.userId, role: 'user,admin' }).expect(200);
      const response = await request(t.http).get(`${ADMIN}/list-users`).set('Cookie', target.cookie).expect(200);
      expect(response.body.total).toBeGreaterThan(0);
    });

    it('takes admin actions away from a demoted administrator on the very next request', async () => {
      const other = await createUserWithRole(t.http, 'admin');
      await request(t.http).get(`${ADMIN}/list-users`).set('Cookie', other.cookie).expect(200);
      await post('set-role', admin.cookie, { userId: other.userId, role: 'user' }).expect(200);
      const response = await request(t.http).get(`${ADMIN}/list-users`).set('Cookie', other.cookie).expect(403);
      expect(response.body).toEqual(NOT_ALLOWED_TO_LIST_USERS);
    });

    it('does not let a plain user make themself an administrator', async () => {
      const target = await signUp(t.http);
      const response = await post('set-role', target.cookie, { userId: target.userId, role: 'admin' }).expect(403);
      expect(response.body).toEqual({
        code: 'YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE',
        message: 'You are not allowed to change users role',
      });
      expect((await getUser(admin.cookie, target.userId).expect(200)).body.role).toBe('user');
    });
  });

  describe('POST /admin/update-user', () => {
    it('changes the name and answers the bare user object', async () => {
      const target = await signUp(t.http, { name: 'Before' });
      const response = await post('update-user', admin.cookie, {
        userId: target.userId,
        data: { name: 'After' },
      }).expect(200);
      expect(response.body).toEqual({
        id: target.userId,
        name: 'After',
        email: target.email,
        emailVerified: false,
        image: null,
        role: 'user',
        banned: false,
        banReason: null,
        banExpires: null,
        twoFactorEnabled: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    });

    it('marks the e-mail verified and sets the image', async () => {
      const target = await signUp(t.http);
      const response = await post('update-user', admin.cookie, {
        userId: target.userId,
        data: { emailVerified: true, image: 'https://example.com/a.png' },
      }).expect(200);
      expect(response.body).toMatchObject({ emailVerified: true, image: 'https://example.com/a.png' });
    });

    it('refuses empty data with 400 NO_DATA_TO_UPDATE', async () => {
      const response = await post('update-user', admin.cookie, { userId: plainUser.userId, data: {} }).expect(400);
      expect(response.body).toEqual(NO_DATA_TO_UPDATE);
    });

    it('refuses a body without data with 400 VALIDATION_ERROR', async () => {
      const response = await post('update-user', admin.cookie, { userId: plainUser.userId }).expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
      expect(Array.isArray(response.body.errors)).toBe(true);
    });

    it('stores a new e-mail lowercased, and the user signs in with it', async () => {
      const target = await signUp(t.http);
      const email = uniqueEmail('renamed');
      const response = await post('update-user', admin.cookie, {
        userId: target.userId,
        data: { email: email.toUpperCase() },
      }).expect(200);
      expect(response.body.email).toBe(email);
      await signInWith(email).expect(200);
      await signInWith(target.email).expect(401);
    });

    it('refuses a badly formed e-mail with 400 INVALID_EMAIL', async () => {
      const target = await signUp(t.http);
      const response = await post('update-user', admin.cookie, {
        userId: target.userId,
        data: { email: 'nope' },
      }).expect(400);
      expect(response.body).toEqual({ code: 'INVALID_EMAIL', message: 'Invalid email' });
    });

    it('refuses an e-mail another user has with 400 USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', async () => {
      const target = await signUp(t.http);
      const other = await signUp(t.http);
      const response = await post('update-user', admin.cookie, {
        userId: target.userId,
        data: { email: other.email.toUpperCase() },
      }).expect(400);
      expect(response.body).toEqual({
        code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
        message: 'User already exists. Use another email.',
      });
      expect((await getUser(admin.cookie, target.userId).expect(200)).body.email).toBe(target.email);
    });

    it('changes the role through data for an administrator, comma-joining a list', async () => {
      const target = await signUp(t.http);
      const response = await post('update-user', admin.cookie, {
        userId: target.userId,
        data: { role: ['admin', 'user'] },
      }).expect(200);
      expect(response.body.role).toBe('admin,user');
    });

    it('refuses a role of the wrong type in data with 400 INVALID_ROLE_TYPE', async () => {
      const target = await signUp(t.http);
      const response = await post('update-user', admin.cookie, {
        userId: target.userId,
        data: { name: 'X', role: 5 },
      }).expect(400);
      expect(response.body).toEqual(INVALID_ROLE_TYPE);
      expect((await getUser(admin.cookie, target.userId).expect(200)).body).toMatchObject({
        name: 'Test User',
        role: 'user',
      });
    });

    it('answers an unknown user id with 404 USER_NOT_FOUND', async () => {
      const response = await post('update-user', admin.cookie, { userId: UNKNOWN_ID, data: { name: 'Ghost' } }).expect(
        404,
      );
      expect(response.body).toEqual(USER_NOT_FOUND);
    });
  });

  describe('POST /admin/ban-user', () => {
    it('answers an unknown user id with 404 USER_NOT_FOUND', async () => {
      const response = await post('ban-user', admin.cookie, { userId: UNKNOWN_ID }).expect(404);
      expect(response.body).toEqual(USER_NOT_FOUND);
    });

    it('refuses to ban yourself with 400 YOU_CANNOT_BAN_YOURSELF', async () => {
      const response = await post('ban-user', admin.cookie, { userId: admin.userId }).expect(400);
      expect(response.body).toEqual({ code: 'YOU_CANNOT_BAN_YOURSELF', message: 'You cannot ban yourself' });
      await request(t.http).get(`${ADMIN}/list-users`).set('Cookie', admin.cookie).expect(200);
    });

    it('bans with the default reason No reason and no expiry, answering the user wrapped in user', async () => {
      const target = await signUp(t.http);
      const response = await post('ban-user', admin.cookie, { userId: target.userId }).expect(200);
      expect(response.body).toEqual({
        user: expect.objectContaining({ id: target.userId, banned: true, banReason: 'No reason', banExpires: null }),
      });
    });

    it('keeps the given reason and ends the ban banExpiresIn seconds on', async () => {
      const target = await signUp(t.http);
      const before = t.clock.nowMs();
      const response = await post('ban-user', admin.cookie, {
        userId: target.userId,
        banReason: 'Spamming',
        banExpiresIn: 60,
      }).expect(200);
      expect(response.body.user).toMatchObject({ banned: true, banReason: 'Spamming' });
      const banExpires = Date.parse(response.body.user.banExpires);
      expect(banExpires).toBeGreaterThanOrEqual(before + 60_000);
      expect(banExpires).toBeLessThanOrEqual(t.clock.nowMs() + 60_000);
    });

    it("refuses a banned user's sign-in with 403 BANNED_USER, and a wrong password with 401 as before", async () => {
      const target = await signUp(t.http);
      await post('ban-user', admin.cookie, { userId: target.userId }).expect(200);
      const right = await signInWith(target.email).expect(403);
      expect(right.body).toEqual(BANNED_USER);
      expect(right.headers['set-cookie']).toBeUndefined();
      const wrong = await signInWith(target.email, `${PASSWORD}!`).expect(401);
      expect(wrong.body).toEqual(INVALID_CREDENTIALS);
    });

    it.each([
      ['a string', '60'],
      ['negative', -60],
      ['beyond any storable date', 1e15],
    ])('refuses a banExpiresIn that is %s with 400 VALIDATION_ERROR and bans nobody', async (_case, banExpiresIn) => {
      const target = await signUp(t.http);
      const response = await post('ban-user', admin.cookie, { userId: target.userId, banExpiresIn }).expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
      expect(response.body.errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: 'banExpiresIn' })]),
      );
      await signInWith(target.email).expect(200);
    });
  });

  describe('POST /admin/unban-user', () => {
    it('lifts the ban, clearing reason and expiry, and the user signs in again', async () => {
      const target = await signUp(t.http);
      await post('ban-user', admin.cookie, { userId: target.userId, banReason: 'Oops', banExpiresIn: 3600 }).expect(
        200,
      );
      await signInWith(target.email).expect(403);
      const response = await post('unban-user', admin.cookie, { userId: target.userId }).expect(200);
      expect(response.body).toEqual({
        user: expect.objectContaining({ id: target.userId, banned: false, banReason: null, banExpires: null }),
      });
      await signInWith(target.email).expect(200);
    });

    it('answers an unknown user id with 404 USER_NOT_FOUND', async () => {
      const response = await post('unban-user', admin.cookie, { userId: UNKNOWN_ID }).expect(404);
      expect(response.body).toEqual(USER_NOT_FOUND);
    });
  });

  describe('POST /admin/remove-user', () => {
    it('refuses to remove yourself with 400 YOU_CANNOT_REMOVE_YOURSELF', async () => {
      const response = await post('remove-user', admin.cookie, { userId: admin.userId }).expect(400);
      expect(response.body).toEqual({ code: 'YOU_CANNOT_REMOVE_YOURSELF', message: 'You cannot remove yourself' });
      await getUser(admin.cookie, admin.userId).expect(200);
    });

    it('answers an unknown user id with 404 USER_NOT_FOUND', async () => {
      const response = await post('remove-user', admin.cookie, { userId: UNKNOWN_ID }).expect(404);
      expect(response.body).toEqual(USER_NOT_FOUND);
    });

    it('deletes the user: success true, their sessions end, they cannot sign in and get-user finds nobody', async () => {
      const target = await signUp(t.http);
      const response = await post('remove-user', admin.cookie, { userId: target.userId }).expect(200);
      expect(response.body).toEqual({ success: true });

      const sessions = await request(t.http).get('/api/auth/list-sessions').set('Cookie', target.cookie).expect(401);
      expect(sessions.body).toEqual(UNAUTHORIZED);
      expect((await signInWith(target.email).expect(401)).body).toEqual(INVALID_CREDENTIALS);
      expect((await getUser(admin.cookie, target.userId).expect(404)).body).toEqual(USER_NOT_FOUND);
      expect((await post('remove-user', admin.cookie, { userId: target.userId }).expect(404)).body).toEqual(
        USER_NOT_FOUND,
      );
    });

    it('frees the e-mail for a new sign-up', async () => {
      const target = await signUp(t.http);
      await post('remove-user', admin.cookie, { userId: target.userId }).expect(200);
      const again = await signUp(t.http, { email: target.email });
      expect(again.userId).not.toBe(target.userId);
    });
  });

  describe('POST /admin/set-user-password', () => {
    it('sets a password the user then signs in with, and the old one stops working', async () => {
      const target = await signUp(t.http);
      const response = await post('set-user-password', admin.cookie, {
        userId: target.userId,
        newPassword: 'a brand new password',
      }).expect(200);
      expect(response.body).toEqual({ status: true });
      await signInWith(target.email, 'a brand new password').expect(200);
      expect((await signInWith(target.email).expect(401)).body).toEqual(INVALID_CREDENTIALS);
    });

    it('refuses a password of 7 characters with 400 PASSWORD_TOO_SHORT and keeps the old one', async () => {
      const target = await signUp(t.http);
      const response = await post('set-user-password', admin.cookie, {
        userId: target.userId,
        newPassword: 'short12',
      }).expect(400);
      expect(response.body).toEqual({ code: 'PASSWORD_TOO_SHORT', message: 'Password too short' });
      await signInWith(target.email).expect(200);
    });

    it('refuses a password of 129 characters with 400 PASSWORD_TOO_LONG', async () => {
      const response = await post('set-user-password', admin.cookie, {
        userId: plainUser.userId,
        newPassword: 'x'.repeat(129),
      }).expect(400);
      expect(response.body).toEqual({ code: 'PASSWORD_TOO_LONG', message: 'Password too long' });
    });

    it('refuses an empty password with 400 VALIDATION_ERROR', async () => {
      const response = await post('set-user-password', admin.cookie, {
        userId: plainUser.userId,
        newPassword: '',
      }).expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
      expect(Array.isArray(response.body.errors)).toBe(true);
    });

    it('answers an unknown user id with 404 USER_NOT_FOUND', async () => {
      const response = await post('set-user-password', admin.cookie, {
        userId: UNKNOWN_ID,
        newPassword: 'a brand new password',
      }).expect(404);
      expect(response.body).toEqual(USER_NOT_FOUND);
    });
  });
});

describe('ADMIN_USER_IDS', () => {
  let first: TestApp;
  let second: TestApp;
  let chosen: SignedUpUser;

  beforeAll(async () => {
    // The chosen id only exists once a user signs up, so a second app with that id configured serves the same database.
    first = await createTestApp({ config: ADMIN_TEST_CONFIG, prepareDatabase: async () => undefined });
    chosen = await signUp(first.http);
    second = await createTestApp({
      config: { ...ADMIN_TEST_CONFIG, databaseUrl: first.database.url, adminUserIds: [chosen.userId] },
    });
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('lets a plain user whose id is configured list users, and nobody else', async () => {
    const denied = await request(first.http).get(`${ADMIN}/list-users`).set('Cookie', chosen.cookie).expect(403);
    expect(denied.body).toEqual(NOT_ALLOWED_TO_LIST_USERS);

    const cookie = await signIn(second.http, chosen.email);
    const response = await request(second.http).get(`${ADMIN}/list-users`).set('Cookie', cookie).expect(200);
    expect(response.body.users.map((user: { id: string }) => user.id)).toContain(chosen.userId);
    expect(response.body.users.find((user: { id: string }) => user.id === chosen.userId).role).toBe('user');

    const other = await signUp(second.http);
    const otherDenied = await request(second.http).get(`${ADMIN}/list-users`).set('Cookie', other.cookie).expect(403);
    expect(otherDenied.body).toEqual(NOT_ALLOWED_TO_LIST_USERS);
  });

  it('lets the configured user act as an administrator on other users too', async () => {
    const cookie = await signIn(second.http, chosen.email);
    const target = await signUp(second.http);
    const response = await request(second.http)
      .post(`${ADMIN}/ban-user`)
      .set('Cookie', cookie)
      .send({ userId: target.userId, banReason: 'By configured id' })
      .expect(200);
    expect(response.body.user).toMatchObject({ banned: true, banReason: 'By configured id' });
    const created = await request(second.http)
      .post(`${ADMIN}/create-user`)
      .set('Cookie', cookie)
      .send({ email: uniqueEmail(), password: PASSWORD, name: 'Made By Id' })
      .expect(200);
    expect(created.body.user.role).toBe('user');
  });
});
