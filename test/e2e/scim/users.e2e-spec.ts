import request from 'supertest';
import { ADMIN_TEST_CONFIG } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { ScimConnection, createScimConnection } from '../../support/scim';

const USERS = '/api/auth/scim/v2/Users';
const CORE = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';
const scimError = (status: number, detail: unknown, scimType?: string) => ({
  schemas: [ERROR],
  status: String(status),
  detail,
  ...(scimType ? { scimType } : {}),
});

describe('SCIM Users', () => {
  let t: TestApp;
  let entra: ScimConnection;
  let okta: ScimConnection;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    entra = await createScimConnection(t, 'org-scim-users-entra');
    okta = await createScimConnection(t, 'org-scim-users-okta');
  });
  afterAll(() => t.close());

  const call = (connection: ScimConnection, method: 'get' | 'post' | 'put' | 'patch' | 'delete', path = '') =>
    request(t.http)[method](`${USERS}${path}`).set('Authorization', `Bearer ${connection.token}`);
  const send = (test: request.Test, body: object) =>
    test.set('Content-Type', 'application/scim+json').send(JSON.stringify(body));
  const newUser = (name: string, extra: object = {}) => ({
    schemas: [CORE],
    userName: `${name}@example.com`,
    externalId: `ext-${name}`,
    name: { givenName: name, familyName: 'Tester' },
    emails: [{ primary: true, type: 'work', value: `${name}@example.com` }],
    active: true,
    ...extra,
  });

  it("follows Microsoft Entra ID's provisioning sequence: query, create, patch with strings, deactivate", async () => {
    const query = await call(entra, 'get').query({ filter: 'userName eq "Entra.One@example.com"' }).expect(200);
    expect(query.headers['content-type']).toMatch(/^application\/scim\+json/);
    expect(query.body).toEqual({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
      totalResults: 0,
      startIndex: 1,
      itemsPerPage: 0,
      Resources: [],
    });

    const body = newUser('entra.one', {
      displayName: 'Entra One',
      [ENTERPRISE]: { department: 'Research' },
      roles: [],
      password: 'ignored-secret',
    });
    const created = await send(call(entra, 'post'), { ...body, schemas: [CORE, ENTERPRISE] }).expect(201);
    const id = created.body.id as string;
    expect(created.headers.location).toBe(created.body.meta.location);
    expect(created.headers.location).toMatch(new RegExp(`${USERS}/${id}$`));
    expect(created.body).toMatchObject({
      schemas: [CORE, ENTERPRISE],
      userName: 'entra.one@example.com',
      externalId: 'ext-entra.one',
      displayName: 'Entra One',
      active: true,
      emails: [{ value: 'entra.one@example.com', type: 'work', primary: true }],
      [ENTERPRISE]: { department: 'Research' },
      meta: { resourceType: 'User' },
    });
    expect(created.body).not.toHaveProperty('password');

    const found = await call(entra, 'get').query({ filter: 'USERNAME eq "ENTRA.ONE@example.com"' }).expect(200);
    expect(found.body.Resources.map((user: { id: string }) => user.id)).toEqual([id]);

    const patched = await send(call(entra, 'patch', `/${id}`), {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Replace', path: 'emails[type eq "work"].value', value: 'entra.renamed@example.com' },
        { op: 'Replace', value: { displayName: 'Entra Renamed', 'name.familyName': 'Renamed' } },
        { op: 'Add', path: `${ENTERPRISE}:department`, value: 'Sales' },
      ],
    }).expect(200);
    expect(patched.body).toMatchObject({
      displayName: 'Entra Renamed',
      name: { familyName: 'Renamed' },
      emails: [{ value: 'entra.renamed@example.com', type: 'work', primary: true }],
      [ENTERPRISE]: { department: 'Sales' },
    });

    const deactivated = await send(call(entra, 'patch', `/${id}`), {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    }).expect(200);
    expect(deactivated.body.active).toBe(false);
  });

  it("follows Okta's sequence: filter, create, get, PUT ignoring the body's id, PATCH active false, DELETE", async () => {
    await call(okta, 'get')
      .query({ filter: 'userName eq "okta.one@example.com"', startIndex: 1, count: 100 })
      .expect(200);
    const created = await send(call(okta, 'post'), newUser('okta.one')).expect(201);
    const id = created.body.id as string;
    await call(okta, 'get', `/${id}`).expect(200);

    const put = await send(call(okta, 'put', `/${id}`), {
      ...newUser('okta.one', { displayName: 'Okta Put' }),
      id: 'not-this-id',
    }).expect(200);
    expect(put.body).toMatchObject({ id, displayName: 'Okta Put' });

    const patched = await send(call(okta, 'patch', `/${id}`), {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: false } }],
    }).expect(200);
    expect(patched.body.active).toBe(false);

    await call(okta, 'delete', `/${id}`).expect(204);
    const gone = await call(okta, 'get', `/${id}`).expect(404);
    expect(gone.body).toEqual(scimError(404, `User ${id} not found`));
  });

  it('filters by externalId exactly and by emails.value, and keeps each connection to its own Users', async () => {
    const created = await send(call(entra, 'post'), newUser('filter.one')).expect(201);
    const ids = async (connection: ScimConnection, filter: string) =>
      (await call(connection, 'get').query({ filter }).expect(200)).body.Resources.map((u: { id: string }) => u.id);

    expect(await ids(entra, 'externalId eq "ext-filter.one"')).toEqual([created.body.id]);
    expect(await ids(entra, 'externalId eq "EXT-FILTER.ONE"')).toEqual([]);
    expect(await ids(entra, 'emails.value eq "Filter.One@example.com"')).toEqual([created.body.id]);
    expect(await ids(entra, `id eq "${created.body.id}" and userName eq "filter.one@example.com"`)).toEqual([
      created.body.id,
    ]);
    expect(await ids(okta, `id eq "${created.body.id}"`)).toEqual([]);
    await call(okta, 'get', `/${created.body.id}`).expect(404);
    await send(call(okta, 'put', `/${created.body.id}`), newUser('filter.one')).expect(404);
    await call(okta, 'delete', `/${created.body.id}`).expect(404);
  });

  it('pages with startIndex and count, counting totalResults before the page', async () => {
    for (const name of ['page.a', 'page.b', 'page.c']) await send(call(okta, 'post'), newUser(name)).expect(201);
    const page = await call(okta, 'get').query({ filter: 'emails.value eq "page.b@example.com"' }).expect(200);
    expect(page.body.totalResults).toBe(1);

    const all = await call(okta, 'get').query({ startIndex: 0, count: 2 }).expect(200);
    expect(all.body).toMatchObject({ startIndex: 1, itemsPerPage: 2 });
    const total = all.body.totalResults as number;
    const rest = await call(okta, 'get').query({ startIndex: 3, count: 500 }).expect(200);
    expect(rest.body).toMatchObject({ totalResults: total, startIndex: 3, itemsPerPage: total - 2 });
    const counted = await call(okta, 'get').query({ count: 0 }).expect(200);
    expect(counted.body).toMatchObject({ totalResults: total, itemsPerPage: 0, Resources: [] });
  });

  it('answers 409 uniqueness for a userName or externalId in the connection and an e-mail anywhere', async () => {
    await send(call(entra, 'post'), newUser('unique.one')).expect(201);
    const sameName = await send(call(entra, 'post'), newUser('UNIQUE.ONE', { externalId: 'other' })).expect(409);
    expect(sameName.body).toEqual(scimError(409, 'A User with this userName already exists', 'uniqueness'));
    const sameExternal = await send(call(entra, 'post'), {
      ...newUser('unique.two'),
      externalId: 'ext-unique.one',
    }).expect(409);
    expect(sameExternal.body).toEqual(scimError(409, 'A User with this externalId already exists', 'uniqueness'));
    const sameEmail = await send(call(okta, 'post'), newUser('unique.one')).expect(409);
    expect(sameEmail.body).toEqual(scimError(409, 'A user already uses this e-mail address', 'uniqueness'));
  });

  it('answers errors in the SCIM shape: filter, path, mutability, value, media type, token', async () => {
    const created = await send(call(entra, 'post'), newUser('errors.one')).expect(201);
    const patch = (operation: object) =>
      send(call(entra, 'patch', `/${created.body.id}`), { schemas: [PATCH_OP], Operations: [operation] });

    const filter = await call(entra, 'get').query({ filter: 'userName co "x"' }).expect(400);
    expect(filter.body).toEqual(scimError(400, 'The filter operator "co" is not supported', 'invalidFilter'));
    expect((await patch({ op: 'replace', path: 'nickNameX', value: 'x' }).expect(400)).body).toEqual(
      scimError(400, 'The path "nickNameX" is not a supported attribute path', 'invalidPath'),
    );
    expect((await patch({ op: 'replace', path: 'id', value: 'x' }).expect(400)).body).toEqual(
      scimError(400, 'id is read-only', 'mutability'),
    );
    expect((await patch({ op: 'remove' }).expect(400)).body).toEqual(
      scimError(400, 'A remove operation needs a path', 'noTarget'),
    );
    const missing = await send(call(entra, 'post'), { schemas: [CORE] }).expect(400);
    expect(missing.body).toEqual(scimError(400, 'userName is required', 'invalidValue'));
    const malformed = await call(entra, 'post')
      .set('Content-Type', 'application/scim+json')
      .send('{"userName":')
      .expect(400);
    expect(malformed.body).toEqual(scimError(400, 'The request body is not valid JSON', 'invalidSyntax'));

    const text = await call(entra, 'post').set('Content-Type', 'text/plain').send('userName=x').expect(415);
    expect(text.headers['content-type']).toMatch(/^application\/scim\+json/);
    expect(text.body).toEqual(
      scimError(
        415,
        'Content-Type "text/plain" is not allowed. Allowed types: application/json, application/scim+json',
      ),
    );
    const plainJson = await call(entra, 'post').send(newUser('errors.json')).expect(201);
    expect(plainJson.headers['content-type']).toMatch(/^application\/scim\+json/);

    const anonymous = await request(t.http).get(USERS).expect(401);
    expect(anonymous.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(anonymous.body).toEqual(scimError(401, 'SCIM bearer token is required'));
  });

  it('answers 400 noTarget for a remove whose value filter matches nothing (RFC 7644 §3.5.2)', async () => {
    const created = await send(call(okta, 'post'), newUser('notarget.one')).expect(201);
    const response = await send(call(okta, 'patch', `/${created.body.id}`), {
      schemas: [PATCH_OP],
      Operations: [{ op: 'remove', path: 'phoneNumbers[type eq "mobile"]' }],
    }).expect(400);
    expect(response.body).toEqual(scimError(400, "No phoneNumbers value matches the path's filter", 'noTarget'));
  });
});
