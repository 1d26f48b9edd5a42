import { Sequelize } from 'sequelize-typescript';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY, createUserWithRole } from '../../support/admin';
import { BodyEndpoint, NON_OBJECT_BODIES, bodyEndpointsOf } from '../../support/body-shapes';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';

const INVALID_BODY = { code: 'VALIDATION_ERROR', message: 'Invalid body parameters' };
// Calls that end the caller's sessions go with a user of their own, so a wrong success cannot sign the
// administrator out of the rest of the run.
const SESSION_ENDING = ['/api/auth/delete-user', '/api/auth/change-password'];

jest.setTimeout(60_000);

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
    return isRefused && response.body.message === INVALID_BODY.message
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
