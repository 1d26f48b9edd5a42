import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY, createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, cookiesFrom } from '../../support/factories';
import { ScimConnection, catalogCall, createScimConnection } from '../../support/scim';

const USERS = '/api/auth/scim/v2/Users';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

describe('SCIM Users: the users behind them', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let organizationId: string;
  let scim: ScimConnection;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    admin = await createUserWithRole(t.http, 'admin');
    const organization = await request(t.http)
      .post('/api/auth/organization/create')
      .set('Cookie', admin.cookie)
      .send({ name: 'Provisioned', slug: 'provisioned-scim' })
      .expect(200);
    organizationId = organization.body.id;
    scim = await createScimConnection(t, organizationId);
  });
  afterAll(() => t.close());

  const scimCall = (method: 'post' | 'patch' | 'delete', path = '') =>
    request(t.http)[method](`${USERS}${path}`).set('Authorization', `Bearer ${scim.token}`);
  const createScimUser = async (name: string) =>
    (
      await scimCall('post')
        .send({ userName: `${name}@example.com`, externalId: `ext-${name}`, displayName: name })
        .expect(201)
    ).body as { id: string };
  const setActive = (id: string, active: string | boolean) =>
    scimCall('patch', `/${id}`)
      .send({ schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: active }] })
      .expect(200);
  const listUsers = (email: string) =>
    request(t.http)
      .get('/api/auth/admin/list-users')
      .set('Cookie', admin.cookie)
      .query({ searchValue: email, searchField: 'email' })
      .expect(200);
  const backingUser = async (email: string) => (await listUsers(email)).body.users[0];
  const memberIn = async (userId: string): Promise<{ id: string; role: string } | undefined> => {
    const members = await request(t.http)
      .get('/api/auth/organization/list-members')
      .query({ organizationId })
      .set('Cookie', admin.cookie)
      .expect(200);
    return members.body.members.find((member: { userId: string }) => member.userId === userId);
  };
  const roleIn = async (userId: string) => (await memberIn(userId))?.role ?? null;
  const sessionAs = async (userId: string) =>
    cookiesFrom(
      await request(t.http)
        .post('/api/auth/admin/impersonate-user')
        .set('Cookie', admin.cookie)
        .send({ userId })
        .expect(200),
    );

  it('backs a User with an unverified user without a password, a member of the organization', async () => {
    await createScimUser('life.one');
    const user = await backingUser('life.one@example.com');
    expect(user).toMatchObject({
      email: 'life.one@example.com',
      name: 'life.one',
      emailVerified: false,
      banned: false,
    });
    expect(await roleIn(user.id)).toBe('member');
    await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: 'life.one@example.com', password: 'correct horse battery' })
      .expect(401);
  });

  it('ends the sessions at once and bans on deactivation; reactivation lifts only that ban', async () => {
    const { id } = await createScimUser('life.two');
    const user = await backingUser('life.two@example.com');
    const cookie = await sessionAs(user.id);
    await request(t.http).get('/api/auth/list-sessions').set('Cookie', cookie).expect(200);

    await setActive(id, 'False');

    await request(t.http).get('/api/auth/list-sessions').set('Cookie', cookie).expect(401);
    expect(await backingUser('life.two@example.com')).toMatchObject({ banned: true, banReason: 'SCIM_DEACTIVATED' });
    expect(await roleIn(user.id)).toBeNull();

    await setActive(id, 'True');
    expect(await backingUser('life.two@example.com')).toMatchObject({ banned: false, banReason: null });
    expect(await roleIn(user.id)).toBe('member');

    await request(t.http)
      .post('/api/auth/admin/ban-user')
      .set('Cookie', admin.cookie)
      .send({ userId: user.id, banReason: 'fraud' })
      .expect(200);
    await setActive(id, false);
    await setActive(id, true);
    expect(await backingUser('life.two@example.com')).toMatchObject({ banned: true, banReason: 'fraud' });
  });

  it('keeps a changed role, and marks a changed e-mail unverified', async () => {
    const { id } = await createScimUser('life.three');
    const user = await backingUser('life.three@example.com');
    await request(t.http)
      .post('/api/auth/organization/update-member-role')
      .set('Cookie', admin.cookie)
      .send({ organizationId, memberId: (await memberIn(user.id))!.id, role: 'admin' })
      .expect(200);
    await scimCall('patch', `/${id}`)
      .send({
        schemas: [PATCH_OP],
        Operations: [{ op: 'replace', value: { emails: [{ value: 'Life.Three.New@example.com', primary: true }] } }],
      })
      .expect(200);
    expect(await backingUser('life.three.new@example.com')).toMatchObject({ id: user.id, emailVerified: false });
    expect(await roleIn(user.id)).toBe('admin');
  });

  it('keeps the user on DELETE, banned, and relinks it when the externalId comes back', async () => {
    const { id } = await createScimUser('life.four');
    const user = await backingUser('life.four@example.com');
    await scimCall('delete', `/${id}`).expect(204);
    expect(await backingUser('life.four@example.com')).toMatchObject({ id: user.id, banned: true });
    expect(await roleIn(user.id)).toBeNull();

    const again = await createScimUser('life.four');
    expect(again.id).not.toBe(id);
    expect(await backingUser('life.four@example.com')).toMatchObject({ id: user.id, banned: false });
    expect(await roleIn(user.id)).toBe('member');
  });

  it("deactivates every User of a decommissioned connection and refuses its API keys' owner", async () => {
    const other = await createScimConnection(t, organizationId);
    const created = await request(t.http)
      .post(USERS)
      .set('Authorization', `Bearer ${other.token}`)
      .send({ userName: 'life.five@example.com' })
      .expect(201);
    const user = await backingUser('life.five@example.com');
    const key = await request(t.http)
      .post('/api/auth/api-key/create')
      .set('x-service-key', TEST_SERVICE_KEY)
      .send({ userId: user.id })
      .expect(200);

    await catalogCall(t.http, 'decommission', {
      connectionId: other.connectionId,
      provisioningDomainId: organizationId,
      actorId: 'test-actor',
    }).expect(200);

    expect(created.body.active).toBe(true);
    expect(await backingUser('life.five@example.com')).toMatchObject({ banned: true, banReason: 'SCIM_DEACTIVATED' });
    const verified = await request(t.http)
      .post('/api/auth/api-key/verify')
      .set('x-service-key', TEST_SERVICE_KEY)
      .send({ key: key.body.key })
      .expect(200);
    expect(verified.body).toMatchObject({ valid: false, error: { code: 'USER_BANNED' } });
  });
});
