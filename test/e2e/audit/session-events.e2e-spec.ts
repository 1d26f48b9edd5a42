import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { AUDIT_EVENTS, auditEvents, onlyEvent, sorted } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, cookiesFrom, signUp } from '../../support/factories';
import { SmtpSink } from '../../support/smtp-sink';

/** A second session of the user, with its token. */
async function signInAgain(t: TestApp, user: SignedUpUser): Promise<{ token: string; cookie: string }> {
  const response = await request(t.http)
    .post('/api/auth/sign-in/email')
    .send({ email: user.email, password: PASSWORD })
    .expect(200);
  return { token: response.body.token, cookie: cookiesFrom(response) };
}

/** The session ids the user's list shows, by token. */
async function sessionIdOf(t: TestApp, cookie: string, token: string): Promise<string> {
  const sessions = (await request(t.http).get('/api/auth/list-sessions').set('Cookie', cookie).expect(200)).body;
  return sessions.find((session: { token: string }) => session.token === token).id;
}

describe('audit events of sign-outs, session revocations and self-deletion', () => {
  let t: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    admin = await createUserWithRole(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  it("records a sign-out for the session's user, naming the session by id and never its token", async () => {
    const user = await signUp(t.http);
    const sessionId = await sessionIdOf(t, user.cookie, user.token);
    await request(t.http).post('/api/auth/sign-out').set('Cookie', user.cookie).send({}).expect(200);

    const event = await onlyEvent(t.http, admin.cookie, 'sign-out', user.userId);
    expect(event).toMatchObject({
      actorId: user.userId,
      impersonatedBy: null,
      targetType: 'user',
      result: 'success',
      metadata: { sessionId },
    });
    expect(JSON.stringify(event)).not.toContain(user.token);
  });

  it('records nothing for a sign-out without a live session', async () => {
    const before = (
      await request(t.http).get(AUDIT_EVENTS).query({ action: 'sign-out' }).set('Cookie', admin.cookie).expect(200)
    ).body.total;
    await request(t.http).post('/api/auth/sign-out').send({}).expect(200);
    const after = (
      await request(t.http).get(AUDIT_EVENTS).query({ action: 'sign-out' }).set('Cookie', admin.cookie).expect(200)
    ).body.total;
    expect(after).toBe(before);
  });

  it('records the sign-out of an impersonation with the administrator behind it', async () => {
    const user = await signUp(t.http);
    const started = await request(t.http)
      .post('/api/auth/admin/impersonate-user')
      .set('Cookie', admin.cookie)
      .send({ userId: user.userId })
      .expect(200);
    await request(t.http).post('/api/auth/sign-out').set('Cookie', cookiesFrom(started)).send({}).expect(200);

    expect(await onlyEvent(t.http, admin.cookie, 'sign-out', user.userId)).toMatchObject({
      actorId: user.userId,
      impersonatedBy: admin.userId,
    });
  });

  it('records the user revoking one session, the others, then all, never with a token', async () => {
    const user = await signUp(t.http);
    const second = await signInAgain(t, user);
    const third = await signInAgain(t, user);
    const secondId = await sessionIdOf(t, user.cookie, second.token);
    await request(t.http)
      .post('/api/auth/revoke-session')
      .set('Cookie', user.cookie)
      .send({ token: second.token })
      .expect(200);
    await request(t.http).post('/api/auth/revoke-other-sessions').set('Cookie', third.cookie).send({}).expect(200);
    await request(t.http).post('/api/auth/revoke-sessions').set('Cookie', third.cookie).send({}).expect(200);

    const events = await auditEvents(t.http, admin.cookie, { targetId: user.userId });
    const revocations = events.filter((event) => event.action.startsWith('revoke-'));
    expect(sorted(revocations.map((event) => [event.action, event.actorId, event.result, event.metadata]))).toEqual(
      sorted([
        ['revoke-session', user.userId, 'success', { sessionId: secondId }],
        ['revoke-other-sessions', user.userId, 'success', null],
        ['revoke-sessions', user.userId, 'success', null],
      ]),
    );
    expect(JSON.stringify(events)).not.toMatch(new RegExp(`${user.token}|${second.token}|${third.token}`));
  });

  it("records a revoke-session of another user's token naming no session, and leaves that session alone", async () => {
    const user = await signUp(t.http);
    const other = await signUp(t.http);
    await request(t.http)
      .post('/api/auth/revoke-session')
      .set('Cookie', user.cookie)
      .send({ token: other.token })
      .expect(200);

    expect(await onlyEvent(t.http, admin.cookie, 'revoke-session', user.userId)).toMatchObject({
      result: 'success',
      metadata: null,
    });
    await request(t.http)
      .get('/api/auth/get-session')
      .set('Cookie', other.cookie)
      .expect(200)
      .expect((res) => expect(res.body.user.id).toBe(other.userId));
  });

  it('records an administrator revoking one session of a user and then all of them, and a plain user refused', async () => {
    const user = await signUp(t.http);
    const second = await signInAgain(t, user);
    const secondId = await sessionIdOf(t, user.cookie, second.token);
    await request(t.http)
      .post('/api/auth/admin/revoke-user-session')
      .set('Cookie', admin.cookie)
      .send({ sessionToken: second.token })
      .expect(200);
    await request(t.http)
      .post('/api/auth/admin/revoke-user-sessions')
      .set('Cookie', user.cookie)
      .send({ userId: admin.userId })
      .expect(403);
    await request(t.http)
      .post('/api/auth/admin/revoke-user-sessions')
      .set('Cookie', admin.cookie)
      .send({ userId: user.userId })
      .expect(200);

    expect(await onlyEvent(t.http, admin.cookie, 'admin.revoke-user-session', user.userId)).toMatchObject({
      actorId: admin.userId,
      result: 'success',
      metadata: { sessionId: secondId },
    });
    expect(await onlyEvent(t.http, admin.cookie, 'admin.revoke-user-sessions', user.userId)).toMatchObject({
      actorId: admin.userId,
      result: 'success',
    });
    expect(await onlyEvent(t.http, admin.cookie, 'admin.revoke-user-sessions', admin.userId)).toMatchObject({
      actorId: user.userId,
      result: 'YOU_ARE_NOT_ALLOWED_TO_REVOKE_USERS_SESSIONS',
    });
  });

  it('records a self-deletion with the password, and a refused one with the wrong password', async () => {
    const user = await signUp(t.http);
    await request(t.http)
      .post('/api/auth/delete-user')
      .set('Cookie', user.cookie)
      .send({ password: 'not the password' })
      .expect(400);
    await request(t.http)
      .post('/api/auth/delete-user')
      .set('Cookie', user.cookie)
      .send({ password: PASSWORD })
      .expect(200);

    const events = await auditEvents(t.http, admin.cookie, { action: 'delete-user', targetId: user.userId });
    expect(sorted(events.map((event) => [event.actorId, event.result, event.metadata]))).toEqual(
      sorted([
        [user.userId, 'INVALID_PASSWORD', null],
        [user.userId, 'success', { step: 'deleted' }],
      ]),
    );
  });
});

describe('audit events of a self-deletion confirmed by e-mail', () => {
  let t: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: { ...ADMIN_TEST_CONFIG, user: { deleteUser: { sendVerification: true } } } });
    admin = await createUserWithRole(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  it('records the request, then the deletion when the owner opens the link, never with the token', async () => {
    const user = await signUp(t.http);
    await request(t.http).post('/api/auth/delete-user').set('Cookie', user.cookie).send({}).expect(200);
    const link = new URL(SmtpSink.linkIn(await t.mail.waitFor(user.email), '/delete-user/callback'));
    await request(t.http).get(`${link.pathname}?token=wrong`).set('Cookie', user.cookie).expect(404);
    await request(t.http).get(`${link.pathname}${link.search}`).set('Cookie', user.cookie).expect(302);

    const events = await auditEvents(t.http, admin.cookie, { action: 'delete-user', targetId: user.userId });
    expect(sorted(events.map((event) => [event.actorId, event.result, event.metadata]))).toEqual(
      sorted([
        [user.userId, 'success', { step: 'requested' }],
        [user.userId, 'INVALID_TOKEN', { step: 'confirmed' }],
        [user.userId, 'success', { step: 'confirmed' }],
      ]),
    );
    expect(JSON.stringify(events)).not.toContain(link.searchParams.get('token'));
  });
});
