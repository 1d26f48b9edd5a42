import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY, createUserWithRole } from '../support/admin';
import { TestApp, createTestApp } from '../support/create-test-app';
import { ExampleProcess, startExample } from '../support/example-process';
import { SignedUpUser } from '../support/factories';
import { TestOAuthClient, issuerOf, registerClient, updateClient } from '../support/oauth-provider';

const CALLER = join(__dirname, '..', '..', 'examples', 'service-to-service', 'caller.mjs');
const REPORTS = 'https://reports.example.test/';
const BILLING = 'https://billing.example.test/';

describe('examples/service-to-service: an API checking client-credentials tokens by introspection', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let apiClient: TestOAuthClient;
  let caller: TestOAuthClient;
  let api: ExampleProcess;

  beforeAll(async () => {
    t = await createTestApp({
      config: ADMIN_TEST_CONFIG,
      listen: true,
      env: { OAUTH_PROVIDER_SCOPES: 'api:read api:write' },
    });
    admin = await createUserWithRole(t.http, 'admin');
    await createResource(REPORTS);
    await createResource(BILLING);
    apiClient = await registerMachineClient('Reports API');
    await link(REPORTS, apiClient);
    caller = await registerMachineClient('Billing job');
    await link(REPORTS, caller);
    api = await startApi(apiClient);
  });

  afterAll(async () => {
    await api?.stop();
    await t?.close();
  });

  function registerMachineClient(name: string): Promise<TestOAuthClient> {
    return registerClient(t, admin.cookie, {
      client_name: name,
      redirect_uris: ['https://reports.example.test/unused'],
      grant_types: ['client_credentials'],
      client_credentials_scopes: ['api:read', 'api:write'],
    });
  }

  async function adminCall(method: string, path: string, body?: object): Promise<void> {
    const answer = await fetch(`${issuerOf(t)}/admin/oauth2/resources${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-service-key': TEST_SERVICE_KEY, cookie: admin.cookie },
      body: body && JSON.stringify(body),
    });
    expect(answer.ok).toBe(true);
  }
  const createResource = (identifier: string) => adminCall('POST', '', { identifier });
  const link = (identifier: string, client: TestOAuthClient) =>
    adminCall('POST', `/${encodeURIComponent(identifier)}/clients/${client.clientId}`);

  const startApi = (client: TestOAuthClient) =>
    startExample('service-to-service/api.mjs', {
      ISSUER: issuerOf(t),
      CLIENT_ID: client.clientId,
      CLIENT_SECRET: client.clientSecret!,
      RESOURCE: REPORTS,
    });

  const basic = (client: TestOAuthClient) =>
    `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`;

  async function tokenFor(client: TestOAuthClient, scope: string, resource: string | null = REPORTS): Promise<string> {
    const answer = await fetch(`${issuerOf(t)}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(client) },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope, ...(resource ? { resource } : {}) }),
    });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { access_token: string }).access_token;
  }

  async function revoke(client: TestOAuthClient, token: string): Promise<void> {
    const answer = await fetch(`${issuerOf(t)}/oauth2/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(client) },
      body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
    });
    expect(answer.status).toBe(200);
  }

  const callApi = (token: string, method = 'GET', url = api.url) =>
    fetch(`${url}/reports`, { method, headers: { authorization: `Bearer ${token}` } });

  it('refuses a request without a token with 401 and a Bearer challenge', async () => {
    const answer = await fetch(`${api.url}/reports`);

    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="reports"');
  });

  it('serves the caller script, a client of its own that gets an api:read token for the API’s resource', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [CALLER], {
      env: {
        PATH: process.env.PATH ?? '',
        ISSUER: issuerOf(t),
        CLIENT_ID: caller.clientId,
        CLIENT_SECRET: caller.clientSecret,
        API_URL: api.url,
        RESOURCE: REPORTS,
        SCOPE: 'api:read',
      },
    });

    expect(stdout.trim()).toBe(`200 ${JSON.stringify({ reports: ['q1', 'q2'], client: caller.clientId })}`);
  });

  it('refuses a token without api:read with 403 insufficient_scope, and lets it write', async () => {
    const writer = await tokenFor(caller, 'api:write');

    const read = await callApi(writer);
    const write = await callApi(writer, 'POST');

    expect(read.status).toBe(403);
    expect(read.headers.get('www-authenticate')).toBe(
      'Bearer realm="reports", error="insufficient_scope", scope="api:read"',
    );
    expect(write.status).toBe(201);
  });

  it('refuses a token revoked before its first use with 401 invalid_token', async () => {
    const token = await tokenFor(caller, 'api:read');
    await revoke(caller, token);

    const answer = await callApi(token);

    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="reports", error="invalid_token"');
  });

  it('reuses an active answer for its cache time: a token revoked after its first use still passes', async () => {
    const token = await tokenFor(caller, 'api:read');
    expect((await callApi(token)).status).toBe(200);
    await revoke(caller, token);

    expect((await callApi(token)).status).toBe(200);
  });

  it('keeps no answer past the token’s exp: one already expired by the API’s clock is asked about again', async () => {
    // Issued an hour and ten seconds ago by the service's clock: still active there, expired here.
    t.clock.freezeAt(new Date(Date.now() - 3_610_000));
    try {
      const token = await tokenFor(caller, 'api:read');
      expect((await callApi(token)).status).toBe(200);
      await revoke(caller, token);

      expect((await callApi(token)).status).toBe(401);
    } finally {
      t.clock.unfreeze();
    }
  });

  it('refuses a caller’s token for no resource: only its own client may introspect it (active:false)', async () => {
    const token = await tokenFor(caller, 'api:read', null);

    const answer = await callApi(token);

    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="reports", error="invalid_token"');
  });

  it('refuses a token for another resource, even one the API’s client may introspect', async () => {
    const other = await registerMachineClient('Billing reader');
    await link(BILLING, other);
    // The API's client is linked to billing too, so introspection answers the token active with aud billing.
    await link(BILLING, apiClient);
    const forBilling = await tokenFor(other, 'api:read', BILLING);

    const answer = await callApi(forBilling);

    expect(answer.status).toBe(401);
  });

  it('answers 503 while introspection fails, and keeps no failure: the same token passes once it works', async () => {
    const client = await registerMachineClient('Short-lived API');
    await link(REPORTS, client);
    const ownApi = await startApi(client);
    try {
      const token = await tokenFor(caller, 'api:read');
      // A disabled client may not introspect (401 invalid_client).
      expect(await updateClient(t, admin.cookie, client.clientId, { disabled: true })).toBe(200);
      expect((await callApi(token, 'GET', ownApi.url)).status).toBe(503);

      expect(await updateClient(t, admin.cookie, client.clientId, { disabled: false })).toBe(200);
      expect((await callApi(token, 'GET', ownApi.url)).status).toBe(200);
    } finally {
      await ownApi.stop();
    }
  });
});
