import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY, createUserWithRole } from '../../support/admin';
import { auditEvents, onlyEvent, sorted } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, cookiesFrom, signUp, uniqueEmail } from '../../support/factories';

describe('audit events of administrators', () => {
  let t: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: { ...ADMIN_TEST_CONFIG, admin: { roles: { support: { user: ['list'] } } } } });
    admin = await createUserWithRole(t.http, 'admin');
  });

  afterAll(async () => {
    await t.close();
  });

  const post = (path: string, body: object) =>
    request(t.http)
      .post(`/api/auth/admin/${path}`)
      .set('Cookie', admin.cookie)
      .set('User-Agent', 'admin-console')
      .send(body);

  it('records a user created by an administrator, with the administrator as actor', async () => {
    const email = uniqueEmail();
    const response = await post('create-user', { email, password: PASSWORD, name: 'Made', role: 'user' }).expect(200);

    expect(await onlyEvent(t.http, admin.cookie, 'admin.create-user', response.body.user.id)).toMatchObject({
      actorId: admin.userId,
      targetType: 'user',
      userAgent: 'admin-console',
      result: 'success',
      metadata: { email, role: 'user' },
    });
  });

  it('records a user created by a trusted backend with no actor', async () => {
    const response = await request(t.http)
      .post('/api/auth/admin/create-user')
      .set('x-service-key', TEST_SERVICE_KEY)
      .send({ email: uniqueEmail(), password: PASSWORD, name: 'Backend made' })
      .expect(200);

    expect(await onlyEvent(t.http, admin.cookie, 'admin.create-user', response.body.user.id)).toMatchObject({
      actorId: null,
      result: 'success',
    });
  });

  it('records a role change with the new role', async () => {
    const user = await signUp(t.http);
    await post('set-role', { userId: user.userId, role: ['user', 'support'] }).expect(200);

    expect(await onlyEvent(t.http, admin.cookie, 'admin.set-role', user.userId)).toMatchObject({
      actorId: admin.userId,
      result: 'success',
      metadata: { role: 'user,support' },
    });
  });

  it('records a ban with its reason, then the unban', async () => {
    const user = await signUp(t.http);
    await post('ban-user', { userId: user.userId, banReason: 'spam' }).expect(200);
    await post('unban-user', { userId: user.userId }).expect(200);

    expect(await onlyEvent(t.http, admin.cookie, 'admin.ban-user', user.userId)).toMatchObject({
      actorId: admin.userId,
      result: 'success',
      metadata: { banReason: 'spam' },
    });
    expect(await onlyEvent(t.http, admin.cookie, 'admin.unban-user', user.userId)).toMatchObject({
      actorId: admin.userId,
      result: 'success',
    });
  });

  it('records a refused ban with the catalogue code', async () => {
    await post('ban-user', { userId: admin.userId }).expect(400);

    expect(await onlyEvent(t.http, admin.cookie, 'admin.ban-user', admin.userId)).toMatchObject({
      actorId: admin.userId,
      result: 'YOU_CANNOT_BAN_YOURSELF',
    });
  });

  it.each([
    ['ban-user', 'admin.ban-user', 'YOU_ARE_NOT_ALLOWED_TO_BAN_USERS'],
    ['set-role', 'admin.set-role', 'YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE'],
    ['remove-user', 'admin.remove-user', 'YOU_ARE_NOT_ALLOWED_TO_DELETE_USERS'],
  ])('records a user without the permission trying %s, with the refusal code', async (path, action, code) => {
    const user = await signUp(t.http);
    const victim = await signUp(t.http);
    await request(t.http)
      .post(`/api/auth/admin/${path}`)
      .set('Cookie', user.cookie)
      .send({ userId: victim.userId, role: 'admin' })
      .expect(403);

    expect(await onlyEvent(t.http, admin.cookie, action, victim.userId)).toMatchObject({
      actorId: user.userId,
      targetType: 'user',
      result: code,
    });
  });

  it('records no event when a user without the permission only reads', async () => {
    const user = await signUp(t.http);
    await request(t.http).get('/api/auth/admin/list-users').set('Cookie', user.cookie).expect(403);

    expect(await auditEvents(t.http, admin.cookie, { actorId: user.userId })).toEqual([
      expect.objectContaining({ action: 'sign-up', result: 'success' }),
    ]);
  });

  it('records impersonation and its end, the end with the administrator as actor and impersonator', async () => {
    const user = await signUp(t.http);
    const started = await post('impersonate-user', { userId: user.userId }).expect(200);
    await request(t.http)
      .post('/api/auth/admin/stop-impersonating')
      .set('Cookie', cookiesFrom(started))
      .send({})
      .expect(200);

    expect(await onlyEvent(t.http, admin.cookie, 'admin.impersonate-user', user.userId)).toMatchObject({
      actorId: admin.userId,
      impersonatedBy: null,
      result: 'success',
    });
    expect(await onlyEvent(t.http, admin.cookie, 'admin.stop-impersonating', user.userId)).toMatchObject({
      actorId: admin.userId,
      impersonatedBy: admin.userId,
      result: 'success',
    });
  });

  it('records what an impersonating administrator does as the user, naming the administrator', async () => {
    const user = await signUp(t.http);
    const started = await post('impersonate-user', { userId: user.userId }).expect(200);
    await request(t.http).post('/api/auth/api-key/create').set('Cookie', cookiesFrom(started)).send({}).expect(403);

    const [attempt] = await auditEvents(t.http, admin.cookie, { action: 'api-key.create', actorId: user.userId });
    expect(attempt).toMatchObject({
      actorId: user.userId,
      impersonatedBy: admin.userId,
      result: 'NOT_ALLOWED_WHILE_IMPERSONATING',
    });
  });

  it('records a password set by an administrator, an update with the fields changed, and a removal', async () => {
    const user = await signUp(t.http);
    await post('set-user-password', { userId: user.userId, newPassword: 'a new strong password' }).expect(200);
    await post('update-user', { userId: user.userId, data: { name: 'Renamed', emailVerified: true } }).expect(200);
    await post('remove-user', { userId: user.userId }).expect(200);

    const events = await auditEvents(t.http, admin.cookie, { targetId: user.userId, actorId: admin.userId });
    expect(sorted(events.map((event) => [event.action, event.result, event.metadata]))).toEqual(
      sorted([
        ['admin.remove-user', 'success', null],
        ['admin.update-user', 'success', { fields: ['name', 'emailVerified'] }],
        ['admin.set-user-password', 'success', null],
      ]),
    );
  });
});
