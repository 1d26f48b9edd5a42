import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { auditEvents, onlyEvent } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import { authenticatorFor, registerPasskey, signInOptions } from '../../support/passkeys';
import { SoftwareAuthenticator } from '../../support/software-authenticator';
import { isSignedIn } from './second-factor-sign-in';

const REMOVE = '/api/auth/admin/remove-passkeys';
const NOT_ALLOWED = {
  code: 'YOU_ARE_NOT_ALLOWED_TO_REMOVE_USERS_PASSKEYS',
  message: 'You are not allowed to remove users passkeys',
};
const PASSKEY_NOT_FOUND = { code: 'PASSKEY_NOT_FOUND', message: 'Passkey not found' };

describe('POST /api/auth/admin/remove-passkeys', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let plainUser: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    admin = await createUserWithRole(t.http);
    plainUser = await createUserWithRole(t.http, 'user');
  });

  afterAll(() => t.close());

  function remove(body: object, cookie: string = admin.cookie): request.Test {
    return request(t.http).post(REMOVE).set('Cookie', cookie).send(body);
  }

  async function passkeyIds(user: SignedUpUser): Promise<string[]> {
    const response = await request(t.http).get('/api/auth/passkey/list-user-passkeys').set('Cookie', user.cookie);
    return response.body.map((passkey: { id: string }) => passkey.id);
  }

  async function withPasskeys(count: number): Promise<{ user: SignedUpUser; authenticators: SoftwareAuthenticator[] }> {
    const user = await signUp(t.http);
    const authenticators = Array.from({ length: count }, () => authenticatorFor(t.baseUrl));
    for (const authenticator of authenticators) await registerPasskey(t.http, user.cookie, authenticator);
    return { user, authenticators };
  }

  it('removes all of the user’s passkeys and answers the user with passkeyCount 0 and how many went', async () => {
    const { user } = await withPasskeys(2);
    const other = await withPasskeys(1);

    const response = await remove({ userId: user.userId }).expect(200);

    expect(response.body).toEqual({
      user: expect.objectContaining({ id: user.userId, passkeyCount: 0, twoFactorEnabled: false }),
      removed: 2,
    });
    expect(await passkeyIds(user)).toEqual([]);
    expect(await passkeyIds(other.user)).toHaveLength(1);
  });

  it('removes only the passkey of passkeyId, and it no longer signs in', async () => {
    const { user, authenticators } = await withPasskeys(2);
    const [first, second] = await passkeyIds(user);

    const response = await remove({ userId: user.userId, passkeyId: first }).expect(200);

    expect(response.body).toMatchObject({ user: { passkeyCount: 1 }, removed: 1 });
    expect(await passkeyIds(user)).toEqual([second]);
    const { options, cookie } = await signInOptions(t.http);
    const signIn = await request(t.http)
      .post('/api/auth/passkey/verify-authentication')
      .set('Cookie', cookie)
      .send({ response: authenticators[0].authenticate(options) })
      .expect(401);
    expect(signIn.body).toEqual(PASSKEY_NOT_FOUND);
  });

  it('answers 404 PASSKEY_NOT_FOUND for another user’s passkey id, and removes nothing', async () => {
    const { user } = await withPasskeys(1);
    const other = await withPasskeys(1);
    const [othersPasskey] = await passkeyIds(other.user);

    const response = await remove({ userId: user.userId, passkeyId: othersPasskey }).expect(404);

    expect(response.body).toEqual(PASSKEY_NOT_FOUND);
    expect(await passkeyIds(user)).toHaveLength(1);
    expect(await passkeyIds(other.user)).toEqual([othersPasskey]);
  });

  it('answers 200 with removed 0 for a user without passkeys', async () => {
    const user = await signUp(t.http);

    const response = await remove({ userId: user.userId }).expect(200);

    expect(response.body).toMatchObject({ user: { id: user.userId, passkeyCount: 0 }, removed: 0 });
  });

  it('keeps the user’s sessions by default, and ends them all with revokeSessions: true', async () => {
    const kept = await withPasskeys(1);
    const ended = await withPasskeys(1);

    await remove({ userId: kept.user.userId }).expect(200);
    await remove({ userId: ended.user.userId, revokeSessions: true }).expect(200);

    expect(await isSignedIn(t.http, kept.user.cookie)).toBe(true);
    expect(await isSignedIn(t.http, ended.user.cookie)).toBe(false);
  });

  it('records admin.remove-passkeys with the passkey, the count and the choice about sessions', async () => {
    const { user } = await withPasskeys(2);
    const [first] = await passkeyIds(user);

    await remove({ userId: user.userId, passkeyId: first, revokeSessions: true }).expect(200);

    expect(await onlyEvent(t.http, admin.cookie, 'admin.remove-passkeys', user.userId)).toMatchObject({
      actorId: admin.userId,
      targetType: 'user',
      result: 'success',
      metadata: { passkeyId: first, removed: 1, revokeSessions: true },
    });
  });

  it('refuses a user without the permission with 403, removes nothing, and records the refusal', async () => {
    const { user } = await withPasskeys(1);

    const response = await remove({ userId: user.userId }, plainUser.cookie).expect(403);

    expect(response.body).toEqual(NOT_ALLOWED);
    expect(await passkeyIds(user)).toHaveLength(1);
    expect(await onlyEvent(t.http, admin.cookie, 'admin.remove-passkeys', user.userId)).toMatchObject({
      actorId: plainUser.userId,
      result: NOT_ALLOWED.code,
    });
  });

  it('refuses a caller without a session with 401 UNAUTHORIZED', async () => {
    const response = await request(t.http).post(REMOVE).send({ userId: plainUser.userId }).expect(401);

    expect(response.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
  });

  it('answers 404 USER_NOT_FOUND for an unknown user, and records the failure', async () => {
    const response = await remove({ userId: 'no-such-user' }).expect(404);

    expect(response.body).toEqual({ code: 'USER_NOT_FOUND', message: 'User not found' });
    const events = await auditEvents(t.http, admin.cookie, {
      action: 'admin.remove-passkeys',
      targetId: 'no-such-user',
    });
    expect(events.map((event) => event.result)).toEqual(['USER_NOT_FOUND']);
  });

  it.each([
    ['no userId', {}],
    ['an empty passkeyId', { userId: 'someone', passkeyId: '' }],
    ['a revokeSessions that is not a boolean', { userId: 'someone', revokeSessions: 1 }],
  ])('refuses %s with 400 VALIDATION_ERROR', async (_case, body) => {
    const response = await remove(body).expect(400);

    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
  });
});
