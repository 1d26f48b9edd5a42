import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, cookiesFrom, uniqueEmail } from '../../support/factories';

const SIGN_UP = '/api/auth/sign-up/email';

describe('configured additional user fields', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      config: {
        user: {
          additionalFields: {
            department: { type: 'string', required: true },
            employeeNumber: { type: 'number' },
            newsletter: { type: 'boolean', defaultValue: false },
            clearance: { type: 'string', defaultValue: 'basic', input: false },
            internalNote: { type: 'string', returned: false },
          },
        },
      },
    });
  });

  afterAll(async () => {
    await t.close();
  });

  function signUpBody(extra: Record<string, unknown> = {}) {
    return { name: 'Ada', email: uniqueEmail(), password: PASSWORD, department: 'IT', ...extra };
  }

  it('stores and returns the given fields with defaults for the rest, hiding non-returned ones', async () => {
    const response = await request(t.http)
      .post(SIGN_UP)
      .send(signUpBody({ employeeNumber: 4711, internalNote: 'vip' }))
      .expect(200);
    expect(response.body.user).toMatchObject({
      department: 'IT',
      employeeNumber: 4711,
      newsletter: false,
      clearance: 'basic',
    });
    expect(response.body.user).not.toHaveProperty('internalNote');

    const session = await request(t.http).get('/api/auth/get-session').set('Cookie', cookiesFrom(response)).expect(200);
    expect(session.body.user).toMatchObject({
      department: 'IT',
      employeeNumber: 4711,
      newsletter: false,
      clearance: 'basic',
    });
    expect(session.body.user).not.toHaveProperty('internalNote');
  });

  it('refuses a sign-up without a required field with 400 {field} is required', async () => {
    const response = await request(t.http)
      .post(SIGN_UP)
      .send(signUpBody({ department: undefined }))
      .expect(400);
    expect(response.body).toEqual({ code: 'DEPARTMENT_IS_REQUIRED', message: 'department is required' });
  });

  it('refuses a field closed to input with 400 and creates no user', async () => {
    const body = signUpBody({ clearance: 'top-secret' });
    const response = await request(t.http).post(SIGN_UP).send(body).expect(400);
    expect(response.body).toEqual({
      code: 'CLEARANCE_IS_NOT_ALLOWED_TO_BE_SET',
      message: 'clearance is not allowed to be set',
    });
    await request(t.http).post('/api/auth/sign-in/email').send({ email: body.email, password: PASSWORD }).expect(401);
  });

  it('refuses a field of the wrong type with 400 VALIDATION_ERROR naming it', async () => {
    const response = await request(t.http)
      .post(SIGN_UP)
      .send(signUpBody({ employeeNumber: 'many' }))
      .expect(400);
    expect(response.body).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Invalid body parameters',
      errors: [{ field: 'employeeNumber', message: 'employeeNumber must be a number' }],
    });
  });

  it('updates a field through update-user and refuses a closed one there too', async () => {
    const signUp = await request(t.http).post(SIGN_UP).send(signUpBody()).expect(200);
    const cookie = cookiesFrom(signUp);
    await request(t.http)
      .post('/api/auth/update-user')
      .set('Cookie', cookie)
      .send({ department: 'Finance' })
      .expect(200, { status: true });
    const session = await request(t.http)
      .get('/api/auth/get-session?disableCookieCache=true')
      .set('Cookie', cookie)
      .expect(200);
    expect(session.body.user.department).toBe('Finance');

    const closed = await request(t.http)
      .post('/api/auth/update-user')
      .set('Cookie', cookie)
      .send({ clearance: 'top' })
      .expect(400);
    expect(closed.body).toEqual({
      code: 'CLEARANCE_IS_NOT_ALLOWED_TO_BE_SET',
      message: 'clearance is not allowed to be set',
    });
  });
});

describe('an app without additional fields, after one with them in the same process', () => {
  it("reads and writes users without the other app's columns", async () => {
    const withFields = await createTestApp({
      config: { user: { additionalFields: { department: { type: 'string' } } } },
    });
    await withFields.close();
    const plain = await createTestApp();
    try {
      const response = await request(plain.http)
        .post(SIGN_UP)
        .send({ name: 'Plain', email: uniqueEmail(), password: PASSWORD, department: 'ignored' })
        .expect(200);
      expect(response.body.user).not.toHaveProperty('department');
    } finally {
      await plain.close();
    }
  });
});
