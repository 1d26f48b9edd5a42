import request from 'supertest';
import { ADMIN_TEST_CONFIG, LINE_14_CONFIG, createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, signUp } from '../../support/factories';

/** A role beyond admin and user, with statements of its own. */
const SUPPORT_ROLE = { support: { user: ['list', 'get', 'update'] } };

describe('admin update-user as Better Auth 1.7 answers it (the default), with a configured support role', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let support: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: { ...ADMIN_TEST_CONFIG, admin: { roles: SUPPORT_ROLE } } });
    [admin, support] = await Promise.all([createUserWithRole(t.http, 'admin'), createUserWithRole(t.http, 'support')]);
  });

  afterAll(async () => {
    await t.close();
  });

  const updateUser = (caller: SignedUpUser, userId: string, data: Record<string, unknown>) =>
    request(t.http).post('/api/auth/admin/update-user').set('Cookie', caller.cookie).send({ userId, data });

  it('refuses password with 400 PASSWORD_CANNOT_BE_UPDATED_VIA_UPDATE_USER and id with 400 USER_ID_CANNOT_BE_UPDATED', async () => {
    const target = await signUp(t.http);

    expect(
      (await updateUser(admin, target.userId, { name: 'New', password: 'another password' }).expect(400)).body,
    ).toEqual({
      code: 'PASSWORD_CANNOT_BE_UPDATED_VIA_UPDATE_USER',
      message: 'Password cannot be updated through update-user. Use the set-user-password endpoint instead',
    });
    expect((await updateUser(admin, target.userId, { id: 'another-id' }).expect(400)).body).toEqual({
      code: 'USER_ID_CANNOT_BE_UPDATED',
      message: 'User id cannot be updated',
    });
  });

  it('refuses a role nobody defined with 400 YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE, and sets a configured one', async () => {
    const target = await signUp(t.http);

    expect((await updateUser(admin, target.userId, { role: ['user', 'wizard'] }).expect(400)).body).toEqual({
      code: 'YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE',
      message: 'You are not allowed to set a non-existent role value',
    });
    expect((await updateUser(admin, target.userId, { role: 'support' }).expect(200)).body).toMatchObject({
      id: target.userId,
      role: 'support',
    });
  });

  it('refuses set-role with a role nobody defined with 400 YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE, and sets a configured one', async () => {
    const target = await signUp(t.http);
    const setRole = (role: unknown) =>
      request(t.http)
        .post('/api/auth/admin/set-role')
        .set('Cookie', admin.cookie)
        .send({ userId: target.userId, role });

    expect((await setRole('emperor').expect(400)).body).toEqual({
      code: 'YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE',
      message: 'You are not allowed to set a non-existent role value',
    });
    expect((await setRole(['user', 'emperor']).expect(400)).body.code).toBe(
      'YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE',
    );
    expect((await setRole(['user', 'support']).expect(200)).body.user).toMatchObject({ role: 'user,support' });
  });

  it('lets the support role do what its statements grant: list users and update a name', async () => {
    const target = await signUp(t.http);

    await request(t.http).get('/api/auth/admin/list-users').set('Cookie', support.cookie).expect(200);
    expect((await updateUser(support, target.userId, { name: 'Renamed' }).expect(200)).body).toMatchObject({
      name: 'Renamed',
    });
    await request(t.http)
      .post('/api/auth/admin/remove-user')
      .set('Cookie', support.cookie)
      .send({ userId: target.userId })
      .expect(403);
  });

  it.each([
    [
      { email: 'moved@example.com' },
      'YOU_ARE_NOT_ALLOWED_TO_SET_USERS_EMAIL',
      'You are not allowed to update users email',
    ],
    [{ emailVerified: true }, 'YOU_ARE_NOT_ALLOWED_TO_SET_USERS_EMAIL', 'You are not allowed to update users email'],
    [{ role: 'admin' }, 'YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE', 'You are not allowed to change users role'],
    [{ banned: true }, 'YOU_ARE_NOT_ALLOWED_TO_BAN_USERS', 'You are not allowed to ban users'],
  ])('refuses %j from a role without its permission with 403 %s', async (data, code, message) => {
    const target = await signUp(t.http);

    expect((await updateUser(support, target.userId, data).expect(403)).body).toEqual({ code, message });
  });

  it("bans through the ban fields, ending the user's sessions, and unbans", async () => {
    const target = await signUp(t.http);

    const banned = (await updateUser(admin, target.userId, { banned: true, banReason: 'spam' }).expect(200)).body;
    const session = await request(t.http).get('/api/auth/get-session').set('Cookie', target.cookie).expect(200);
    const unbanned = (await updateUser(admin, target.userId, { banned: false }).expect(200)).body;

    expect(banned).toMatchObject({ banned: true, banReason: 'spam' });
    expect(session.body).toBeNull();
    expect(unbanned).toMatchObject({ banned: false, banReason: null });
  });

  it('refuses to ban yourself with 400 YOU_CANNOT_BAN_YOURSELF', async () => {
    const response = await updateUser(admin, admin.userId, { banned: true }).expect(400);

    expect(response.body).toEqual({ code: 'YOU_CANNOT_BAN_YOURSELF', message: 'You cannot ban yourself' });
  });

  it('refuses an address another user holds with 400 USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', async () => {
    const [target, holder] = await Promise.all([signUp(t.http), signUp(t.http)]);

    const response = await updateUser(admin, target.userId, { email: holder.email }).expect(400);

    expect(response.body).toEqual({
      code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
      message: 'User already exists. Use another email.',
    });
  });
});

describe('admin update-user with BETTER_AUTH_COMPAT=1.4', () => {
  let t: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: LINE_14_CONFIG });
    admin = await createUserWithRole(t.http, 'admin');
  });

  afterAll(async () => {
    await t.close();
  });

  const updateUser = (userId: string, data: Record<string, unknown>) =>
    request(t.http).post('/api/auth/admin/update-user').set('Cookie', admin.cookie).send({ userId, data });

  it('stores a role nobody defined through set-role, as 1.4 does with its default options', async () => {
    const target = await signUp(t.http);

    const response = await request(t.http)
      .post('/api/auth/admin/set-role')
      .set('Cookie', admin.cookie)
      .send({ userId: target.userId, role: 'emperor' })
      .expect(200);

    expect(response.body.user).toMatchObject({ id: target.userId, role: 'emperor' });
  });

  it('drops password, id and the ban fields without a word and stores a role nobody defined', async () => {
    const target = await signUp(t.http);

    const response = await updateUser(target.userId, {
      name: 'Kept',
      password: 'another password',
      id: 'another-id',
      banned: true,
      banReason: 'sneaky',
      role: 'wizard',
    }).expect(200);

    expect(response.body).toMatchObject({
      id: target.userId,
      name: 'Kept',
      role: 'wizard',
      banned: false,
      banReason: null,
    });
    await request(t.http).post('/api/auth/sign-in/email').send({ email: target.email, password: PASSWORD }).expect(200);
  });

  it('refuses data with only ignored fields with 400 NO_DATA_TO_UPDATE', async () => {
    const target = await signUp(t.http);

    const response = await updateUser(target.userId, { banned: true, banExpires: null }).expect(400);

    expect(response.body).toEqual({ code: 'NO_DATA_TO_UPDATE', message: 'No data to update' });
  });

  it('refuses an e-mail another user has with 422 USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', async () => {
    const [target, holder] = await Promise.all([signUp(t.http), signUp(t.http)]);

    const response = await updateUser(target.userId, { email: holder.email }).expect(422);

    expect(response.body).toEqual({
      code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
      message: 'User already exists. Use another email.',
    });
  });
});
