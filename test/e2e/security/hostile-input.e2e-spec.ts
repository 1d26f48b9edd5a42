import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, signUp, uniqueEmail } from '../../support/factories';

const NOT_FOUND = { code: 'NOT_FOUND', message: 'Not Found' };
const INVALID_JSON = { code: 'VALIDATION_ERROR', message: 'Invalid body parameters' };

describe('hostile input', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  describe('request bodies', () => {
    it('answers malformed JSON with 400 BAD_REQUEST as JSON, as Better Auth 1.7 does, saying where it broke', async () => {
      const response = await request(t.http)
        .post('/api/auth/sign-in/email')
        .set('Content-Type', 'application/json')
        .send('{"email": "a@example.com", "password": ')
        .expect(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toEqual({
        code: 'BAD_REQUEST',
        message: 'Invalid JSON in request body: the body ends too early at position 39 (line 1, column 40)',
      });
    });

    it('answers a text/plain body with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
      const response = await request(t.http)
        .post('/api/auth/request-password-reset')
        .set('Content-Type', 'text/plain')
        .send('email=a@example.com')
        .expect(415);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Content-Type "text/plain" is not allowed. Allowed types: application/json',
      });
    });

    it('answers a form body on a JSON-only path with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
      const response = await request(t.http)
        .post('/api/auth/request-password-reset')
        .type('form')
        .send({ email: 'a@example.com' })
        .expect(415);
      expect(response.body).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Content-Type "application/x-www-form-urlencoded" is not allowed. Allowed types: application/json',
      });
    });

    it('answers a body over 100 KB with 413 PAYLOAD_TOO_LARGE as JSON', async () => {
      const response = await request(t.http)
        .post('/api/auth/sign-up/email')
        .send({ name: 'x'.repeat(110 * 1024), email: uniqueEmail(), password: PASSWORD })
        .expect(413);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' });
    });

    it.each([
      ['an e-mail that is a number', { email: 12345, password: PASSWORD }],
      ['an e-mail that is an operator object', { email: { $ne: '' }, password: PASSWORD }],
      ['a password that is an array', { email: 'a@example.com', password: [PASSWORD] }],
      ['a password that is null', { email: 'a@example.com', password: null }],
      ['a nested object in place of every field', { email: { a: { b: { c: 1 } } }, password: { d: [1, 2, 3] } }],
    ])('refuses sign-in with %s with 400 VALIDATION_ERROR', async (_case, body) => {
      const response = await request(t.http).post('/api/auth/sign-in/email').send(body).expect(400);
      expect(response.body).toMatchObject(INVALID_JSON);
      expect(Array.isArray(response.body.errors)).toBe(true);
    });

    it.each([
      ['an array', '[{"email":"a@example.com","password":"correct horse battery"}]'],
      ['a string', '"a@example.com"'],
      ['a number', '42'],
      ['null', 'null'],
    ])('refuses a JSON body that is %s with 400 VALIDATION_ERROR', async (_case, raw) => {
      const response = await request(t.http)
        .post('/api/auth/sign-in/email')
        .set('Content-Type', 'application/json')
        .send(raw)
        .expect(400);
      expect(response.body).toMatchObject(INVALID_JSON);
    });

    it('refuses deeply nested JSON with a 4xx JSON error, not a 5xx', async () => {
      const depth = 20_000;
      const raw = `{"email":${'['.repeat(depth)}${']'.repeat(depth)},"password":"x"}`;
      const response = await request(t.http)
        .post('/api/auth/sign-in/email')
        .set('Content-Type', 'application/json')
        .send(raw);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(INVALID_JSON);
    });

    it('refuses an oversized name under the body limit with 400 VALIDATION_ERROR', async () => {
      const response = await request(t.http)
        .post('/api/auth/sign-up/email')
        .send({ name: 'x'.repeat(50_000), email: uniqueEmail(), password: PASSWORD })
        .expect(400);
      expect(response.body).toMatchObject(INVALID_JSON);
    });

    it('refuses NUL bytes in the name with 400 VALIDATION_ERROR and creates no user', async () => {
      const email = uniqueEmail();
      const response = await request(t.http)
        .post('/api/auth/sign-up/email')
        .send({ name: 'Ada\u0000Lovelace', email, password: PASSWORD })
        .expect(400);
      expect(response.body).toMatchObject(INVALID_JSON);
      await request(t.http).post('/api/auth/sign-in/email').send({ email, password: PASSWORD }).expect(401);
    });

    it('refuses NUL bytes in the password of a sign-in with 400 VALIDATION_ERROR', async () => {
      const user = await signUp(t.http);
      const response = await request(t.http)
        .post('/api/auth/sign-in/email')
        .send({ email: user.email, password: `${PASSWORD}\u0000` })
        .expect(400);
      expect(response.body).toMatchObject(INVALID_JSON);
    });

    it('refuses NUL bytes in a key of the body with 400 VALIDATION_ERROR', async () => {
      const response = await request(t.http)
        .post('/api/auth/sign-up/email')
        .set('Content-Type', 'application/json')
        .send(`{"name":"A","email":"${uniqueEmail()}","password":"${PASSWORD}","x\\u0000y":1}`)
        .expect(400);
      expect(response.body).toMatchObject(INVALID_JSON);
    });

    it('does not let a __proto__ key set fields on the new user', async () => {
      const email = uniqueEmail();
      const response = await request(t.http)
        .post('/api/auth/sign-up/email')
        .set('Content-Type', 'application/json')
        .send(
          `{"name":"A","email":"${email}","password":"${PASSWORD}","__proto__":{"emailVerified":true,"role":"admin"}}`,
        )
        .expect(200);
      expect(response.body.user).toMatchObject({ email, emailVerified: false, role: 'user' });
    });
  });

  describe('routes', () => {
    it('answers an unknown path with 404 NOT_FOUND as JSON', async () => {
      const response = await request(t.http).get('/api/auth/no-such-endpoint').expect(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toEqual(NOT_FOUND);
    });

    it('answers an unknown POST path with 404 NOT_FOUND', async () => {
      const response = await request(t.http).post('/api/auth/no-such-endpoint').send({}).expect(404);
      expect(response.body).toEqual(NOT_FOUND);
    });

    it('answers GET on the POST-only sign-out with 404 NOT_FOUND', async () => {
      const response = await request(t.http).get('/api/auth/sign-out').expect(404);
      expect(response.body).toEqual(NOT_FOUND);
    });

    it('answers GET on the POST-only sign-in with 404 NOT_FOUND', async () => {
      const response = await request(t.http).get('/api/auth/sign-in/email').expect(404);
      expect(response.body).toEqual(NOT_FOUND);
    });
  });

  describe('response headers', () => {
    it.each([
      ['a successful answer', (t: TestApp) => request(t.http).get('/api/auth/get-session'), 200],
      ['an error answer', (t: TestApp) => request(t.http).post('/api/auth/sign-in/email').send({}), 400],
      ['a not-found answer', (t: TestApp) => request(t.http).get('/api/auth/nowhere'), 404],
    ])('%s carries Cache-Control no-store and nosniff, and no X-Powered-By', async (_case, call, status) => {
      const response = await call(t).expect(status);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-powered-by']).toBeUndefined();
    });

    it('keeps no-store on a signed-in answer that sets cookies', async () => {
      const response = await request(t.http)
        .post('/api/auth/sign-up/email')
        .send({ name: 'A', email: uniqueEmail(), password: PASSWORD })
        .expect(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-powered-by']).toBeUndefined();
    });
  });

  describe('error bodies', () => {
    it('never carry a stack trace', async () => {
      const user = await signUp(t.http);
      const responses = await Promise.all([
        request(t.http).post('/api/auth/sign-in/email').set('Content-Type', 'application/json').send('{bad json'),
        request(t.http)
          .post('/api/auth/sign-in/email')
          .send({ email: ['x'], password: 1 }),
        request(t.http).post('/api/auth/sign-in/email').send({ email: user.email, password: 'wrong password' }),
        request(t.http).post('/api/auth/sign-up/email').send({ name: 'A', email: user.email, password: PASSWORD }),
        request(t.http).post('/api/auth/revoke-sessions').send({}),
        request(t.http).get('/api/auth/unknown'),
        request(t.http).post('/api/auth/sign-up/email').set('Content-Type', 'text/plain').send('hello'),
      ]);
      for (const response of responses) {
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.text).not.toMatch(/stack/i);
        expect(response.text).not.toMatch(/\bat .+\.(ts|js):\d+/);
        expect(response.text).not.toMatch(/<html/i);
        expect(Object.keys(response.body)).toEqual(expect.arrayContaining(['code', 'message']));
      }
    });

    it('are typed as JSON even on the HTML error page, refusing a repeated query field with 400 VALIDATION_ERROR', async () => {
      const response = await request(t.http).get('/api/auth/error?error=a&error=b').expect(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid query parameters' });
    });
  });
});
