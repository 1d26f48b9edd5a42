import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY, createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, cookiesFrom, signUp, uniqueEmail } from '../../support/factories';

const CREATE_USER = '/api/auth/admin/create-user';
const SIGN_IN = '/api/auth/sign-in/email';
const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: 'Unauthorized' };
const NOT_ALLOWED = { code: 'YOU_ARE_NOT_ALLOWED_TO_CREATE_USERS', message: 'You are not allowed to create users' };
const ALREADY_EXISTS = {
  code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
  message: 'User already exists. Use another email.',
};

describe('POST /api/auth/admin/create-user', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let plainUser: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: { ...ADMIN_TEST_CONFIG, admin: { roles: { support: { user: ['list'] } } } } });
    admin = await createUserWithRole(t.http, 'admin');
    plainUser = await signUp(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  function asServer(body: Record<string, unknown>): request.Test {
    return request(t.http).post(CREATE_USER).set('x-service-key', TEST_SERVICE_KEY).send(body);
  }

  function newUser(extra: Record<string, unknown> = {}): Record<string, unknown> {
    return { email: uniqueEmail('created'), password: PASSWORD, name: 'New Hire', ...extra };
  }

  describe('as a trusted backend with the service key and no session', () => {
    it('creates the user with the given role and answers it wrapped in user, setting no cookie', async () => {
      const body = newUser({ role: 'support' });
      const response = await asServer(body).expect(200);
      expect(response.body).toEqual({
        user: {
          id: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
          name: 'New Hire',
          email: body.email,
          emailVerified: false,
          image: null,
          role: 'support',
          banned: false,
          banReason: null,
          banExpires: null,
          twoFactorEnabled: false,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      });
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('stores a list of roles comma-joined', async () => {
      const response = await asServer(newUser({ role: ['admin', 'support'] })).expect(200);
      expect(response.body.user.role).toBe('admin,support');
    });

    it('gives the default role user when no role is sent', async () => {
      const response = await asServer(newUser()).expect(200);
      expect(response.body.user.role).toBe('user');
    });

    it('stores the e-mail lowercased', async () => {
      const email = uniqueEmail('mixed');
      const response = await asServer(newUser({ email: email.toUpperCase() })).expect(200);
      expect(response.body.user.email).toBe(email);
    });

    it('lets the created user sign in with the given password', async () => {
      const body = newUser();
      const created = await asServer(body).expect(200);
      const signIn = await request(t.http).post(SIGN_IN).send({ email: body.email, password: PASSWORD }).expect(200);
      expect(signIn.body.user.id).toBe(created.body.user.id);
    });

    it("takes the image from data and keeps the body's name over data's, as Better Auth 1.7 does", async () => {
      const response = await asServer(
        newUser({ data: { name: 'Data Name', image: 'https://example.com/hire.png' } }),
      ).expect(200);
      expect(response.body.user).toMatchObject({ name: 'New Hire', image: 'https://example.com/hire.png' });
      const cookie = cookiesFrom(
        await request(t.http).post(SIGN_IN).send({ email: response.body.user.email, password: PASSWORD }).expect(200),
      );
      const session = await request(t.http).get('/api/auth/get-session').set('Cookie', cookie).expect(200);
      expect(session.body.user).toMatchObject({ name: 'New Hire', image: 'https://example.com/hire.png' });
    });

    it('ignores ids and timestamps given in data', async () => {
      const data = {
        id: 'chosenIdChosenIdChosenIdChosenId',
        createdAt: '2000-01-01T00:00:00.000Z',
        updatedAt: '2000-01-01T00:00:00.000Z',
      };
      const response = await asServer(newUser({ data })).expect(200);
      expect(response.body.user.id).not.toBe(data.id);
      expect(response.body.user.createdAt).not.toBe(data.createdAt);
      expect(response.body.user.updatedAt).not.toBe(data.updatedAt);
    });

    it.each([
      ['an image that is no text', { image: { url: 'x' } }],
      ['an emailVerified that is no boolean', { emailVerified: 'yes' }],
    ])('refuses %s in data with 400 VALIDATION_ERROR and creates nobody', async (_case, data) => {
      const body = newUser({ data });
      const response = await asServer(body).expect(400);
      expect(response.body).toEqual({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
      await request(t.http).post(SIGN_IN).send({ email: body.email, password: PASSWORD }).expect(401);
    });

    it('refuses a badly formed e-mail with 400 INVALID_EMAIL', async () => {
      const response = await asServer(newUser({ email: 'not-an-email' })).expect(400);
      expect(response.body).toEqual({ code: 'INVALID_EMAIL', message: 'Invalid email' });
    });

    it('refuses a password of 7 characters with 400 PASSWORD_TOO_SHORT and creates nobody', async () => {
      const body = newUser({ password: 'short12' });
      const response = await asServer(body).expect(400);
      expect(response.body).toEqual({ code: 'PASSWORD_TOO_SHORT', message: 'Password too short' });
      await asServer({ ...body, password: PASSWORD }).expect(200);
    });

    it('refuses a password of 129 characters with 400 PASSWORD_TOO_LONG', async () => {
      const response = await asServer(newUser({ password: 'x'.repeat(129) })).expect(400);
      expect(response.body).toEqual({ code: 'PASSWORD_TOO_LONG', message: 'Password too long' });
    });

    it('accepts passwords of exactly 8 and 128 characters', async () => {
      await asServer(newUser({ password: 'x'.repeat(8) })).expect(200);
      const body = newUser({ password: 'y'.repeat(128) });
      await asServer(body).expect(200);
      await request(t.http)
        .post(SIGN_IN)
        .send({ email: body.email, password: 'y'.repeat(128) })
        .expect(200);
    });

    it('refuses a body without a password with 400 VALIDATION_ERROR', async () => {
      const response = await asServer({ email: uniqueEmail(), name: 'No Password' }).expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
      expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'password' })]));
    });

    it.each([
      ['the name is missing', { email: 'someone@example.com', password: PASSWORD }],
      ['the e-mail is missing', { name: 'Someone', password: PASSWORD }],
      ['data is not an object', { email: 'someone@example.com', password: PASSWORD, name: 'Someone', data: 'x' }],
    ])('refuses a body where %s with 400 VALIDATION_ERROR', async (_case, body) => {
      const response = await asServer(body).expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
      expect(Array.isArray(response.body.errors)).toBe(true);
    });

    it.each([
      ['a number', 5],
      ['an empty list', []],
      ['a list holding a number', ['admin', 7]],
    ])('refuses a role that is %s with 400 INVALID_ROLE_TYPE', async (_case, role) => {
      const response = await asServer(newUser({ role })).expect(400);
      expect(response.body).toEqual({ code: 'INVALID_ROLE_TYPE', message: 'Invalid role type' });
    });

    it('refuses an e-mail that already exists, in any case, with 400 USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', async () => {
      const existing = await signUp(t.http);
      const response = await asServer(newUser({ email: existing.email.toUpperCase() })).expect(400);
      expect(response.body).toEqual(ALREADY_EXISTS);
      await request(t.http).post(SIGN_IN).send({ email: existing.email, password: PASSWORD }).expect(200);
    });

    it('creates one user when two calls race for the same e-mail and refuses the other with 400', async () => {
      const body = newUser();
      const responses = await Promise.all([asServer(body), asServer(body), asServer(body)]);
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([200, 400, 400]);
      for (const refused of responses.filter((response) => response.status === 400))
        expect(refused.body).toEqual(ALREADY_EXISTS);
    });
  });

  it('refuses a call with neither a service key nor a session with 401 UNAUTHORIZED', async () => {
    const body = newUser();
    const response = await request(t.http).post(CREATE_USER).send(body).expect(401);
    expect(response.body).toEqual(UNAUTHORIZED);
    await request(t.http).post(SIGN_IN).send({ email: body.email, password: PASSWORD }).expect(401);
  });

  it('refuses a wrong service key without a session with 401 UNAUTHORIZED', async () => {
    const response = await request(t.http)
      .post(CREATE_USER)
      .set('x-service-key', `${TEST_SERVICE_KEY}x`)
      .send(newUser())
      .expect(401);
    expect(response.body).toEqual(UNAUTHORIZED);
  });

  it("refuses a plain user's session with 403 YOU_ARE_NOT_ALLOWED_TO_CREATE_USERS", async () => {
    const response = await request(t.http)
      .post(CREATE_USER)
      .set('Cookie', plainUser.cookie)
      .send(newUser())
      .expect(403);
    expect(response.body).toEqual(NOT_ALLOWED);
  });

  it("refuses a plain user's session with 403 even when the service key comes with it, and creates nobody", async () => {
    const body = newUser({ role: 'admin' });
    const response = await request(t.http)
      .post(CREATE_USER)
      .set('Cookie', plainUser.cookie)
      .set('x-service-key', TEST_SERVICE_KEY)
      .send(body)
      .expect(403);
    expect(response.body).toEqual(NOT_ALLOWED);
    await request(t.http).post(SIGN_IN).send({ email: body.email, password: PASSWORD }).expect(401);
  });

  it("lets an administrator's session create a user without the service key", async () => {
    const body = newUser({ role: ['user', 'support'] });
    const response = await request(t.http).post(CREATE_USER).set('Cookie', admin.cookie).send(body).expect(200);
    expect(response.body.user).toMatchObject({
      email: body.email,
      name: 'New Hire',
      role: 'user,support',
      banned: false,
    });
    await request(t.http).post(SIGN_IN).send({ email: body.email, password: PASSWORD }).expect(200);
  });
});

describe('POST /api/auth/admin/create-user with configured additional fields', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      config: {
        ...ADMIN_TEST_CONFIG,
        user: {
          additionalFields: {
            department: { type: 'string', required: true },
            clearance: { type: 'string', defaultValue: 'basic', input: false },
          },
        },
      },
    });
  });

  afterAll(async () => {
    await t.close();
  });

  function asServer(body: Record<string, unknown>): request.Test {
    return request(t.http).post(CREATE_USER).set('x-service-key', TEST_SERVICE_KEY).send(body);
  }

  it('stores a declared field from data and ignores undeclared ones', async () => {
    const response = await asServer({
      email: uniqueEmail(),
      password: PASSWORD,
      name: 'Clerk',
      data: { department: 'IT', favouriteColour: 'blue' },
    }).expect(200);
    expect(response.body.user).toMatchObject({ department: 'IT', clearance: 'basic' });
    expect(response.body.user).not.toHaveProperty('favouriteColour');
  });

  it('refuses a missing required field with 400 {field} is required', async () => {
    const response = await asServer({ email: uniqueEmail(), password: PASSWORD, name: 'Clerk' }).expect(400);
    expect(response.body).toEqual({ code: 'DEPARTMENT_IS_REQUIRED', message: 'department is required' });
  });

  it('refuses a field closed to input with 400', async () => {
    const response = await asServer({
      email: uniqueEmail(),
      password: PASSWORD,
      name: 'Clerk',
      data: { department: 'IT', clearance: 'top-secret' },
    }).expect(400);
    expect(response.body).toEqual({
      code: 'CLEARANCE_IS_NOT_ALLOWED_TO_BE_SET',
      message: 'clearance is not allowed to be set',
    });
  });
});
