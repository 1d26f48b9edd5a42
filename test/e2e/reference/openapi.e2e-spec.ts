import SwaggerParser from '@apidevtools/swagger-parser';
import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { registeredRoutes } from '../../support/openapi';

interface Operation {
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  parameters?: Array<{ name: string; in: string }>;
  responses: Record<string, { description: string; content?: Record<string, { schema: Record<string, any> }> }>;
  security?: Array<Record<string, string[]>>;
}

interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, { required?: string[] }>;
    securitySchemes: Record<string, Record<string, string>>;
  };
}

// Answers that are not JSON: a redirect to the caller's page, and the error page itself.
const NOT_JSON = [
  'GET /api/auth/reset-password/{token}',
  'GET /api/auth/error',
  'GET /api/auth/callback/{providerId}',
  'POST /api/auth/callback/{providerId}',
  'GET /api/auth/verify-request',
  // An empty body, as the OpenID provider package answers a deletion.
  'POST /api/auth/oauth2/delete-client',
  'POST /api/auth/oauth2/delete-consent',
  // An empty 200, as RFC 7009 answers a revocation.
  'POST /api/auth/oauth2/revoke',
  // An empty 204 once the domain is verified, as `@better-auth/sso` answers.
  'POST /api/auth/sso/verify-domain',
  // Single sign-on's ends: redirects to the caller's page, and the SAML metadata, which is XML.
  'GET /api/auth/sso/callback/{providerId}',
  'POST /api/auth/sso/saml2/sp/acs/{providerId}',
  'GET /api/auth/sso/saml2/sp/metadata',
];
// Plain status endpoints that cannot fail on input.
const NO_ERRORS = [
  'GET /api/auth/ok',
  'GET /api/auth/error',
  'GET /api/auth/social-providers',
  'GET /api/auth/jwks',
  'GET /api/auth/passkey/generate-authenticate-options',
  'GET /api/auth/.well-known/openid-configuration',
  'GET /api/auth/scim/v2/ServiceProviderConfig',
  'GET /api/auth/scim/v2/Schemas',
  'GET /api/auth/scim/v2/ResourceTypes',
];

// One app for the file: the document and the page are only read.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('the OpenAPI document at /api/reference/openapi.json', () => {
  let document: Document;
  const operations = (): Array<[string, Operation]> =>
    Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/auth/'))
      .flatMap(([path, item]) =>
        Object.entries(item).map(([method, operation]): [string, Operation] => [
          `${method.toUpperCase()} ${path}`,
          operation,
        ]),
      );

  beforeAll(async () => {
    document = (await request(t.http).get('/api/reference/openapi.json').expect(200)).body;
  });

  it('is OpenAPI 3.1 and passes swagger-parser’s validation, every $ref resolved', async () => {
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('documents every route registered under /api/auth, and nothing else there', () => {
    const documented = operations()
      .map(([route]) => route)
      .sort();

    expect(documented).toEqual(registeredRoutes(t.app, '/api/auth/'));
    expect(documented).toEqual(
      expect.arrayContaining([
        'GET /api/auth/get-session',
        'POST /api/auth/api-key/verify',
        'POST /api/auth/organization/create',
      ]),
    );
  });

  it('gives every operation a success answer with the shape of its body', () => {
    const shapeless = operations()
      .filter(([route]) => !NOT_JSON.includes(route))
      .filter(
        ([, operation]) =>
          !Object.entries(operation.responses).some(
            ([status, answer]) =>
              status.startsWith('2') &&
              (answer.content?.['application/json'] ?? answer.content?.['application/scim+json'])?.schema,
          ),
      );

    expect(shapeless.map(([route]) => route)).toEqual([]);
  });

  it('lists the catalogue codes of every error status, and every operation that can fail has one', () => {
    const errorStatuses = operations().flatMap(([route, operation]) =>
      Object.entries(operation.responses)
        .filter(([status]) => /^[45]/.test(status))
        .map(([status, answer]) => ({
          route,
          status,
          // The OpenID provider's endpoints answer RFC 6749 errors: `{ error, error_description }`, or only the
          // description where RFC 6750 §3.1 names no error (registration without a session).
          // SCIM answers RFC 7644 errors, `{ schemas, status, detail, scimType? }`, as application/scim+json.
          codes: Object.values(answer.content ?? {})
            .map(
              ({ schema }) =>
                schema.properties?.code?.enum ??
                schema.properties?.error?.enum ??
                schema.properties?.error_description?.enum ??
                schema.properties?.status?.enum,
            )
            .find(Boolean),
        })),
    );
    const withoutErrors = operations().filter(
      ([route, operation]) =>
        !NO_ERRORS.includes(route) &&
        !Object.keys(operation.responses).some((status) => /^4\d\d$/.test(status) && status !== '429'),
    );

    expect(errorStatuses.filter(({ codes }) => !Array.isArray(codes) || codes.length === 0)).toEqual([]);
    expect(withoutErrors.map(([route]) => route)).toEqual([]);
  });

  it('documents the rate limit on every auth operation: 429 TOO_MANY_REQUESTS with X-Retry-After', () => {
    const answer = document.paths['/api/auth/get-session'].get.responses['429'];

    expect(operations().filter(([, operation]) => !operation.responses['429'])).toEqual([]);
    expect(answer.content?.['application/json'].schema.properties.code.enum).toEqual(['TOO_MANY_REQUESTS']);
    expect(answer).toHaveProperty(['headers', 'X-Retry-After']);
  });

  it('lists the sign-in lock beside the rate limit in the 429 of sign-in, with X-Retry-After', () => {
    const answer = document.paths['/api/auth/sign-in/email'].post.responses['429'];

    expect(answer.content?.['application/json'].schema.properties.code.enum).toEqual([
      'TOO_MANY_REQUESTS',
      'TOO_MANY_FAILED_SIGN_IN_ATTEMPTS',
    ]);
    expect(answer.description).toContain(
      '`TOO_MANY_FAILED_SIGN_IN_ATTEMPTS`: Too many failed sign-in attempts for this email. Please try again later.',
    );
    expect(answer).toHaveProperty(['headers', 'X-Retry-After']);
  });

  it('lists 503 SERVICE_BUSY on every operation that hashes or checks a password', () => {
    const hashing = [
      '/api/auth/sign-up/email',
      '/api/auth/sign-in/email',
      '/api/auth/change-password',
      '/api/auth/set-password',
      '/api/auth/reset-password',
      '/api/auth/delete-user',
      '/api/auth/admin/create-user',
      '/api/auth/admin/set-user-password',
    ];
    const busyCodes = hashing.map(
      (path) => document.paths[path].post.responses['503']?.content?.['application/json'].schema.properties.code.enum,
    );

    expect(busyCodes.filter((codes) => !codes?.includes('SERVICE_BUSY'))).toEqual([]);
  });

  it('documents the administrators’ sign-in lock endpoints with their refusals', () => {
    const codesOf = (operation: Operation, status: string) =>
      operation.responses[status].content?.['application/json'].schema.properties.code.enum;
    const unlock = document.paths['/api/auth/admin/unlock-user'].post;
    const read = document.paths['/api/auth/admin/get-user-lock'].get;

    expect(codesOf(unlock, '403')).toEqual(['YOU_ARE_NOT_ALLOWED_TO_UNLOCK_USERS']);
    expect(codesOf(unlock, '404')).toEqual(['USER_NOT_FOUND']);
    expect(codesOf(read, '403')).toEqual(['YOU_ARE_NOT_ALLOWED_TO_GET_USER']);
    expect(codesOf(read, '503')).toEqual(['REDIS_UNAVAILABLE']);
  });

  it('documents the administrators’ list of every organization: its query, page and refusal', () => {
    const operation = document.paths['/api/auth/admin/list-organizations'].get;
    const parameters = operation.parameters!.filter((parameter) => parameter.in === 'query');
    const page = operation.responses['200'].content!['application/json'].schema.$ref!;
    const schema = document.components.schemas[page.split('/').pop()!] as { properties?: Record<string, unknown> };

    expect(parameters.map((parameter) => parameter.name).sort()).toEqual(
      ['limit', 'offset', 'searchValue', 'sortBy', 'sortDirection'].sort(),
    );
    expect(Object.keys(schema.properties ?? {}).sort()).toEqual(['limit', 'offset', 'organizations', 'total']);
    expect(operation.responses['403'].content?.['application/json'].schema.properties.code.enum).toEqual([
      'YOU_ARE_NOT_ALLOWED_TO_LIST_ORGANIZATIONS',
    ]);
  });

  it('describes request bodies from the DTOs, required fields included', () => {
    const signUp = document.paths['/api/auth/sign-up/email'].post.requestBody!.content['application/json'].schema.$ref!;
    const schema = document.components.schemas[signUp.split('/').pop()!];

    expect(schema.required).toEqual(expect.arrayContaining(['name', 'email', 'password']));
  });

  it('describes query parameters from the DTOs', () => {
    const names = document.paths['/api/auth/admin/list-users'].get
      .parameters!.filter((parameter) => parameter.in === 'query')
      .map((parameter) => parameter.name);

    expect(names).toEqual(
      expect.arrayContaining([
        'searchValue',
        'searchField',
        'searchOperator',
        'limit',
        'offset',
        'sortBy',
        'sortDirection',
        'filterField',
        'filterValue',
        'filterOperator',
      ]),
    );
  });

  it('declares the session cookie, x-api-key and x-service-key as security schemes', () => {
    expect(document.components.securitySchemes).toEqual({
      cookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' }),
      'api-key': expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-api-key' }),
      'service-key': expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-service-key' }),
    });
  });

  it.each([
    ['get', '/api/auth/get-session'],
    ['post', '/api/auth/change-password'],
    ['post', '/api/auth/admin/ban-user'],
    ['get', '/api/auth/admin/list-organizations'],
    ['get', '/api/auth/api-key/list'],
    ['post', '/api/auth/organization/create'],
  ])('lets %s %s be called with the session cookie or an API key', (method, path) => {
    expect(document.paths[path][method].security).toEqual(expect.arrayContaining([{ cookie: [] }, { 'api-key': [] }]));
  });

  it.each([
    ['post', '/api/auth/api-key/verify'],
    ['post', '/api/auth/api-key/delete-all-expired-api-keys'],
    ['post', '/api/auth/admin/create-user'],
    ['post', '/api/auth/set-password'],
    ['post', '/api/auth/organization/add-member'],
  ])('lets a trusted backend call %s %s with x-service-key', (method, path) => {
    expect(document.paths[path][method].security).toEqual(expect.arrayContaining([{ 'service-key': [] }]));
  });
});

describe('the reference page at /api/reference', () => {
  it('serves a readable page titled for the service', async () => {
    const response = await request(t.http).get('/api/reference').expect(200);

    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.text).toContain('<title>Auth service API reference</title>');
  });

  it('loads the document with a search box that also matches paths and summaries', async () => {
    const script = (await request(t.http).get('/api/reference/swagger-ui-init.js').expect(200)).text;

    expect(script).toContain('"filter": true');
    expect(script).toContain('opsFilter');
    expect(script).toContain('"/api/auth/api-key/verify"');
  });
});
