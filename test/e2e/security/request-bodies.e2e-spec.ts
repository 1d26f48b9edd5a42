import { Sequelize } from 'sequelize-typescript';
import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, signUp, uniqueEmail, SignedUpUser } from '../../support/factories';
import { rawRequest } from '../../support/raw-http';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY, createUserWithRole } from '../../support/admin';
import { BodyEndpoint, NON_OBJECT_BODIES, bodyEndpointsOf } from '../../support/body-shapes';

jest.setTimeout(60_000);

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

const INVALID_BODY = { code: 'VALIDATION_ERROR', message: 'Invalid body parameters' };
// Calls that end the caller's sessions go with a user of their own, so a wrong success cannot sign the
// administrator out of the rest of the run.
const SESSION_ENDING = ['/api/auth/delete-user', '/api/auth/change-password'];

describe('bodies that are not an object, and null fields, on every endpoint that reads a body, generated', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let endpoints: BodyEndpoint[];
  const ownUsers = new Map<string, SignedUpUser>();

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    admin = await createUserWithRole(t.http, 'admin');
    for (const path of SESSION_ENDING) ownUsers.set(path, await signUp(t.http));
    const document = (await request(t.http).get('/api/reference/openapi.json').expect(200)).body;
    endpoints = bodyEndpointsOf(document, '/');
  });

  afterAll(async () => {
    await t.close();
  });

  /** The row count of every table. */
  async function rowCounts(): Promise<Record<string, number>> {
    const models = Object.values(t.app.get(Sequelize).models);
    const counts = await Promise.all(models.map(async (model) => [model.tableName, await model.count()] as const));
    return Object.fromEntries(counts);
  }

  /** Tables with more rows than before: a refused request adds none (mail still queued may leave meanwhile). */
  async function grownSince(before: Record<string, number>): Promise<string[]> {
    const after = await rowCounts();
    return Object.keys(after).filter((table) => after[table] > (before[table] ?? 0));
  }

  /** As an administrator and a trusted backend, so each call passes its guards and meets the validation. */
  function post(path: string): request.Test {
    return request(t.http)
      .post(path)
      .set('Origin', t.baseUrl)
      .set('x-service-key', TEST_SERVICE_KEY)
      .set('Cookie', (ownUsers.get(path) ?? admin).cookie);
  }

  function refusal(label: string, response: request.Response): string[] {
    const isRefused = response.status === 400 && response.body.code === INVALID_BODY.code;
    // Registration refuses metadata in RFC 7591's form, as the package does.
    const isRegistrationRefusal =
      label.startsWith('/api/auth/oauth2/register ') &&
      response.status === 400 &&
      /^invalid_(client_metadata|redirect_uri|software_statement)$/.test(response.body.error);
    return (isRefused && response.body.message === INVALID_BODY.message) || isRegistrationRefusal
      ? []
      : [`${label} -> ${response.status} ${response.text.slice(0, 160)}`];
  }

  it('answers no body, or a body that is null, an array, a string, a number or true, with 400 VALIDATION_ERROR and creates nothing', async () => {
    const before = await rowCounts();
    const failures: string[] = [];
    for (const { path, isBodyRequired } of endpoints) {
      if (isBodyRequired) {
        const bare = await post(path).set('Content-Length', '0');
        failures.push(...refusal(`${path} with no body and no type`, bare));
        const typed = await post(path).set('Content-Type', 'application/json').set('Content-Length', '0');
        failures.push(...refusal(`${path} with no body, typed as JSON`, typed));
      }
      for (const text of NON_OBJECT_BODIES) {
        const response = await post(path).set('Content-Type', 'application/json').send(text);
        failures.push(...refusal(`${path} with ${text}`, response));
      }
    }
    expect(failures).toEqual([]);
    expect(await grownSince(before)).toEqual([]);
    expect(endpoints.filter((endpoint) => endpoint.isBodyRequired).length).toBeGreaterThan(60);
  });

  it('takes no body as an empty one where the document says the body may be left out', async () => {
    const omittable = endpoints.filter((endpoint) => !endpoint.isBodyRequired);
    const refused: string[] = [];
    for (const { path } of omittable) {
      const response = await post(path).set('Content-Length', '0');
      if (response.status >= 400) refused.push(`${path} -> ${response.status} ${response.text.slice(0, 160)}`);
    }
    expect(refused).toEqual([]);
    expect(omittable.map((endpoint) => endpoint.path)).toEqual(
      expect.arrayContaining(['/api/auth/two-factor/send-otp', '/api/auth/callback/{providerId}']),
    );
  });

  it('answers null in each field the document does not call nullable with 400 VALIDATION_ERROR, and creates nothing', async () => {
    const before = await rowCounts();
    const failures: string[] = [];
    let cases = 0;
    for (const { path, example, fields } of endpoints) {
      for (const { name } of fields.filter((field) => !field.isNullable)) {
        cases += 1;
        const response = await post(path).send({ ...example, [name]: null });
        failures.push(...refusal(`${path} with ${name}: null`, response));
      }
    }
    expect(failures).toEqual([]);
    expect(await grownSince(before)).toEqual([]);
    expect(cases).toBeGreaterThan(150);
  });
});
