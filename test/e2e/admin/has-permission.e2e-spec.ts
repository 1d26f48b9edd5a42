import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY, createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';

const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: 'Unauthorized' };
const NO_PERMISSIONS = {
  code: 'INVALID_PERMISSION_CHECK_NO_PERMISSIONS_WERE_PASSED',
  message: 'invalid permission check. no permission(s) were passed.',
};
const GRANTED = { error: null, success: true };
const DENIED = { error: null, success: false };
const BAN = { user: ['ban'] };

describe('POST /api/auth/admin/has-permission', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let plainUser: SignedUpUser;
  let multiRole: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    admin = await createUserWithRole(t.http, 'admin');
    plainUser = await signUp(t.http);
    multiRole = await createUserWithRole(t.http, 'user,admin');
  });

  afterAll(async () => {
    await t.close();
  });

  function check(body: object, as: { cookie?: string; serviceKey?: string } = {}): request.Test {
    const call = request(t.http).post('/api/auth/admin/has-permission');
    if (as.cookie) call.set('Cookie', as.cookie);
    if (as.serviceKey) call.set('x-service-key', as.serviceKey);
    return call.send(body);
  }

  describe('with a session', () => {
    it('grants an administrator the ban permission', async () => {
      const response = await check({ permissions: BAN }, { cookie: admin.cookie }).expect(200);

      expect(response.body).toEqual(GRANTED);
    });

    it('answers success false, not an error, for a plain user', async () => {
      const response = await check({ permissions: BAN }, { cookie: plainUser.cookie }).expect(200);

      expect(response.body).toEqual(DENIED);
    });

    it('accepts the older permission key', async () => {
      expect((await check({ permission: BAN }, { cookie: admin.cookie }).expect(200)).body).toEqual(GRANTED);
      expect((await check({ permission: BAN }, { cookie: plainUser.cookie }).expect(200)).body).toEqual(DENIED);
    });

    it('needs every asked action of every resource', async () => {
      const everything = { user: ['ban', 'impersonate', 'set-password'], session: ['list', 'revoke', 'delete'] };
      expect((await check({ permissions: everything }, { cookie: admin.cookie }).expect(200)).body).toEqual(GRANTED);
      expect(
        (await check({ permissions: { user: ['ban', 'fly'] } }, { cookie: admin.cookie }).expect(200)).body,
      ).toEqual(DENIED);
      expect(
        (await check({ permissions: { user: ['ban'], billing: ['refund'] } }, { cookie: admin.cookie }).expect(200))
          .body,
      ).toEqual(DENIED);
    });

    it('answers success false for a resource no role grants, even with an empty action list', async () => {
      expect((await check({ permissions: { billing: [] } }, { cookie: admin.cookie }).expect(200)).body).toEqual(
        DENIED,
      );
      expect(
        (await check({ permissions: { user: ['ban'], billing: [] } }, { cookie: admin.cookie }).expect(200)).body,
      ).toEqual(DENIED);
      expect((await check({ permissions: { billing: [] } }, { cookie: plainUser.cookie }).expect(200)).body).toEqual(
        DENIED,
      );
    });

    it('answers success false for resources named like object prototype members', async () => {
      for (const resource of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
        const response = await check({ permissions: { [resource]: ['create'] } }, { cookie: admin.cookie }).expect(200);
        expect(response.body).toEqual(DENIED);
      }
    });

    it('answers success false for an empty permissions object', async () => {
      const response = await check({ permissions: {} }, { cookie: admin.cookie }).expect(200);

      expect(response.body).toEqual(DENIED);
    });

    it('grants a user whose comma-joined roles include admin', async () => {
      const response = await check({ permissions: BAN }, { cookie: multiRole.cookie }).expect(200);

      expect(response.body).toEqual(GRANTED);
    });

    it('checks the caller and ignores the userId and role in the body', async () => {
      expect((await check({ permissions: BAN, role: 'admin' }, { cookie: plainUser.cookie }).expect(200)).body).toEqual(
        DENIED,
      );
      expect(
        (await check({ permissions: BAN, userId: admin.userId }, { cookie: plainUser.cookie }).expect(200)).body,
      ).toEqual(DENIED);
      expect(
        (
          await check({ permissions: BAN, role: 'user', userId: plainUser.userId }, { cookie: admin.cookie }).expect(
            200,
          )
        ).body,
      ).toEqual(GRANTED);
    });

    it('checks the caller even when a service key comes with the session', async () => {
      const response = await check(
        { permissions: BAN, role: 'admin' },
        { cookie: plainUser.cookie, serviceKey: TEST_SERVICE_KEY },
      ).expect(200);

      expect(response.body).toEqual(DENIED);
    });

    it('refuses a body without permissions with 400 INVALID_PERMISSION_CHECK_NO_PERMISSIONS_WERE_PASSED', async () => {
      const response = await check({}, { cookie: admin.cookie }).expect(400);

      expect(response.body).toEqual(NO_PERMISSIONS);
    });

    it('refuses actions that are not a list with 400 VALIDATION_ERROR', async () => {
      const response = await check({ permissions: { user: 'ban' } }, { cookie: admin.cookie }).expect(400);

      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
    });
  });

  describe('without a session', () => {
    it('refuses a call without a service key with 401 UNAUTHORIZED', async () => {
      const response = await check({ permissions: BAN, role: 'admin' }).expect(401);

      expect(response.body).toEqual(UNAUTHORIZED);
    });

    it('refuses a wrong service key with 401 UNAUTHORIZED', async () => {
      const response = await check(
        { permissions: BAN, userId: admin.userId },
        { serviceKey: 'not-the-service-key-0123456789abc' },
      ).expect(401);

      expect(response.body).toEqual(UNAUTHORIZED);
    });

    it('checks a role for a trusted backend', async () => {
      const server = { serviceKey: TEST_SERVICE_KEY };
      expect((await check({ permissions: BAN, role: 'admin' }, server).expect(200)).body).toEqual(GRANTED);
      expect((await check({ permissions: BAN, role: 'user' }, server).expect(200)).body).toEqual(DENIED);
      expect((await check({ permissions: BAN, role: 'superhero' }, server).expect(200)).body).toEqual(DENIED);
    });

    it('grants a comma-joined role that includes admin', async () => {
      const response = await check({ permissions: BAN, role: 'user,admin' }, { serviceKey: TEST_SERVICE_KEY }).expect(
        200,
      );

      expect(response.body).toEqual(GRANTED);
    });

    it('checks the named user for a trusted backend', async () => {
      const server = { serviceKey: TEST_SERVICE_KEY };
      expect((await check({ permissions: BAN, userId: admin.userId }, server).expect(200)).body).toEqual(GRANTED);
      expect((await check({ permissions: BAN, userId: plainUser.userId }, server).expect(200)).body).toEqual(DENIED);
      expect((await check({ permissions: BAN, userId: multiRole.userId }, server).expect(200)).body).toEqual(GRANTED);
    });

    it('answers 400 USER_NOT_FOUND for an unknown user id', async () => {
      const response = await check(
        { permissions: BAN, userId: 'no-such-user-000000000000000000' },
        { serviceKey: TEST_SERVICE_KEY },
      ).expect(400);

      expect(response.body).toEqual({ code: 'USER_NOT_FOUND', message: 'user not found.' });
    });

    it('refuses neither a userId nor a role with 400 USER_ID_OR_ROLE_IS_REQUIRED', async () => {
      const response = await check({ permissions: BAN }, { serviceKey: TEST_SERVICE_KEY }).expect(400);

      expect(response.body).toEqual({ code: 'USER_ID_OR_ROLE_IS_REQUIRED', message: 'user id or role is required' });
    });

    it('refuses a body without permissions with 400 INVALID_PERMISSION_CHECK_NO_PERMISSIONS_WERE_PASSED', async () => {
      const response = await check({ role: 'admin' }, { serviceKey: TEST_SERVICE_KEY }).expect(400);

      expect(response.body).toEqual(NO_PERMISSIONS);
    });
  });
});

describe('POST /api/auth/admin/has-permission with configured admin user ids', () => {
  const ALWAYS_ALLOWED_ID = 'always-allowed-user-id-000000000';
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { ...ADMIN_TEST_CONFIG, adminUserIds: [ALWAYS_ALLOWED_ID] } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('passes every check for a configured admin user id, whatever its role', async () => {
    const asked = [BAN, { user: ['impersonate', 'delete'], session: ['revoke'] }, { billing: ['refund'] }, {}];
    for (const permissions of asked) {
      const response = await request(t.http)
        .post('/api/auth/admin/has-permission')
        .set('x-service-key', TEST_SERVICE_KEY)
        .send({ userId: ALWAYS_ALLOWED_ID, role: 'user', permissions })
        .expect(200);
      expect(response.body).toEqual(GRANTED);
    }
  });

  it('does not extend the bypass to other ids with the same role', async () => {
    const response = await request(t.http)
      .post('/api/auth/admin/has-permission')
      .set('x-service-key', TEST_SERVICE_KEY)
      .send({ userId: 'someone-else-000000000000000000', role: 'user', permissions: BAN })
      .expect(200);

    expect(response.body).toEqual(DENIED);
  });
});
