import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY, createUserWithRole } from '../../support/admin';
import { onlyEvent } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signIn, signUp } from '../../support/factories';

const ROLES = '/api/auth/admin';
const SUPPORT = { user: ['list', 'get'], session: ['list'] };

const refusal = (code: string, message: string) => ({ code, message });
const TAKEN = refusal('ROLE_NAME_IS_ALREADY_TAKEN', 'That role name is already taken');
const NOT_FOUND = refusal('ROLE_NOT_FOUND', 'Role not found');
const ASSIGNED = refusal(
  'ROLE_IS_ASSIGNED_TO_USERS',
  'Cannot delete a role that is assigned to users. Please reassign the users to a different role first',
);

describe('admin roles made at run time', () => {
  let t: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({
      config: {
        ...ADMIN_TEST_CONFIG,
        admin: { roles: { auditor: { audit: ['list'] } } },
        organization: { roles: { billing: { invoice: ['read'] }, member: { apiKey: ['read'] } } },
      },
    });
    admin = await createUserWithRole(t.http, 'admin');
  });

  afterAll(async () => {
    await t.close();
  });

  function post(path: string, body: object, cookie = admin.cookie): request.Test {
    return request(t.http).post(`${ROLES}/${path}`).set('Cookie', cookie).send(body);
  }

  function get(path: string, query: Record<string, string> = {}, cookie = admin.cookie): request.Test {
    return request(t.http).get(`${ROLES}/${path}`).query(query).set('Cookie', cookie);
  }

  async function setRole(userId: string, role: string): Promise<void> {
    await post('set-role', { userId, role }).expect(200);
  }

  let roleCount = 0;
  /** A fresh role name, so the cases do not depend on each other. */
  const nameOf = (stem: string) => `${stem}-${++roleCount}`;

  it('creates a role (its name kept in lower case), then lists it and reads it by name and by id', async () => {
    const name = nameOf('Support');
    const created = await post('create-role', { role: name, permission: SUPPORT }).expect(200);

    expect(created.body).toEqual({
      success: true,
      roleData: {
        id: expect.any(String),
        role: name.toLowerCase(),
        permission: SUPPORT,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
      statements: SUPPORT,
    });
    const { id, role } = created.body.roleData;
    expect((await get('list-roles').expect(200)).body).toContainEqual(created.body.roleData);
    expect((await get('get-role', { roleName: role }).expect(200)).body).toEqual(created.body.roleData);
    expect((await get('get-role', { roleId: id }).expect(200)).body).toEqual(created.body.roleData);
    const event = await onlyEvent(t.http, admin.cookie, 'admin.create-role', id);
    expect(event).toMatchObject({ result: 'success', actorId: admin.userId, targetType: 'role' });
    expect(event.metadata).toEqual({ role, permission: SUPPORT });
  });

  it('lets a holder of the role do what it grants at once, and nothing else', async () => {
    const role = nameOf('helpdesk');
    await post('create-role', { role, permission: SUPPORT }).expect(200);
    const helper = await signUp(t.http);
    await setRole(helper.userId, role);
    const cookie = await signIn(t.http, helper.email);

    await request(t.http).get(`${ROLES}/list-users`).set('Cookie', cookie).expect(200);
    await request(t.http)
      .post(`${ROLES}/ban-user`)
      .set('Cookie', cookie)
      .send({ userId: admin.userId })
      .expect(403, refusal('YOU_ARE_NOT_ALLOWED_TO_BAN_USERS', 'You are not allowed to ban users'));
    const check = (permissions: object) =>
      request(t.http).post(`${ROLES}/has-permission`).set('Cookie', cookie).send({ permissions });
    expect((await check({ user: ['list'] }).expect(200)).body).toEqual({ error: null, success: true });
    expect((await check({ user: ['ban'] }).expect(200)).body).toEqual({ error: null, success: false });

    await post('update-role', {
      roleName: role,
      data: { permission: { ...SUPPORT, user: ['list', 'get', 'ban'] } },
    }).expect(200);
    expect((await check({ user: ['ban'] }).expect(200)).body).toEqual({ error: null, success: true });
  });

  it('accepts a role made at run time in create-user and update-user, and still refuses one that does not exist', async () => {
    const role = nameOf('reader');
    await post('create-role', { role, permission: { user: ['list'] } }).expect(200);
    const made = await request(t.http)
      .post(`${ROLES}/create-user`)
      .set('x-service-key', TEST_SERVICE_KEY)
      .send({ email: `${role}@example.com`, password: 'a-long-password-1', name: 'Reader', role })
      .expect(200);
    expect(made.body.user.role).toBe(role);
    await post('update-user', { userId: made.body.user.id, data: { role: ['user', role] } }).expect(200);

    await post('set-role', { userId: made.body.user.id, role: 'no-such-role' }).expect(
      400,
      refusal('YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE', 'You are not allowed to set a non-existent role value'),
    );
  });

  it('keeps a role while someone holds it: no deleting, no renaming; free again once they do not', async () => {
    const role = nameOf('desk');
    await post('create-role', { role, permission: SUPPORT }).expect(200);
    const holder = await signUp(t.http);
    await setRole(holder.userId, `user,${role}`);

    await post('delete-role', { roleName: role }).expect(400, ASSIGNED);
    await post('update-role', { roleName: role, data: { roleName: `${role}-renamed` } }).expect(400, ASSIGNED);
    await setRole(holder.userId, 'user');
    const renamed = await post('update-role', { roleName: role, data: { roleName: `${role}-Renamed` } }).expect(200);
    expect(renamed.body).toMatchObject({ success: true, roleData: { role: `${role}-renamed`, permission: SUPPORT } });
    await post('delete-role', { roleId: renamed.body.roleData.id }).expect(200, { success: true });

    await get('get-role', { roleName: `${role}-renamed` }).expect(400, NOT_FOUND);
    const event = await onlyEvent(t.http, admin.cookie, 'admin.delete-role', renamed.body.roleData.id);
    expect(event).toMatchObject({ result: 'success', metadata: { role: `${role}-renamed` } });
  });

  it('refuses a name another role has: built in, configured or made at run time', async () => {
    const role = nameOf('twice');
    await post('create-role', { role, permission: SUPPORT }).expect(200);
    for (const taken of ['admin', 'user', 'auditor', role, role.toUpperCase()]) {
      await post('create-role', { role: taken, permission: SUPPORT }).expect(400, TAKEN);
    }
    const other = nameOf('other');
    await post('create-role', { role: other, permission: SUPPORT }).expect(200);
    await post('update-role', { roleName: other, data: { roleName: role } }).expect(400, TAKEN);
  });

  it('makes one role of a name asked for by many at once; the others are told the name is taken', async () => {
    const role = nameOf('rush');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => post('create-role', { role, permission: { user: ['list'] } })),
    );

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((each) => each.status !== 200)) expect(answer.body).toEqual(TAKEN);
    const listed = (await get('list-roles').expect(200)).body as Array<{ role: string }>;
    expect(listed.filter((each) => each.role === role)).toHaveLength(1);
  });

  it('refuses statements of an unknown resource or action', async () => {
    await post('create-role', { role: nameOf('odd'), permission: { files: ['read'] } }).expect(
      400,
      refusal('INVALID_RESOURCE', 'The provided permission includes an invalid resource'),
    );
    await post('create-role', { role: nameOf('odd'), permission: { user: ['fly'] } }).expect(
      400,
      refusal('INVALID_ACTION', 'The provided permission includes an invalid action'),
    );
  });

  it('refuses a role that would grant what its maker lacks, naming what is missing', async () => {
    const maker = nameOf('role-maker');
    await post('create-role', { role: maker, permission: { ac: ['create', 'update'], user: ['list'] } }).expect(200);
    const holder = await signUp(t.http);
    await setRole(holder.userId, maker);
    const cookie = await signIn(t.http, holder.email);

    const response = await post(
      'create-role',
      { role: nameOf('greedy'), permission: { user: ['list', 'ban'], session: ['revoke'] } },
      cookie,
    ).expect(403);
    expect(response.body).toEqual({
      code: 'YOU_ARE_NOT_ALLOWED_TO_CREATE_A_ROLE',
      message: 'You are not allowed to create a role',
      missingPermissions: ['user:ban', 'session:revoke'],
    });
    const modest = nameOf('modest');
    await post('create-role', { role: modest, permission: { user: ['list'] } }, cookie).expect(200);
    const update = await post('update-role', { roleName: modest, data: { permission: { user: ['ban'] } } }, cookie);
    expect(update.status).toBe(403);
    expect(update.body).toMatchObject({
      code: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_A_ROLE',
      missingPermissions: ['user:ban'],
    });
  });

  it('refuses callers without the ac statement, and without a session', async () => {
    const plain = await signUp(t.http);
    await post('create-role', { role: nameOf('x'), permission: {} }, plain.cookie).expect(
      403,
      refusal('YOU_ARE_NOT_ALLOWED_TO_CREATE_A_ROLE', 'You are not allowed to create a role'),
    );
    await get('list-roles', {}, plain.cookie).expect(
      403,
      refusal('YOU_ARE_NOT_ALLOWED_TO_LIST_A_ROLE', 'You are not allowed to list a role'),
    );
    await get('get-role', { roleName: 'x' }, plain.cookie).expect(
      403,
      refusal('YOU_ARE_NOT_ALLOWED_TO_READ_A_ROLE', 'You are not allowed to read a role'),
    );
    await post('update-role', { roleName: 'x', data: {} }, plain.cookie).expect(403);
    await post('delete-role', { roleName: 'x' }, plain.cookie).expect(
      403,
      refusal('YOU_ARE_NOT_ALLOWED_TO_DELETE_A_ROLE', 'You are not allowed to delete a role'),
    );
    await request(t.http).get(`${ROLES}/list-roles`).expect(401);
  });

  it('answers ROLE_NOT_FOUND for a role not made at run time, and refuses deleting a predefined one', async () => {
    await get('get-role', { roleName: 'nobody' }).expect(400, NOT_FOUND);
    await get('get-role').expect(400, NOT_FOUND);
    await post('update-role', { roleName: 'admin', data: { permission: {} } }).expect(400, NOT_FOUND);
    for (const predefined of ['admin', 'user', 'auditor']) {
      await post('delete-role', { roleName: predefined }).expect(
        400,
        refusal('CANNOT_DELETE_A_PRE_DEFINED_ROLE', 'Cannot delete a pre-defined role'),
      );
    }
  });

  it.each([
    ['no body', undefined],
    ['a null role', { role: null, permission: SUPPORT }],
    ['a role of several names', { role: 'a,b', permission: SUPPORT }],
    ['a role name of spaces', { role: '  ', permission: SUPPORT }],
    ['a lone surrogate', { role: 'x\ud800', permission: SUPPORT }],
    ['actions that are no list', { role: 'fine', permission: { user: 'list' } }],
    ['null statements', { role: 'fine', permission: null }],
  ])('refuses create-role with %s as a validation error', async (_case, body) => {
    const response = await post('create-role', body as object).expect(400);
    expect(response.body.code).toBe('VALIDATION_ERROR');
  });

  it.each([
    ['update-role', 'no data', { roleName: 'x' }],
    ['update-role', 'null data', { roleName: 'x', data: null }],
    ['update-role', 'null statements', { roleName: 'x', data: { permission: null } }],
    ['update-role', 'a null new name', { roleName: 'x', data: { roleName: null } }],
    ['update-role', 'a new name of several', { roleName: 'x', data: { roleName: 'a,b' } }],
    ['delete-role', 'a null name', { roleName: null }],
    ['delete-role', 'a numeric id', { roleId: 12 }],
  ])('refuses %s with %s as a validation error', async (path, _case, body) => {
    const response = await post(path, body).expect(400);
    expect(response.body.code).toBe('VALIDATION_ERROR');
  });

  it('serves the statements catalogue and the predefined roles of both sides to a signed-in user', async () => {
    const plain = await signUp(t.http);
    const response = await request(t.http).get('/api/auth/access/statements').set('Cookie', plain.cookie).expect(200);

    expect(response.body.admin.statements).toMatchObject({
      user: expect.arrayContaining(['list', 'ban', 'set-role']),
      session: ['list', 'revoke', 'delete'],
      ac: ['create', 'read', 'update', 'delete'],
    });
    expect(response.body.admin.roles).toMatchObject({
      user: { user: [], session: [] },
      admin: response.body.admin.statements,
      auditor: { audit: ['list'] },
    });
    expect(response.body.organization.statements).toEqual({
      organization: ['update', 'delete'],
      member: ['create', 'update', 'delete'],
      invitation: ['create', 'cancel'],
      team: ['create', 'update', 'delete'],
      ac: ['create', 'read', 'update', 'delete'],
      apiKey: ['create', 'read', 'update', 'delete'],
      invoice: ['read'],
    });
    expect(response.body.organization.roles).toMatchObject({
      owner: { ac: ['create', 'read', 'update', 'delete'], apiKey: ['create', 'read', 'update', 'delete'] },
      admin: { organization: ['update'], ac: ['create', 'read', 'update', 'delete'] },
      member: { ac: ['read'], apiKey: ['read'] },
      billing: { invoice: ['read'] },
    });
    await request(t.http).get('/api/auth/access/statements').expect(401);
  });
});
