import fc from 'fast-check';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY, createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, signIn, signUp } from '../../support/factories';
import { FieldCase, hostileFieldCases } from '../../support/hostile-fields';
import { Endpoint, HostileRequest, endpointsOf, hostileRequests } from '../../support/hostile-requests';
import { encodeHostile } from '../../support/odd-text';
import { ScimConnection, createScimConnection } from '../../support/scim';

// Random requests per run, beside the systematic field cases; HOSTILE_RUNS raises it for a longer hunt.
const RUNS = Number(process.env.HOSTILE_RUNS ?? 1_500);
// Calls that would end the signed-in sessions the run relies on go without them.
const SESSION_ENDING = [
  '/api/auth/sign-out',
  '/api/auth/revoke-sessions',
  '/api/auth/revoke-other-sessions',
  '/api/auth/delete-user',
  '/api/auth/change-password',
];
const STACK_TRACE = /\n\s+at |\.[jt]s:\d+|node_modules/;

const SCIM_PROTOCOL = '/api/auth/scim/v2/';
const SCIM_ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

/**
 * A refusal as the service writes one: the catalogue's `{ code, message }`, on the OpenID provider's endpoints
 * (`…/oauth2/…`) OAuth's `{ error, error_description }` (RFC 6749 §5.2), as the package writes it, and on the SCIM
 * protocol's RFC 7644 §3.12 `{ schemas, status, detail }` as `application/scim+json`.
 */
function isErrorAnswer(path: string, response: request.Response): boolean {
  const contentType = response.headers['content-type'] ?? '';
  const fields = (response.body ?? {}) as Record<string, unknown>;
  // A path no route matches (`…/Schemas/` with an empty id) is the service's 404, under /scim/v2 as anywhere.
  const isUnknownRoute = response.status === 404 && fields.code === 'NOT_FOUND';
  if (path.startsWith(SCIM_PROTOCOL) && !isUnknownRoute) {
    return (
      /^application\/scim\+json/.test(contentType) &&
      Array.isArray(fields.schemas) &&
      fields.schemas.includes(SCIM_ERROR) &&
      fields.status === String(response.status) &&
      typeof fields.detail === 'string'
    );
  }
  const isCatalogue = typeof fields.code === 'string' && typeof fields.message === 'string';
  const isOAuth = typeof fields.error === 'string' && typeof fields.error_description === 'string';
  return /^application\/json/.test(contentType) && (isCatalogue || (path.includes('/oauth2/') && isOAuth));
}

/**
 * Registration's 401s, as the package writes them: `{ error_description }` without a session (RFC 6750 §3.1 names
 * no error then), and nothing at all for a user who may not register clients.
 */
function isRegistrationRefusal(path: string, response: request.Response): boolean {
  if (!path.endsWith('/oauth2/register') || response.status !== 401) return false;
  return response.text === '' || typeof response.body?.error_description === 'string';
}

jest.setTimeout(180_000);

describe('hostile input on every endpoint, generated', () => {
  let t: TestApp;
  let user: SignedUpUser;
  let admin: SignedUpUser;
  let endpoints: Endpoint[];
  let fieldCases: FieldCase[];
  let scim: ScimConnection;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    user = await signUp(t.http);
    admin = await createUserWithRole(t.http, 'admin');
    scim = await createScimConnection(t, 'org-hostile');
    const document = (await request(t.http).get('/api/reference/openapi.json').expect(200)).body;
    endpoints = endpointsOf(document, '/');
    fieldCases = hostileFieldCases(document, '/');
  });

  afterAll(async () => {
    await t.close();
  });

  function send(hostile: HostileRequest): request.Test {
    const { endpoint } = hostile;
    const path = endpoint.pathParams.reduce(
      (built, name, i) => built.replace(`{${name}}`, hostile.pathValues[i]),
      endpoint.path,
    );
    const query = Object.entries(hostile.query)
      .flatMap(([key, values]) => [values].flat().map((entry) => `${encodeHostile(key)}=${encodeHostile(entry)}`))
      .join('&');
    const call = request(t.http)[hostile.method](query ? `${path}?${query}` : path);
    if (hostile.origin !== null) call.set('Origin', hostile.origin);
    if (hostile.forwardedFor !== null) call.set('X-Forwarded-For', hostile.forwardedFor);
    const mayUseSession = !SESSION_ENDING.includes(endpoint.path);
    if (hostile.caller === 'user' && mayUseSession) call.set('Cookie', user.cookie);
    if (hostile.caller === 'admin' && mayUseSession) call.set('Cookie', admin.cookie);
    // A directory's bearer token, so the SCIM protocol's own checks meet the input.
    if (hostile.caller === 'admin' && endpoint.path.startsWith(SCIM_PROTOCOL))
      call.auth(scim.token, { type: 'bearer' });
    if (hostile.caller === 'forged-cookie')
      call.set('Cookie', 'better-auth.session_token=forged.c2lnbmF0dXJl; better-auth.session_data=%%%');
    if (hostile.caller === 'forged-api-key') call.set('x-api-key', 'k'.repeat(64));
    if (hostile.caller === 'wrong-service-key') call.set('x-service-key', `${TEST_SERVICE_KEY}-wrong`);
    const { body } = hostile;
    if (body.kind === 'json')
      return call.set('Content-Type', 'application/json').send(Buffer.from(JSON.stringify(body.value) ?? 'null'));
    if (body.kind === 'raw') {
      if (body.contentType !== null) call.set('Content-Type', body.contentType);
      return call.send(Buffer.from(body.text));
    }
    return call;
  }

  it('answers thousands of generated hostile requests with a 4xx JSON error or a success, never a 5xx or a stack trace', async () => {
    let errors = 0;
    await fc.assert(
      fc.asyncProperty(hostileRequests(endpoints, t.baseUrl), async (hostile) => {
        const response = await send(hostile);
        expect(response.status).toBeLessThan(500);
        expect(response.text).not.toMatch(STACK_TRACE);
        if (response.status >= 400 && isRegistrationRefusal(hostile.endpoint.path, response)) errors += 1;
        else if (response.status >= 400) {
          errors += 1;
          expect(isErrorAnswer(hostile.endpoint.path, response)).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
    // Most generated requests must be refused; a run that only met successes tested nothing.
    expect(errors).toBeGreaterThan(RUNS / 2);
  });

  it('answers every field of every documented example made null, a broken surrogate, an invisible character, fullwidth or an out-of-range number with a success or a 4xx JSON error', async () => {
    const failures: string[] = [];
    for (const field of fieldCases) {
      const path = field.url.split('?')[0];
      const call = request(t.http)
        [field.method](field.url)
        .set('Origin', t.baseUrl)
        .set('x-service-key', TEST_SERVICE_KEY);
      // As an administrator, who may call every endpoint, and as a trusted backend, so checks past those meet the
      // value.
      if (!SESSION_ENDING.includes(path)) call.set('Cookie', admin.cookie);
      if (path.startsWith(SCIM_PROTOCOL)) call.auth(scim.token, { type: 'bearer' });
      const response = field.body
        ? await call.set('Content-Type', 'application/json').send(JSON.stringify(field.body))
        : await call;
      if (
        response.status >= 500 ||
        (response.status >= 400 && !isErrorAnswer(path, response)) ||
        STACK_TRACE.test(response.text)
      ) {
        failures.push(`${field.label} -> ${response.status} ${response.text.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(fieldCases.length).toBeGreaterThan(500);
  });

  it('still serves sign-in, sessions and the admin API after the run', async () => {
    await request(t.http).get('/api/auth/ok').expect(200, { ok: true });
    const cookie = await signIn(t.http, user.email, PASSWORD);
    const session = await request(t.http).get('/api/auth/get-session').set('Cookie', cookie).expect(200);
    expect(session.body.user.id).toBe(user.userId);
    await request(t.http).get('/api/auth/admin/list-users').set('Cookie', admin.cookie).expect(200);
  });

  it('covers every GET and POST endpoint of the document, the auth API and the operations endpoints', () => {
    const paths = endpoints.map((endpoint) => endpoint.path);
    expect(paths.filter((path) => path.startsWith('/api/auth/')).length).toBeGreaterThan(80);
    expect(paths).toEqual(expect.arrayContaining(['/api/auth/sign-in/email', '/api/auth/admin/audit-events']));
  });
});
