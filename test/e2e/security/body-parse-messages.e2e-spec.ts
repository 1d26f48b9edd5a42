import { Sequelize } from 'sequelize-typescript';
import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, signUp, uniqueEmail } from '../../support/factories';
import { rawRequest } from '../../support/raw-http';

/**
 * A body the service cannot read says why: where JSON stops being JSON, or which content types the
 * endpoint takes. Nothing the body asked for happens.
 */
describe('answers to bodies that cannot be read', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
  });

  afterAll(async () => {
    await t.close();
  });

  async function usersWith(email: string): Promise<number> {
    const [rows] = await t.app.get(Sequelize).query('SELECT id FROM "user" WHERE email = :email', {
      replacements: { email },
    });
    return rows.length;
  }

  const postJsonText = (path: string, text: string, cookie?: string) => {
    const pending = request(t.http).post(path).set('Content-Type', 'application/json');
    if (cookie) pending.set('Cookie', cookie);
    return pending.send(text);
  };

  it.each([
    // The unquoted key; the closing brace after a trailing comma; the single quote.
    ['/api/auth/sign-up/email', '{"name": "Ada", "email": "EMAIL", password: "x"}', 'password', 1],
    ['/api/auth/sign-in/email', '{\n  "email": "EMAIL",\n  "password": "x",\n}', '\n}', 4],
    ['/api/auth/request-password-reset', "{'email': 'EMAIL'}", "'", 1],
  ])(
    'POST %s with broken JSON answers 400 BAD_REQUEST naming the position, and does nothing',
    async (path, template, breaksAt, line) => {
      const existing = await signUp(t.http);
      const email = path.endsWith('sign-up/email') ? uniqueEmail('broken') : existing.email;
      const text = template.replace('EMAIL', email);
      const position = text.indexOf(breaksAt) + (breaksAt.startsWith('\n') ? 1 : 0);
      const column = position - text.lastIndexOf('\n', position - 1);
      const response = await postJsonText(path, text).expect(400);

      expect(response.body).toEqual({
        code: 'BAD_REQUEST',
        message: `Invalid JSON in request body: unexpected character at position ${position} (line ${line}, column ${column})`,
      });
      expect(response.text).not.toContain(email);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await usersWith(email)).toBe(email === existing.email ? 1 : 0);
      await expect(t.mail.waitFor(email, () => true, 300)).rejects.toThrow(/No e-mail/);
    },
  );

  it('answers a signed-in update-user with broken JSON the same way, leaving the user unchanged', async () => {
    const user = await signUp(t.http, { name: 'Before' });
    const response = await postJsonText('/api/auth/update-user', '{"name": "After"', user.cookie).expect(400);

    expect(response.body).toEqual({
      code: 'BAD_REQUEST',
      message: 'Invalid JSON in request body: the body ends too early at position 16 (line 1, column 17)',
    });
    const session = await request(t.http).get('/api/auth/get-session').set('Cookie', user.cookie).expect(200);
    expect(session.body.user.name).toBe('Before');
  });

  it('keeps 400 VALIDATION_ERROR for JSON that is not an object', async () => {
    const response = await postJsonText('/api/auth/sign-in/email', '"a@example.com"').expect(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
  });

  it('says JSON sent as a form (curl -d without a Content-Type) needs application/json, and creates nobody', async () => {
    const email = uniqueEmail('curl');
    const response = await request(t.http)
      .post('/api/auth/sign-up/email')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send(JSON.stringify({ name: 'Curl', email, password: PASSWORD }))
      .expect(400);

    expect(response.body).toEqual({
      code: 'VALIDATION_ERROR',
      message:
        'Invalid body parameters: the body is JSON but was sent as application/x-www-form-urlencoded; send it with Content-Type: application/json. Allowed types: application/json, application/x-www-form-urlencoded',
    });
    expect(await usersWith(email)).toBe(0);
  });

  it('still takes a real form where the endpoint takes forms', async () => {
    const email = uniqueEmail('form');
    await request(t.http)
      .post('/api/auth/sign-up/email')
      .type('form')
      .send({ name: 'Form', email, password: PASSWORD })
      .expect(200);
    expect(await usersWith(email)).toBe(1);
  });

  it('answers a body without any Content-Type with 415 naming the accepted types', async () => {
    const email = uniqueEmail('untyped');
    const response = await rawRequest(t.baseUrl, {
      method: 'POST',
      path: '/api/auth/sign-up/email',
      headers: { origin: t.baseUrl },
      body: JSON.stringify({ name: 'Untyped', email, password: PASSWORD }),
    });

    expect(response.status).toBe(415);
    expect(response.body).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Content-Type is required. Allowed types: application/json, application/x-www-form-urlencoded',
    });
    expect(await usersWith(email)).toBe(0);
  });

  it('answers text/plain on a JSON-only endpoint with 415 naming application/json', async () => {
    const response = await request(t.http)
      .post('/api/auth/change-password')
      .set('Content-Type', 'text/plain')
      .send('{"newPassword":"x"}')
      .expect(415);
    expect(response.body).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Content-Type "text/plain" is not allowed. Allowed types: application/json',
    });
  });
});
