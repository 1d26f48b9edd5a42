import { QueryTypes } from 'sequelize';
import { Sequelize } from 'sequelize-typescript';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY, createUserWithRole } from '../../support/admin';
import { onlyEvent } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser } from '../../support/factories';
import {
  ALL_SCIM_SCOPES,
  MANAGED_CONNECTIONS,
  catalogCall,
  createScimConnection,
  creationRequestId,
  daysAhead,
} from '../../support/scim';

const INVALID_BODY = { code: 'VALIDATION_ERROR', message: 'Invalid body parameters' };
const NOT_FOUND = { code: 'MANAGED_SCIM_CONNECTION_NOT_FOUND', message: 'Managed SCIM connection not found' };
const DOMAIN = 'org-managed-connections';

describe('SCIM managed connections: the server-only catalog', () => {
  let t: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    admin = await createUserWithRole(t.http, 'admin');
  });
  afterAll(() => t.close());

  const newBody = (overrides: object = {}) => ({
    creationRequestId: creationRequestId(),
    provisioningDomainId: DOMAIN,
    actorId: 'actor-1',
    scopes: ['scim.users.read', 'scim.users.write'],
    expiresAt: daysAhead(t),
    ...overrides,
  });

  it('creates a connection with its first credential and tells the token once, not to be stored by caches', async () => {
    const body = newBody();
    const response = await catalogCall(t.http, 'create', body).expect(200);

    expect(response.headers['cache-control']).toBe('no-store');
    const { connection, credential, token } = response.body;
    expect(connection).toEqual({
      creationRequestId: body.creationRequestId,
      connectionId: expect.stringMatching(/^ba_scim_connection_[A-Za-z0-9_-]{32}$/),
      provisioningDomainId: DOMAIN,
      status: 'active',
      createdAt: expect.any(String),
      createdBy: 'actor-1',
      decommissionStartedAt: null,
      decommissionStartedBy: null,
      decommissionedAt: null,
      decommissionedBy: null,
    });
    expect(credential).toEqual({
      credentialId: expect.stringMatching(/^ba_scim_credential_[A-Za-z0-9_-]{32}$/),
      status: 'active',
      scopes: body.scopes,
      expiresAt: body.expiresAt,
      createdAt: connection.createdAt,
      createdBy: 'actor-1',
      lastUsedAt: null,
      revokedAt: null,
      revokedBy: null,
    });
    expect(token).toMatch(new RegExp(`^${credential.credentialId}\\.[A-Za-z0-9_-]{48}$`));
  });

  it('stores only a keyed digest of the token, never the token', async () => {
    const { token, credentialId } = await createScimConnection(t, DOMAIN);
    const rows = await t.app
      .get(Sequelize)
      .query<Record<string, string>>('SELECT * FROM "scimManagedCredential" WHERE "credentialId" = :credentialId', {
        replacements: { credentialId },
        type: QueryTypes.SELECT,
      });
    const row = rows[0];

    expect(row.hashVersion).toBe('v1');
    expect(row.tokenDigest).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(rows)).not.toContain(token.split('.')[1]);
    expect(JSON.parse(row.serializedScopes)).toEqual(ALL_SCIM_SCOPES);
  });

  it('refuses a reused creationRequestId with 409 SCIM_MANAGED_CREATION_REQUEST_ID_CONFLICT and no token', async () => {
    const body = newBody();
    await catalogCall(t.http, 'create', body).expect(200);
    const again = await catalogCall(t.http, 'create', { ...body, provisioningDomainId: 'org-other' }).expect(409);

    expect(again.body).toEqual({
      code: 'SCIM_MANAGED_CREATION_REQUEST_ID_CONFLICT',
      message: 'Managed SCIM connection creation request ID already exists',
    });
  });

  it('refuses an expiry in the past with 400', async () => {
    const response = await catalogCall(t.http, 'create', newBody({ expiresAt: '2020-01-01T00:00:00.000Z' })).expect(
      400,
    );

    expect(response.body).toEqual({
      code: 'MANAGED_SCIM_CREDENTIAL_EXPIRY_MUST_BE_IN_THE_FUTURE',
      message: 'Managed SCIM credential expiry must be in the future',
    });
  });

  it('refuses a scope given twice with 400', async () => {
    const scopes = ['scim.users.read', 'scim.users.read'];
    const response = await catalogCall(t.http, 'create', newBody({ scopes })).expect(400);

    expect(response.body).toEqual({
      code: 'MANAGED_SCIM_CREDENTIAL_SCOPES_MUST_BE_UNIQUE',
      message: 'Managed SCIM credential scopes must be unique',
    });
  });

  it.each([
    ['an unknown scope', 'scopes', { scopes: ['scim.users.read', 'scim.admin'] }],
    ['no scope', 'scopes', { scopes: [] }],
    ['a creationRequestId under 16 characters', 'creationRequestId', { creationRequestId: 'short-id' }],
    ['a blank actorId', 'actorId', { actorId: '   ' }],
    ['an expiry that is not an ISO date', 'expiresAt', { expiresAt: 'tomorrow' }],
  ])('refuses %s with 400 VALIDATION_ERROR', async (_case, field, overrides) => {
    const response = await catalogCall(t.http, 'create', newBody(overrides)).expect(400);

    expect(response.body).toEqual({ ...INVALID_BODY, errors: [{ field, message: expect.any(String) }] });
  });

  it('answers 404 without a service key and 401 with a wrong one, and never a token', async () => {
    const plain = await request(t.http).post(`${MANAGED_CONNECTIONS}/create`).send(newBody()).expect(404);
    const wrong = await request(t.http)
      .post(`${MANAGED_CONNECTIONS}/create`)
      .set('x-service-key', `${TEST_SERVICE_KEY}-not`)
      .send(newBody())
      .expect(401);
    const withSession = await request(t.http)
      .post(`${MANAGED_CONNECTIONS}/list`)
      .set('Cookie', admin.cookie)
      .send({ provisioningDomainId: DOMAIN })
      .expect(404);

    expect(plain.body).toEqual({ code: 'NOT_FOUND', message: 'Not Found' });
    expect(wrong.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
    expect(withSession.body).toEqual({ code: 'NOT_FOUND', message: 'Not Found' });
  });

  it("lists a domain's connections newest first, and only that domain's", async () => {
    const domain = 'org-listing';
    const first = await createScimConnection(t, domain);
    const second = await createScimConnection(t, domain);
    await createScimConnection(t, 'org-listing-other');

    const response = await catalogCall(t.http, 'list', { provisioningDomainId: domain }).expect(200);

    expect(response.body.connections.map((c: { connectionId: string }) => c.connectionId)).toEqual([
      second.connectionId,
      first.connectionId,
    ]);
  });

  it('gets a connection with its credentials, and answers 404 for it under another domain', async () => {
    const created = await createScimConnection(t, DOMAIN);
    const found = await catalogCall(t.http, 'get', {
      connectionId: created.connectionId,
      provisioningDomainId: DOMAIN,
    });
    const elsewhere = await catalogCall(t.http, 'get', {
      connectionId: created.connectionId,
      provisioningDomainId: 'x',
    });

    expect(found.status).toBe(200);
    expect(found.body.connection.connectionId).toBe(created.connectionId);
    expect(found.body.credentials.map((c: { credentialId: string }) => c.credentialId)).toEqual([created.credentialId]);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toEqual(NOT_FOUND);
  });

  it('rotates: a new token beside the old, with no-store, and the change numbered in the events', async () => {
    const created = await createScimConnection(t, DOMAIN);
    const ref = { connectionId: created.connectionId, provisioningDomainId: DOMAIN };
    const rotated = await catalogCall(t.http, 'rotate', {
      ...ref,
      actorId: 'actor-2',
      scopes: ['scim.groups.read'],
      expiresAt: daysAhead(t, 60),
    }).expect(200);

    expect(rotated.headers['cache-control']).toBe('no-store');
    expect(rotated.body.token).toMatch(/^ba_scim_credential_/);
    expect(rotated.body.credential).toMatchObject({
      status: 'active',
      scopes: ['scim.groups.read'],
      createdBy: 'actor-2',
    });
    const state = await catalogCall(t.http, 'get', ref).expect(200);
    expect(state.body.credentials.map((c: { status: string }) => c.status)).toEqual(['active', 'active']);
    const events = await catalogCall(t.http, 'events', ref).expect(200);
    expect(events.body.events).toEqual([
      {
        sequence: 1,
        type: 'connection.created',
        actorId: 'test-actor',
        credentialId: null,
        createdAt: expect.any(String),
      },
      {
        sequence: 2,
        type: 'credential.issued',
        actorId: 'test-actor',
        credentialId: created.credentialId,
        createdAt: expect.any(String),
      },
      {
        sequence: 3,
        type: 'credential.rotated',
        actorId: 'actor-2',
        credentialId: rotated.body.credential.credentialId,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('records each change in the audit log with the connection as target', async () => {
    const created = await createScimConnection(t, 'org-audited');
    const event = await onlyEvent(t.http, admin.cookie, 'scim-connection.create', created.connectionId);

    expect(event).toMatchObject({
      result: 'success',
      targetType: 'scim-connection',
      metadata: { provisioningDomainId: 'org-audited', scimActorId: 'test-actor' },
    });
  });

  it('creates 30 connections at once, each with its own ids', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => catalogCall(t.http, 'create', newBody({ provisioningDomainId: 'org-burst' }))),
    );

    expect(responses.map((r) => r.status)).toEqual(Array(30).fill(200));
    expect(new Set(responses.map((r) => r.body.connection.connectionId)).size).toBe(30);
    expect(new Set(responses.map((r) => r.body.credential.credentialId)).size).toBe(30);
    const listed = await catalogCall(t.http, 'list', { provisioningDomainId: 'org-burst' }).expect(200);
    expect(listed.body.connections).toHaveLength(30);
  });

  it('lets one of 10 concurrent creations with one creationRequestId through, and refuses the rest with 409', async () => {
    const body = newBody({ provisioningDomainId: 'org-race' });
    const responses = await Promise.all(Array.from({ length: 10 }, () => catalogCall(t.http, 'create', body)));

    expect(responses.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const listed = await catalogCall(t.http, 'list', { provisioningDomainId: 'org-race' }).expect(200);
    expect(listed.body.connections).toHaveLength(1);
  });

  it('numbers concurrent rotations without gaps, up to five live credentials, refusing the rest with 409', async () => {
    const created = await createScimConnection(t, 'org-rotations');
    const ref = { connectionId: created.connectionId, provisioningDomainId: 'org-rotations' };
    const rotation = { ...ref, actorId: 'actor-c', scopes: ['scim.users.read'], expiresAt: daysAhead(t) };
    const responses = await Promise.all(Array.from({ length: 12 }, () => catalogCall(t.http, 'rotate', rotation)));

    expect(responses.filter((r) => r.status === 200)).toHaveLength(4);
    expect(responses.filter((r) => r.status === 409).map((r) => r.body)).toEqual(
      Array(8).fill({
        code: 'MANAGED_SCIM_CONNECTION_HAS_THE_MAXIMUM_NUMBER_OF_ACTIVE_CREDENTIALS',
        message: 'Managed SCIM connection has the maximum number of active credentials',
      }),
    );
    const events = (await catalogCall(t.http, 'events', ref).expect(200)).body.events as Array<{ sequence: number }>;
    expect(events.map((e) => e.sequence)).toEqual([1, 2, 3, 4, 5, 6]);
    const state = await catalogCall(t.http, 'get', ref).expect(200);
    expect(state.body.credentials.filter((c: { status: string }) => c.status === 'active')).toHaveLength(5);
  });

  it('frees the slot of a revoked credential for the next rotation', async () => {
    const created = await createScimConnection(t, 'org-slots');
    const ref = { connectionId: created.connectionId, provisioningDomainId: 'org-slots' };
    const rotation = { ...ref, actorId: 'actor-s', scopes: ['scim.users.read'], expiresAt: daysAhead(t) };
    for (let i = 0; i < 4; i += 1) await catalogCall(t.http, 'rotate', rotation).expect(200);
    await catalogCall(t.http, 'rotate', rotation).expect(409);

    await catalogCall(t.http, 'revoke', { ...ref, credentialId: created.credentialId, actorId: 'actor-s' }).expect(200);

    await catalogCall(t.http, 'rotate', rotation).expect(200);
  });
});
