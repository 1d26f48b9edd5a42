import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { auditEvents } from '../../support/audit';
import { createKey } from '../../support/api-keys';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp, uniqueEmail } from '../../support/factories';

const AUDIT_ACTIONS_PATH = '/api/auth/admin/list-audit-actions';
const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: 'Unauthorized' };
const NOT_ALLOWED = {
  code: 'YOU_ARE_NOT_ALLOWED_TO_LIST_AUDIT_EVENTS',
  message: 'You are not allowed to list audit events',
};

interface ListedAction {
  action: string;
  label: string;
  group: string;
}

interface QueryParameter {
  name: string;
  in: string;
  schema: { enum?: string[] };
}

describe('GET /api/auth/admin/list-audit-actions', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let user: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    admin = await createUserWithRole(t.http, 'admin');
    user = await signUp(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  const listedActions = async (): Promise<ListedAction[]> =>
    (await request(t.http).get(AUDIT_ACTIONS_PATH).set('Cookie', admin.cookie).expect(200)).body.actions;

  it('refuses a caller without a session with 401 UNAUTHORIZED', async () => {
    const response = await request(t.http).get(AUDIT_ACTIONS_PATH).expect(401);
    expect(response.body).toEqual(UNAUTHORIZED);
  });

  it('refuses a user without an admin role with 403 YOU_ARE_NOT_ALLOWED_TO_LIST_AUDIT_EVENTS', async () => {
    const response = await request(t.http).get(AUDIT_ACTIONS_PATH).set('Cookie', user.cookie).expect(403);
    expect(response.body).toEqual(NOT_ALLOWED);
  });

  it('answers each action once, with a label and a group', async () => {
    const actions = await listedActions();

    expect(actions.length).toBeGreaterThan(40);
    expect(new Set(actions.map(({ action }) => action)).size).toBe(actions.length);
    for (const entry of actions)
      expect(entry).toEqual({ action: expect.any(String), label: expect.any(String), group: expect.any(String) });
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'sign-in.social', label: expect.any(String), group: 'Account' },
        { action: 'two-factor.verify-otp', label: expect.any(String), group: 'Two-factor' },
      ]),
    );
  });

  it('lists exactly the actions the audit search accepts, as its OpenAPI document states them', async () => {
    const document = (await request(t.http).get('/api/reference/openapi.json').expect(200)).body;
    const parameters: QueryParameter[] = document.paths['/api/auth/admin/audit-events'].get.parameters;
    const accepted = parameters.find((parameter) => parameter.name === 'action' && parameter.in === 'query');

    expect((await listedActions()).map(({ action }) => action)).toEqual(accepted?.schema.enum);
  });

  it('lists every action the flows record, so each recorded event can be filtered for', async () => {
    const someone = await signUp(t.http);
    await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: uniqueEmail('nobody'), password: 'wrong password' })
      .expect(401);
    await createKey(t.http, someone.cookie, { name: 'ci' });
    await request(t.http)
      .post('/api/auth/admin/ban-user')
      .set('Cookie', admin.cookie)
      .send({ userId: someone.userId })
      .expect(200);
    await request(t.http).post('/api/auth/sign-out').set('Cookie', user.cookie).expect(200);

    const listed = new Set((await listedActions()).map(({ action }) => action));
    const recorded = new Set((await auditEvents(t.http, admin.cookie, { limit: 10_000 })).map(({ action }) => action));

    expect(recorded.size).toBeGreaterThanOrEqual(5);
    expect([...recorded].filter((action) => !listed.has(action))).toEqual([]);
  });
});
