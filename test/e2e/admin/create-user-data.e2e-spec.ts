import request from 'supertest';
import { ADMIN_TEST_CONFIG, LINE_14_CONFIG, TEST_SERVICE_KEY, createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, uniqueEmail } from '../../support/factories';

const CREATE_USER = '/api/auth/admin/create-user';
const SIGN_IN = '/api/auth/sign-in/email';
const NON_EXISTENT_ROLE = {
  code: 'YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE',
  message: 'You are not allowed to set a non-existent role value',
};
// A role that may create users and nothing else, to meet the permissions behind `role` and the ban.
const ROLES = { admin: { roles: { creator: { user: ['create'] } } } };
const ADDITIONAL_FIELDS = { user: { additionalFields: { department: { type: 'string' } } } };

function newUser(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { email: uniqueEmail('created'), password: PASSWORD, name: 'New Hire', ...extra };
}

describe('admin create-user data and roles as Better Auth 1.7 takes them (the default)', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let creator: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: { ...ADMIN_TEST_CONFIG, ...ROLES, ...ADDITIONAL_FIELDS } });
    [admin, creator] = await Promise.all([createUserWithRole(t.http, 'admin'), createUserWithRole(t.http, 'creator')]);
  });

  afterAll(async () => {
    await t.close();
  });

  const asServer = (body: Record<string, unknown>) =>
    request(t.http).post(CREATE_USER).set('x-service-key', TEST_SERVICE_KEY).send(body);
  const as = (user: SignedUpUser, body: Record<string, unknown>) =>
    request(t.http).post(CREATE_USER).set('Cookie', user.cookie).send(body);

  it("keeps emailVerified, image and declared fields from data, and the body's name over data's", async () => {
    const data = { emailVerified: true, image: 'https://example.com/a.png', department: 'IT', name: 'Other' };
    const body = newUser({ data });

    const response = await as(admin, body).expect(200);
    const signIn = await request(t.http).post(SIGN_IN).send({ email: body.email, password: PASSWORD }).expect(200);

    const kept = { name: 'New Hire', emailVerified: true, image: data.image, department: 'IT', role: 'user' };
    expect(response.body.user).toMatchObject(kept);
    expect(signIn.body.user).toMatchObject({ name: 'New Hire', emailVerified: true, image: data.image });
  });

  it('takes the role from data when the body names none, and a ban from data', async () => {
    const body = newUser({ data: { role: 'admin', banned: true, banReason: 'spam' } });

    const response = await as(admin, body).expect(200);
    const signIn = await request(t.http).post(SIGN_IN).send({ email: body.email, password: PASSWORD }).expect(403);

    expect(response.body.user).toMatchObject({ role: 'admin', banned: true, banReason: 'spam', banExpires: null });
    expect(signIn.body.code).toBe('BANNED_USER');
  });

  it.each([
    ['an unknown role', { role: 'emperor' }],
    ['a list holding an unknown role', { role: ['user', 'emperor'] }],
    ['an unknown role in data', { data: { role: 'emperor' } }],
  ])('refuses %s with 400 YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE and creates nobody', async (_case, extra) => {
    const body = newUser(extra);

    const fromAdmin = await as(admin, body).expect(400);
    const fromServer = await asServer(body).expect(400);

    expect(fromAdmin.body).toEqual(NON_EXISTENT_ROLE);
    expect(fromServer.body).toEqual(NON_EXISTENT_ROLE);
    await request(t.http).post(SIGN_IN).send({ email: body.email, password: PASSWORD }).expect(401);
  });

  it('refuses a role from a caller who may not set roles with 403 YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE', async () => {
    const response = await as(creator, newUser({ role: 'user' })).expect(403);

    expect(response.body).toEqual({
      code: 'YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE',
      message: 'You are not allowed to change users role',
    });
  });

  it('refuses a ban from a caller who may not ban with 403 YOU_ARE_NOT_ALLOWED_TO_BAN_USERS', async () => {
    const response = await as(creator, newUser({ data: { banned: true } })).expect(403);

    expect(response.body).toEqual({
      code: 'YOU_ARE_NOT_ALLOWED_TO_BAN_USERS',
      message: 'You are not allowed to ban users',
    });
  });

  it('lets a caller who may only create users create one with the default role', async () => {
    const response = await as(creator, newUser()).expect(200);

    expect(response.body.user).toMatchObject({ role: 'user', banned: false, emailVerified: false });
  });
});

describe('admin create-user data and roles with BETTER_AUTH_COMPAT=1.4', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { ...LINE_14_CONFIG, ...ADDITIONAL_FIELDS } });
  });

  afterAll(async () => {
    await t.close();
  });

  const asServer = (body: Record<string, unknown>) =>
    request(t.http).post(CREATE_USER).set('x-service-key', TEST_SERVICE_KEY).send(body);

  it('stores a role no definition names, as Better Auth 1.4 does', async () => {
    const response = await asServer(newUser({ role: 'emperor' })).expect(200);

    expect(response.body.user.role).toBe('emperor');
  });

  it("keeps emailVerified, image and declared fields from data, with data's name, and ignores its role and ban", async () => {
    const data = { emailVerified: true, image: 'https://example.com/b.png', department: 'Ops', name: 'Data Name' };

    const response = await asServer(newUser({ data: { ...data, role: 'admin', banned: true } })).expect(200);

    expect(response.body.user).toMatchObject({ ...data, role: 'user', banned: false });
  });

  it('refuses a name in data that is no text with 400 VALIDATION_ERROR', async () => {
    const response = await asServer(newUser({ data: { name: 42 } })).expect(400);

    expect(response.body).toEqual({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
  });
});
