import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { onlyEvent } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { ScimConnection, createScimConnection } from '../../support/scim';

const GROUPS = '/api/auth/scim/v2/Groups';
const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
const ENTRA_GROUP = 'http://schemas.microsoft.com/2006/11/ResourceManagement/ADSCIM/2.0/Group';
const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';
const SCIM_JSON = 'application/scim+json';

describe('SCIM Groups', () => {
  let t: TestApp;
  let entra: ScimConnection;
  let okta: ScimConnection;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    entra = await createScimConnection(t, `org-${randomUUID()}`);
    okta = await createScimConnection(t, `org-${randomUUID()}`);
  });

  afterAll(async () => {
    await t.close();
  });

  const as = (connection: ScimConnection) => ({
    get: (path: string) => request(t.http).get(`${GROUPS}${path}`).auth(connection.token, { type: 'bearer' }),
    post: (body: object) =>
      request(t.http).post(GROUPS).auth(connection.token, { type: 'bearer' }).type(SCIM_JSON).send(body),
    put: (id: string, body: object) =>
      request(t.http).put(`${GROUPS}/${id}`).auth(connection.token, { type: 'bearer' }).type(SCIM_JSON).send(body),
    patch: (id: string, ...Operations: object[]) =>
      request(t.http)
        .patch(`${GROUPS}/${id}`)
        .auth(connection.token, { type: 'bearer' })
        .type(SCIM_JSON)
        .send({ schemas: [PATCH_OP], Operations }),
    delete: (id: string) => request(t.http).delete(`${GROUPS}/${id}`).auth(connection.token, { type: 'bearer' }),
  });
  async function scimUser(connection: ScimConnection, name: string): Promise<string> {
    const response = await request(t.http)
      .post('/api/auth/scim/v2/Users')
      .auth(connection.token, { type: 'bearer' })
      .type(SCIM_JSON)
      .send({ schemas: [USER], userName: `${name}-${randomUUID()}@example.com`, displayName: name, active: true })
      .expect(201);
    return response.body.id as string;
  }
  const memberIds = (body: { members: Array<{ value: string }> }) => body.members.map((member) => member.value).sort();

  const scimError = (status: number, detail: string, scimType?: string) => ({
    schemas: [ERROR],
    status: String(status),
    detail,
    ...(scimType ? { scimType } : {}),
  });

  it('follows Microsoft Entra ID: create with its marker, find by name, rename, delete', async () => {
    const externalId = randomUUID();
    const created = await as(entra)
      .post({
        externalId,
        displayName: 'Entra Sales',
        meta: { resourceType: 'Group' },
        members: [],
        schemas: [GROUP, ENTRA_GROUP],
      })
      .expect(201);

    const id = created.body.id as string;
    const location = `${t.baseUrl}/api/auth/scim/v2/Groups/${id}`;
    expect(created.headers['content-type']).toMatch(/^application\/scim\+json/);
    expect(created.headers.location).toBe(location);
    expect(created.body).toEqual({
      schemas: [GROUP],
      id,
      externalId,
      displayName: 'Entra Sales',
      meta: { resourceType: 'Group', created: expect.any(String), lastModified: expect.any(String), location },
      members: [],
    });
    const found = await as(entra)
      .get(`?excludedAttributes=members&filter=${encodeURIComponent('displayName eq "entra sales"')}`)
      .expect(200);
    expect(found.body).toMatchObject({ totalResults: 1, startIndex: 1, itemsPerPage: 1 });
    expect(found.body.Resources[0]).not.toHaveProperty('members');
    expect(found.body.Resources[0].id).toBe(id);
    const renamed = await as(entra)
      .patch(id, { op: 'Replace', path: 'displayName', value: 'Entra Sales EMEA' })
      .expect(200);
    expect(renamed.body.displayName).toBe('Entra Sales EMEA');
    expect((await as(entra).get(`/${id}?excludedAttributes=members`).expect(200)).body.displayName).toBe(
      'Entra Sales EMEA',
    );
    await as(entra).delete(id).expect(204);
    expect((await as(entra).get(`/${id}`).expect(404)).body).toEqual(scimError(404, 'SCIM Group not found'));

    const admin = await createUserWithRole(t.http, 'admin');
    for (const action of ['scim.create-group', 'scim.delete-group']) {
      expect(await onlyEvent(t.http, admin.cookie, action, id)).toMatchObject({
        result: 'success',
        targetType: 'scim-group',
        metadata: { connectionId: entra.connectionId, displayName: expect.any(String) },
      });
    }
  });

  it('follows Okta: create, list paged, rename with a path-less replace, replace whole, delete', async () => {
    const created = await as(okta)
      .post({ schemas: [GROUP], displayName: 'Okta Ops', members: [] })
      .expect(201);
    const id = created.body.id as string;
    await as(okta)
      .post({ schemas: [GROUP], displayName: 'Okta Ops 2' })
      .expect(201);

    const page = await as(okta).get('?startIndex=2&count=1').expect(200);
    expect(page.body).toMatchObject({ totalResults: 2, startIndex: 2, itemsPerPage: 1 });
    expect(page.body.Resources[0].displayName).toBe('Okta Ops 2');
    const renamed = await as(okta)
      .patch(id, { op: 'replace', value: { id, displayName: 'Okta Platform' } })
      .expect(200);
    expect(renamed.body).toMatchObject({ id, displayName: 'Okta Platform', members: [] });
    const replaced = await as(okta)
      .put(id, { schemas: [GROUP], id: 'ignored', displayName: 'Okta Platform', externalId: 'okta-1', members: [] })
      .expect(200);
    expect(replaced.body).toMatchObject({ id, externalId: 'okta-1' });
    expect(
      (
        await as(okta)
          .get(`?filter=${encodeURIComponent('externalId eq "okta-1"')}`)
          .expect(200)
      ).body.totalResults,
    ).toBe(1);
    await as(okta).delete(id).expect(204);
    await as(okta).delete(id).expect(404);
  });

  it('adds and removes members as Entra sends them: value lists under the members path', async () => {
    const [ada, bob] = [await scimUser(entra, 'Ada'), await scimUser(entra, 'Bob')];
    const group = await as(entra)
      .post({ schemas: [GROUP, ENTRA_GROUP], displayName: 'Entra Members' })
      .expect(201);
    const id = group.body.id as string;

    const added = await as(entra)
      .patch(id, {
        op: 'Add',
        path: 'members',
        value: [
          { $ref: null, value: ada },
          { $ref: null, value: bob },
        ],
      })
      .expect(200);
    expect(memberIds(added.body)).toEqual([ada, bob].sort());
    expect(added.body.members).toContainEqual({
      value: ada,
      $ref: `${t.baseUrl}/api/auth/scim/v2/Users/${ada}`,
      display: 'Ada',
      type: 'User',
    });
    const removed = await as(entra).patch(id, { op: 'Remove', path: 'members', value: [{ $ref: null, value: ada }] });
    expect(removed.status).toBe(200);
    expect(memberIds(removed.body)).toEqual([bob]);
    const hidden = await as(entra).get(`/${id}?excludedAttributes=members`).expect(200);
    expect(hidden.body).not.toHaveProperty('members');
  });

  it('adds and removes members as Okta sends them, and replaces them with PUT', async () => {
    const [cy, di] = [await scimUser(okta, 'Cy'), await scimUser(okta, 'Di')];
    const group = await as(okta).post({ schemas: [GROUP], displayName: 'Okta Members', members: [{ value: cy }] });
    expect(group.status).toBe(201);
    const id = group.body.id as string;

    await as(okta)
      .patch(id, { op: 'add', path: 'members', value: [{ value: di, display: 'di@example.com' }] })
      .expect(200);
    const removed = await as(okta)
      .patch(id, { op: 'remove', path: `members[value eq "${cy}"]` })
      .expect(200);
    expect(memberIds(removed.body)).toEqual([di]);
    expect(
      (
        await as(okta)
          .patch(id, { op: 'remove', path: `members[value eq "${cy}"]` })
          .expect(400)
      ).body,
    ).toEqual(scimError(400, "No members value matches the path's filter", 'noTarget'));
    const replaced = await as(okta)
      .put(id, { schemas: [GROUP], displayName: 'Okta Members', members: [{ value: cy, display: 'Cy' }] })
      .expect(200);
    expect(memberIds(replaced.body)).toEqual([cy]);
  });

  it('refuses a member that is no User of the connection with 400 invalidValue, and changes nothing', async () => {
    const foreign = await scimUser(okta, 'Foreign');
    const own = await scimUser(entra, 'Own');
    const group = await as(entra).post({ schemas: [GROUP], displayName: 'Guarded', members: [{ value: own }] });
    const id = group.body.id as string;
    const invalid = scimError(400, 'One or more Group members are invalid', 'invalidValue');

    expect(
      (
        await as(entra)
          .patch(id, { op: 'add', path: 'members', value: [{ value: foreign }] })
          .expect(400)
      ).body,
    ).toEqual(invalid);
    expect(
      (
        await as(entra)
          .post({ schemas: [GROUP], displayName: 'Nested', members: [{ value: id }] })
          .expect(400)
      ).body,
    ).toEqual(invalid);
    expect(
      (
        await as(entra)
          .post({ schemas: [GROUP], displayName: 'Typed', members: [{ value: id, type: 'Group' }] })
          .expect(400)
      ).body,
    ).toEqual(scimError(400, 'Group members must reference a SCIM User', 'invalidValue'));
    expect(memberIds((await as(entra).get(`/${id}`).expect(200)).body)).toEqual([own]);
  });

  it('keeps display names unique per connection whatever their case, with 409 uniqueness', async () => {
    const first = await as(entra)
      .post({ schemas: [GROUP], displayName: 'Finance' })
      .expect(201);
    const other = await as(entra)
      .post({ schemas: [GROUP], displayName: 'Legal' })
      .expect(201);

    expect(
      (
        await as(entra)
          .post({ schemas: [GROUP], displayName: 'FINANCE' })
          .expect(409)
      ).body,
    ).toEqual(scimError(409, 'SCIM Group displayName already exists', 'uniqueness'));
    const renamed = await as(entra).patch(other.body.id, { op: 'replace', path: 'displayName', value: 'finance' });
    expect(renamed.status).toBe(409);
    expect(renamed.body).toEqual(scimError(409, 'SCIM Group displayName already exists', 'uniqueness'));
    await as(okta)
      .post({ schemas: [GROUP], displayName: 'Finance' })
      .expect(201);
    expect((await as(entra).get(`/${first.body.id}`).expect(200)).body.displayName).toBe('Finance');
  });

  it("shows a connection none of another connection's groups", async () => {
    const mine = await as(entra)
      .post({ schemas: [GROUP], displayName: 'Entra Only' })
      .expect(201);
    const id = mine.body.id as string;

    expect((await as(okta).get(`/${id}`).expect(404)).body).toEqual(scimError(404, 'SCIM Group not found'));
    await as(okta).patch(id, { op: 'replace', path: 'displayName', value: 'Taken Over' }).expect(404);
    await as(okta)
      .put(id, { schemas: [GROUP], displayName: 'Taken Over' })
      .expect(404);
    await as(okta).delete(id).expect(404);
    const list = await as(okta)
      .get(`?filter=${encodeURIComponent(`id eq "${id}"`)}`)
      .expect(200);
    expect(list.body).toMatchObject({ totalResults: 0, Resources: [] });
    expect((await as(entra).get(`/${id}`).expect(200)).body.displayName).toBe('Entra Only');
  });

  it('answers malformed requests in the SCIM error shape', async () => {
    const group = await as(okta)
      .post({ schemas: [GROUP], displayName: 'Malformed' })
      .expect(201);
    const id = group.body.id as string;

    expect(
      (
        await as(okta)
          .post({ schemas: [GROUP, ENTRA_GROUP, ENTRA_GROUP], displayName: 'x' })
          .expect(400)
      ).body,
    ).toEqual(scimError(400, 'The Microsoft Entra Group compatibility schema must not be duplicated', 'invalidValue'));
    expect(
      (
        await as(okta)
          .put(id, { schemas: [GROUP, ENTRA_GROUP], displayName: 'x' })
          .expect(400)
      ).body,
    ).toEqual(scimError(400, '[body.schemas] schemas must contain only the core SCIM Group schema', 'invalidValue'));
    expect((await as(okta).patch(id, { op: 'add', path: 'owners', value: 'x' }).expect(400)).body).toEqual(
      scimError(400, 'Unsupported Group PATCH path', 'invalidPath'),
    );
    expect(
      (
        await as(okta)
          .get(`?filter=${encodeURIComponent('displayName co "x"')}`)
          .expect(400)
      ).body,
    ).toMatchObject({
      status: '400',
      scimType: 'invalidFilter',
    });
    expect((await as(okta).get(`/${id}?attributes=id&excludedAttributes=members`).expect(400)).body).toEqual(
      scimError(400, 'attributes and excludedAttributes cannot be used together', 'invalidValue'),
    );
    const unauthenticated = await request(t.http).get(GROUPS).expect(401);
    expect(unauthenticated.body).toMatchObject({ schemas: [ERROR], status: '401' });
  });
});
