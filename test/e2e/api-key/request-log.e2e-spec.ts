import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY } from '../../support/admin';
import { createKey, verifyKey } from '../../support/api-keys';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import { createOrganization } from '../../support/organizations';
import { LogCapture } from '../../support/log-capture';

/** The request log names who a key acted for and which key, never the key itself. */
describe('the request log of requests made with an API key', () => {
  const logs = new LogCapture();
  let t: TestApp;
  let user: SignedUpUser;
  let organizationId: string;

  beforeAll(async () => {
    t = await createTestApp({
      logs,
      config: {
        ...ADMIN_TEST_CONFIG,
        logLevel: 'info',
        apiKey: { configurations: { organization: { references: 'organization', defaultPrefix: 'org_' } } },
      },
    });
    user = await signUp(t.http);
    organizationId = (await createOrganization(t.http, user.cookie)).id;
  });

  afterAll(async () => {
    await t.close();
  });

  /** The completed-request lines of one route, parsed. */
  const linesOf = (route: string): Record<string, unknown>[] =>
    logs.text
      .split('\n')
      .filter((line) => line.includes('"request completed"') && line.includes(`"route":"${route}"`))
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it('shows the key owner as userId and the key id as apiKeyId for a request authenticated with x-api-key', async () => {
    const created = await createKey(t.http, user.cookie, { name: 'reports' });
    await request(t.http).get('/api/auth/list-sessions').set('x-api-key', created.key).expect(200);

    const [line] = linesOf('/api/auth/list-sessions');
    expect(line).toMatchObject({ status: 200, userId: user.userId, apiKeyId: created.id });
    expect(line).not.toHaveProperty('organizationId');
    expect(logs.text).not.toContain(created.key);
  });

  it('shows the verified key and its user on api-key/verify, called with the service key', async () => {
    const created = await createKey(t.http, user.cookie, { name: 'verified' });
    expect((await verifyKey(t.http, created.key)).valid).toBe(true);

    const line = linesOf('/api/auth/api-key/verify').at(-1);
    expect(line).toMatchObject({ status: 200, userId: user.userId, apiKeyId: created.id });
    expect(logs.text).not.toContain(created.key);
  });

  it("shows an organization's key as organizationId, with userId null", async () => {
    const created = (
      await request(t.http)
        .post('/api/auth/api-key/create')
        .set('Cookie', user.cookie)
        .send({ configId: 'organization', organizationId, name: 'billing' })
        .expect(200)
    ).body;
    await request(t.http)
      .post('/api/auth/api-key/verify')
      .set('x-service-key', TEST_SERVICE_KEY)
      .send({ key: created.key, configId: 'organization' })
      .expect(200);

    const line = linesOf('/api/auth/api-key/verify').at(-1);
    expect(line).toMatchObject({ status: 200, userId: null, organizationId, apiKeyId: created.id });
    expect(logs.text).not.toContain(created.key);
  });

  it('names no key when the key given is not valid', async () => {
    await verifyKey(t.http, 'not-a-key-of-this-service-0123456789');

    const line = linesOf('/api/auth/api-key/verify').at(-1);
    expect(line).toMatchObject({ status: 200, userId: null });
    expect(line).not.toHaveProperty('apiKeyId');
  });
});
