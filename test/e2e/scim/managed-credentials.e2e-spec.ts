import { ADMIN_TEST_CONFIG } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { LogCapture } from '../../support/log-capture';
import { ServiceMetrics } from '../../../src/platform/metrics/service-metrics';
import { ScimError } from '../../../src/manage/scim/scim-error';
import { ScimConnection, admitScim, catalogCall, createScimConnection, daysAhead } from '../../support/scim';

const INVALID_TOKEN = { status: 401, detail: 'Invalid SCIM bearer token' };
const CHALLENGE = { 'WWW-Authenticate': 'Bearer realm="SCIM"' };

describe('SCIM managed credentials: the bearer tokens the catalog issues', () => {
  const logs = new LogCapture();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ logs, config: { ...ADMIN_TEST_CONFIG, logLevel: 'info' } });
  });
  afterAll(() => t.close());

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const refOf = (c: ScimConnection) => ({ connectionId: c.connectionId, provisioningDomainId: c.provisioningDomainId });
  const refusal = (error: unknown) => {
    expect(error).toBeInstanceOf(ScimError);
    const { status, detail, headers } = error as ScimError;
    return { status, detail, headers };
  };

  it('admits a fresh token and names its connection, organization, credential and scopes', async () => {
    const created = await createScimConnection(t, 'org-bearer');

    expect(await admitScim(t, bearer(created.token))).toEqual({
      connectionId: created.connectionId,
      provisioningDomainId: 'org-bearer',
      credentialId: created.credentialId,
      scopes: ['scim.users.read', 'scim.users.write', 'scim.groups.read', 'scim.groups.write'],
    });
  });

  it('refuses a request without a bearer token with 401 and a Bearer challenge', async () => {
    expect(refusal(await admitScim(t, {}))).toEqual({
      status: 401,
      detail: 'SCIM bearer token is required',
      headers: CHALLENGE,
    });
  });

  it('refuses a token whose secret was altered, and one not shaped as a managed token, with 401', async () => {
    const created = await createScimConnection(t, 'org-bearer');
    const altered = `${created.token.slice(0, -1)}${created.token.endsWith('A') ? 'B' : 'A'}`;

    expect(refusal(await admitScim(t, bearer(altered)))).toEqual({ ...INVALID_TOKEN, headers: CHALLENGE });
    expect(refusal(await admitScim(t, bearer('not-a-scim-token')))).toEqual({ ...INVALID_TOKEN, headers: CHALLENGE });
  });

  it('refuses a route outside the token’s scopes with 403, reads and writes, users and groups apart', async () => {
    const created = await createScimConnection(t, 'org-bearer', ['scim.users.read']);

    expect(await admitScim(t, bearer(created.token), 'GET', '/api/auth/scim/v2/Users/abc')).toHaveProperty(
      'credentialId',
    );
    expect(refusal(await admitScim(t, bearer(created.token), 'POST', '/api/auth/scim/v2/Users'))).toEqual({
      status: 403,
      detail: 'The SCIM bearer token is missing the scim.users.write scope',
      headers: {},
    });
    expect(refusal(await admitScim(t, bearer(created.token), 'GET', '/api/auth/scim/v2/Groups'))).toMatchObject({
      status: 403,
      detail: 'The SCIM bearer token is missing the scim.groups.read scope',
    });
  });

  it('keeps the old token working after a rotation, and refuses a revoked one with 401 while the other works', async () => {
    const created = await createScimConnection(t, 'org-bearer');
    const rotated = await catalogCall(t.http, 'rotate', {
      ...refOf(created),
      actorId: 'actor-r',
      scopes: ['scim.users.read'],
      expiresAt: daysAhead(t),
    }).expect(200);

    expect(await admitScim(t, bearer(created.token))).toHaveProperty('credentialId', created.credentialId);
    expect(await admitScim(t, bearer(rotated.body.token))).toHaveProperty('scopes', ['scim.users.read']);

    const revoked = await catalogCall(t.http, 'revoke', {
      ...refOf(created),
      credentialId: created.credentialId,
      actorId: 'actor-r',
    }).expect(200);
    const revokedCredential = revoked.body.credentials.find(
      (c: { credentialId: string }) => c.credentialId === created.credentialId,
    );
    expect(revokedCredential).toMatchObject({ status: 'revoked', revokedBy: 'actor-r', revokedAt: expect.any(String) });
    expect(refusal(await admitScim(t, bearer(created.token)))).toEqual({ ...INVALID_TOKEN, headers: CHALLENGE });
    expect(await admitScim(t, bearer(rotated.body.token))).toHaveProperty('credentialId');
    const again = await catalogCall(t.http, 'revoke', {
      ...refOf(created),
      credentialId: created.credentialId,
      actorId: 'a',
    });
    expect(again.status).toBe(200);
  });

  it('refuses a token once its expiry has passed, and lists its credential as expired', async () => {
    const created = await createScimConnection(t, 'org-expiring');
    expect(await admitScim(t, bearer(created.token))).toHaveProperty('credentialId');

    t.clock.advanceSeconds(31 * 86_400);
    try {
      expect(refusal(await admitScim(t, bearer(created.token)))).toEqual({ ...INVALID_TOKEN, headers: CHALLENGE });
      const state = await catalogCall(t.http, 'get', refOf(created)).expect(200);
      expect(state.body.credentials[0].status).toBe('expired');
    } finally {
      t.clock.advanceSeconds(-31 * 86_400);
    }
  });

  it('records a use at once and then at most every five minutes', async () => {
    const created = await createScimConnection(t, 'org-last-used');
    const lastUsedAt = async () =>
      (await catalogCall(t.http, 'get', refOf(created)).expect(200)).body.credentials[0].lastUsedAt as string | null;

    await admitScim(t, bearer(created.token));
    const first = await lastUsedAt();
    t.clock.advanceSeconds(60);
    await admitScim(t, bearer(created.token));
    const unchanged = await lastUsedAt();
    t.clock.advanceSeconds(300);
    await admitScim(t, bearer(created.token));
    const later = await lastUsedAt();

    expect(first).toEqual(expect.any(String));
    expect(unchanged).toBe(first);
    expect(new Date(later!).getTime()).toBeGreaterThan(new Date(first!).getTime());
  });

  it('decommissions: every token 401, status decommissioned, rotation 409, and a second call answers the same', async () => {
    const created = await createScimConnection(t, 'org-retired');
    const ref = refOf(created);
    const decommissioned = await catalogCall(t.http, 'decommission', { ...ref, actorId: 'actor-d' }).expect(200);

    expect(decommissioned.body.connection).toMatchObject({
      status: 'decommissioned',
      decommissionStartedBy: 'actor-d',
      decommissionedBy: 'actor-d',
      decommissionedAt: expect.any(String),
    });
    expect(decommissioned.body.credentials.map((c: { status: string }) => c.status)).toEqual(['decommissioned']);
    expect(decommissioned.body.decommission).toEqual({ status: 'complete', retryAfter: null });
    expect(refusal(await admitScim(t, bearer(created.token)))).toEqual({ ...INVALID_TOKEN, headers: CHALLENGE });
    const rotate = await catalogCall(t.http, 'rotate', {
      ...ref,
      actorId: 'actor-d',
      scopes: ['scim.users.read'],
      expiresAt: daysAhead(t),
    }).expect(409);
    expect(rotate.body).toEqual({
      code: 'MANAGED_SCIM_CONNECTION_IS_NOT_ACTIVE',
      message: 'Managed SCIM connection is not active',
    });
    await catalogCall(t.http, 'decommission', { ...ref, actorId: 'actor-d' }).expect(200);
    const events = await catalogCall(t.http, 'events', ref).expect(200);
    expect(events.body.events.map((e: { sequence: number; type: string }) => [e.sequence, e.type])).toEqual([
      [1, 'connection.created'],
      [2, 'credential.issued'],
      [3, 'connection.decommissioning'],
      [4, 'connection.decommissioned'],
    ]);
  });

  it('refuses revoking a credential of a decommissioned connection with 409', async () => {
    const created = await createScimConnection(t, 'org-retired');
    await catalogCall(t.http, 'decommission', { ...refOf(created), actorId: 'a' }).expect(200);
    const response = await catalogCall(t.http, 'revoke', {
      ...refOf(created),
      credentialId: created.credentialId,
      actorId: 'a',
    }).expect(409);

    expect(response.body).toEqual({
      code: 'MANAGED_SCIM_CREDENTIAL_IS_NOT_ACTIVE',
      message: 'Managed SCIM credential is not active',
    });
  });

  it('counts refused SCIM requests by reason', async () => {
    const metrics = await t.app
      .get(ServiceMetrics)
      .registry.getSingleMetricAsString('scim_authentication_failures_total');

    expect(metrics).toMatch(/scim_authentication_failures_total\{reason="missing_token"\} [1-9]/);
    expect(metrics).toMatch(/scim_authentication_failures_total\{reason="insufficient_scope"\} [1-9]/);
  });

  it('never writes a token to the logs', () => {
    expect(logs.text).toContain('request completed');
    expect(logs.text).not.toMatch(/ba_scim_credential_[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{48}/);
  });
});
