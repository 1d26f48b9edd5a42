import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';

const SCIM = '/api/auth/scim/v2';
const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ENTERPRISE_USER = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';
const LIST = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';

describe('SCIM discovery: ServiceProviderConfig, ResourceTypes and Schemas', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    t = await createTestApp();
    root = `${t.baseUrl}/api/auth`;
  });

  afterAll(async () => {
    await t.close();
  });

  it('describes the supported features without a token: patch and filter, no bulk, sort, etag or passwords', async () => {
    const response = await request(t.http).get(`${SCIM}/ServiceProviderConfig`).expect(200);

    expect(response.headers['content-type']).toMatch(/^application\/scim\+json/);
    expect(response.body).toEqual({
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
      patch: { supported: true },
      bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
      filter: { supported: true, maxResults: 100 },
      changePassword: { supported: false },
      sort: { supported: false },
      etag: { supported: false },
      authenticationSchemes: [
        {
          name: 'OAuth Bearer Token',
          description: 'Authentication using a bearer token in the Authorization header.',
          specUri: 'https://www.rfc-editor.org/info/rfc6750',
          type: 'oauthbearertoken',
          primary: true,
        },
      ],
      meta: { resourceType: 'ServiceProviderConfig', location: `${root}/scim/v2/ServiceProviderConfig` },
    });
  });

  it('lists the User type with the enterprise extension and the Group type, and serves each by id', async () => {
    const list = await request(t.http).get(`${SCIM}/ResourceTypes`).expect(200);
    const user = {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
      id: 'User',
      name: 'User',
      endpoint: '/Users',
      description: 'User Account',
      schema: USER,
      schemaExtensions: [{ schema: ENTERPRISE_USER, required: false }],
      meta: { resourceType: 'ResourceType', location: `${root}/scim/v2/ResourceTypes/User` },
    };

    expect(list.body).toEqual({
      schemas: [LIST],
      totalResults: 2,
      startIndex: 1,
      itemsPerPage: 2,
      Resources: [user, expect.objectContaining({ id: 'Group', endpoint: '/Groups', schema: GROUP })],
    });
    expect((await request(t.http).get(`${SCIM}/ResourceTypes/User`).expect(200)).body).toEqual(user);
    const group = await request(t.http).get(`${SCIM}/ResourceTypes/Group`).expect(200);
    expect(group.body.meta).toEqual({ resourceType: 'ResourceType', location: `${root}/scim/v2/ResourceTypes/Group` });
    expect(group.body).not.toHaveProperty('schemaExtensions');
  });

  it('lists the User, Enterprise User and Group schemas and serves each by its URN', async () => {
    const list = await request(t.http).get(`${SCIM}/Schemas`).expect(200);

    expect(list.body).toMatchObject({ schemas: [LIST], totalResults: 3, startIndex: 1, itemsPerPage: 3 });
    expect(list.body.Resources.map((schema: { id: string }) => schema.id)).toEqual([USER, ENTERPRISE_USER, GROUP]);
    const group = await request(t.http).get(`${SCIM}/Schemas/${GROUP}`).expect(200);
    expect(group.body).toMatchObject({
      id: GROUP,
      name: 'Group',
      meta: { resourceType: 'Schema', location: `${root}/scim/v2/Schemas/${GROUP}` },
    });
    expect(group.body.attributes.map((attribute: { name: string }) => attribute.name)).toEqual([
      'displayName',
      'members',
    ]);
    const user = await request(t.http)
      .get(`${SCIM}/Schemas/${encodeURIComponent(USER)}`)
      .expect(200);
    expect(user.body.attributes[0]).toMatchObject({ name: 'userName', required: true, uniqueness: 'server' });
    const enterprise = await request(t.http).get(`${SCIM}/Schemas/${ENTERPRISE_USER}`).expect(200);
    expect(enterprise.body.name).toBe('EnterpriseUser');
  });

  it('answers an unknown schema or resource type with 404 in the SCIM error shape', async () => {
    const schema = await request(t.http).get(`${SCIM}/Schemas/urn:example:unknown`).expect(404);
    const resourceType = await request(t.http).get(`${SCIM}/ResourceTypes/Device`).expect(404);

    expect(schema.headers['content-type']).toMatch(/^application\/scim\+json/);
    expect(schema.body).toEqual({ schemas: [ERROR], status: '404', detail: 'Schema not found' });
    expect(resourceType.body).toEqual({ schemas: [ERROR], status: '404', detail: 'Resource type not found' });
  });
});
