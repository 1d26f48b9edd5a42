import { ADMIN_TEST_CONFIG, createUserWithRole } from '../support/admin';
import {
  CLIENT_LINE,
  CLIENT_LINE_CONFIG,
  CLIENT_ROLES_ENV,
  createAuthClient,
  adminClient,
} from '../support/client-line';
import { CookieJar } from '../support/cookie-jar';
import { TestApp, createTestApp } from '../support/create-test-app';
import { PASSWORD, SignedUpUser, uniqueEmail } from '../support/factories';

function adminBrowser(baseUrl: string) {
  const jar = new CookieJar(new URL(baseUrl).origin);
  const client = createAuthClient({
    baseURL: baseUrl,
    plugins: [adminClient()],
    fetchOptions: { customFetchImpl: jar.fetch },
  });
  return { client, jar };
}

type AdminBrowser = ReturnType<typeof adminBrowser>;

function failure(code: string, message: string, status: number) {
  return { code, message, status, statusText: expect.any(String) };
}

describe('administering users through the official client with adminClient', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let adminClientBrowser: AdminBrowser;

  beforeAll(async () => {
    t = await createTestApp({
      config: { ...ADMIN_TEST_CONFIG, ...CLIENT_LINE_CONFIG },
      env: CLIENT_ROLES_ENV,
      listen: true,
    });
    admin = await createUserWithRole(t.http, 'admin');
    adminClientBrowser = await signedIn(admin.email);
  });

  afterAll(async () => {
    await t.close();
  });

  async function signedIn(email: string, password = PASSWORD): Promise<AdminBrowser> {
    const browser = adminBrowser(t.baseUrl);
    const { error } = await browser.client.signIn.email({ email, password });
    expect(error).toBeNull();
    return browser;
  }

  /** A plain user signed up through the client in a browser of their own. */
  async function signedUpUser(
    prefix = 'user',
  ): Promise<AdminBrowser & { email: string; userId: string; token: string }> {
    const browser = adminBrowser(t.baseUrl);
    const email = uniqueEmail(prefix);
    const { data } = await browser.client.signUp.email({ name: 'Plain User', email, password: PASSWORD });
    return { ...browser, email, userId: data!.user.id, token: data!.token! };
  }

  it('finds users with listUsers and a search value', async () => {
    const marker = `needle${Date.now()}`;
    const first = await signedUpUser(`${marker}-a`);
    const second = await signedUpUser(`${marker}-b`);
    await signedUpUser('haystack');

    const { data, error } = await adminClientBrowser.client.admin.listUsers({
      query: { searchValue: marker, limit: 10 },
    });

    expect(error).toBeNull();
    expect(data).toMatchObject({ total: 2, limit: 10 });
    expect(data!.users.map((user) => user.email).sort()).toEqual([first.email, second.email].sort());
  });

  it('creates a user with createUser who can then sign in', async () => {
    const email = uniqueEmail('created');

    const { data, error } = await adminClientBrowser.client.admin.createUser({
      email,
      password: PASSWORD,
      name: 'Created',
      role: 'user',
    });

    expect(error).toBeNull();
    expect(data!.user).toMatchObject({ email, name: 'Created', role: 'user', banned: false });
    const browser = await signedIn(email);
    expect((await browser.client.getSession()).data?.user.id).toBe(data!.user.id);
  });

  it('creates a user with createUser keeping emailVerified and image from data', async () => {
    const image = 'https://example.com/created.png';

    const { data, error } = await adminClientBrowser.client.admin.createUser({
      email: uniqueEmail('verified'),
      password: PASSWORD,
      name: 'Verified',
      data: { emailVerified: true, image },
    });

    expect(error).toBeNull();
    expect(data!.user).toMatchObject({ emailVerified: true, image });
  });

  it(`answers createUser with an unknown role as Better Auth ${CLIENT_LINE} does`, async () => {
    const { data, error } = await adminClientBrowser.client.admin.createUser({
      email: uniqueEmail('emperor'),
      password: PASSWORD,
      name: 'Emperor',
      role: 'emperor' as 'user',
    });

    if (CLIENT_LINE === '1.7') {
      expect(data).toBeNull();
      expect(error).toEqual(
        failure(
          'YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE',
          'You are not allowed to set a non-existent role value',
          400,
        ),
      );
    } else {
      expect(error).toBeNull();
      expect(data!.user.role).toBe('emperor');
    }
  });

  it('changes a role with setRole', async () => {
    const target = await signedUpUser();

    const { data, error } = await adminClientBrowser.client.admin.setRole({ userId: target.userId, role: 'admin' });

    expect(error).toBeNull();
    expect(data!.user).toMatchObject({ id: target.userId, role: 'admin' });
    expect(await target.client.admin.hasPermission({ permissions: { user: ['ban'] } })).toEqual({
      data: { error: null, success: true },
      error: null,
    });
  });

  it('bans a user with banUser so that signing in fails with 403 BANNED_USER, until unbanUser', async () => {
    const target = await signedUpUser();

    const banned = await adminClientBrowser.client.admin.banUser({ userId: target.userId, banReason: 'Spamming' });

    expect(banned.error).toBeNull();
    expect(banned.data!.user).toMatchObject({ id: target.userId, banned: true, banReason: 'Spamming' });
    expect(await target.client.getSession()).toEqual({ data: null, error: null });
    const refused = await adminBrowser(t.baseUrl).client.signIn.email({ email: target.email, password: PASSWORD });
    expect(refused.data).toBeNull();
    expect(refused.error).toEqual(failure('BANNED_USER', 'You have been banned from this application', 403));

    const unbanned = await adminClientBrowser.client.admin.unbanUser({ userId: target.userId });

    expect(unbanned.error).toBeNull();
    expect(unbanned.data!.user).toMatchObject({ id: target.userId, banned: false, banReason: null });
    await signedIn(target.email);
  });

  it('impersonates a user with impersonateUser and returns with stopImpersonating', async () => {
    const target = await signedUpUser();
    const browser = await signedIn(admin.email);

    const impersonated = await browser.client.admin.impersonateUser({ userId: target.userId });

    expect(impersonated.error).toBeNull();
    expect(impersonated.data!.session).toMatchObject({ userId: target.userId, impersonatedBy: admin.userId });
    expect(browser.jar.names().sort()).toEqual([
      'better-auth.admin_session',
      'better-auth.dont_remember',
      'better-auth.session_token',
    ]);
    const asTarget = await browser.client.getSession();
    expect(asTarget.data?.user.id).toBe(target.userId);
    expect(asTarget.data?.session).toMatchObject({
      token: impersonated.data!.session.token,
      impersonatedBy: admin.userId,
    });

    const stopped = await browser.client.admin.stopImpersonating();

    expect(stopped.error).toBeNull();
    expect(stopped.data!.user).toMatchObject({ id: admin.userId });
    expect(browser.jar.names()).toEqual(['better-auth.session_token']);
    const asAdmin = await browser.client.getSession();
    expect(asAdmin.data?.user.id).toBe(admin.userId);
    expect(asAdmin.data?.session.impersonatedBy).toBeNull();
    expect((await target.client.getSession()).data?.session.token).toBe(target.token);
  });

  it("lists a user's sessions with listUserSessions and ends them with revokeUserSessions", async () => {
    const target = await signedUpUser();
    const secondBrowser = await signedIn(target.email);
    const secondToken = (await secondBrowser.client.getSession()).data!.session.token;

    const listed = await adminClientBrowser.client.admin.listUserSessions({ userId: target.userId });

    expect(listed.error).toBeNull();
    expect(listed.data!.sessions.map((session) => session.token).sort()).toEqual([target.token, secondToken].sort());

    const revoked = await adminClientBrowser.client.admin.revokeUserSessions({ userId: target.userId });

    expect(revoked).toEqual({ data: { success: true }, error: null });
    expect(await target.client.getSession()).toEqual({ data: null, error: null });
    expect(await secondBrowser.client.getSession()).toEqual({ data: null, error: null });
    expect((await adminClientBrowser.client.admin.listUserSessions({ userId: target.userId })).data).toEqual({
      sessions: [],
    });
  });

  it('sets a new password with setUserPassword', async () => {
    const target = await signedUpUser();
    const newPassword = 'a password the admin chose';

    const result = await adminClientBrowser.client.admin.setUserPassword({ userId: target.userId, newPassword });

    expect(result).toEqual({ data: { status: true }, error: null });
    const withOld = await adminBrowser(t.baseUrl).client.signIn.email({ email: target.email, password: PASSWORD });
    expect(withOld.error).toEqual(failure('INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password', 401));
    await signedIn(target.email, newPassword);
  });

  it('deletes a user with removeUser', async () => {
    const target = await signedUpUser();

    const result = await adminClientBrowser.client.admin.removeUser({ userId: target.userId });

    expect(result).toEqual({ data: { success: true }, error: null });
    expect(await target.client.getSession()).toEqual({ data: null, error: null });
    const signIn = await adminBrowser(t.baseUrl).client.signIn.email({ email: target.email, password: PASSWORD });
    expect(signIn.error).toEqual(failure('INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password', 401));
  });

  it('answers hasPermission for the signed-in administrator', async () => {
    const result = await adminClientBrowser.client.admin.hasPermission({ permissions: { user: ['ban'] } });

    expect(result).toEqual({ data: { error: null, success: true }, error: null });
  });

  it("refuses a plain user's admin calls with 403 and the exact message", async () => {
    const plain = await signedUpUser();
    const other = await signedUpUser();

    const listed = await plain.client.admin.listUsers({ query: { limit: 10 } });
    expect(listed.data).toBeNull();
    expect(listed.error).toEqual(
      failure('YOU_ARE_NOT_ALLOWED_TO_LIST_USERS', 'You are not allowed to list users', 403),
    );

    const banned = await plain.client.admin.banUser({ userId: other.userId });
    expect(banned.error).toEqual(failure('YOU_ARE_NOT_ALLOWED_TO_BAN_USERS', 'You are not allowed to ban users', 403));

    const impersonated = await plain.client.admin.impersonateUser({ userId: other.userId });
    expect(impersonated.error).toEqual(
      failure('YOU_ARE_NOT_ALLOWED_TO_IMPERSONATE_USERS', 'You are not allowed to impersonate users', 403),
    );

    const sessions = await plain.client.admin.listUserSessions({ userId: other.userId });
    expect(sessions.error).toEqual(
      failure('YOU_ARE_NOT_ALLOWED_TO_LIST_USERS_SESSIONS', 'You are not allowed to list users sessions', 403),
    );

    const revoked = await plain.client.admin.revokeUserSessions({ userId: other.userId });
    expect(revoked.error).toEqual(
      failure('YOU_ARE_NOT_ALLOWED_TO_REVOKE_USERS_SESSIONS', 'You are not allowed to revoke users sessions', 403),
    );

    const removed = await plain.client.admin.removeUser({ userId: other.userId });
    expect(removed.error).toEqual(
      failure('YOU_ARE_NOT_ALLOWED_TO_DELETE_USERS', 'You are not allowed to delete users', 403),
    );

    expect(await plain.client.admin.hasPermission({ permissions: { user: ['ban'] } })).toEqual({
      data: { error: null, success: false },
      error: null,
    });
    expect((await other.client.getSession()).data?.session.token).toBe(other.token);
  });

  it('lets a support administrator (ADMIN_ROLES) list, read and update users and list their sessions, and nothing more', async () => {
    const support = await signedUpUser('support');
    const target = await signedUpUser('helped');
    const set = await adminClientBrowser.client.admin.setRole({ userId: support.userId, role: 'support' as 'user' });
    expect(set.error).toBeNull();

    const listed = await support.client.admin.listUsers({ query: { searchValue: target.email } });
    expect(listed.error).toBeNull();
    expect(listed.data!.users.map((user) => user.id)).toEqual([target.userId]);
    const sessions = await support.client.admin.listUserSessions({ userId: target.userId });
    expect(sessions.error).toBeNull();
    expect(sessions.data!.sessions).toHaveLength(1);
    const updated = await support.client.admin.updateUser({ userId: target.userId, data: { name: 'Helped' } });
    expect(updated.error).toBeNull();
    expect(updated.data).toMatchObject({ id: target.userId, name: 'Helped' });

    const banned = await support.client.admin.banUser({ userId: target.userId });
    expect(banned.error).toEqual(failure('YOU_ARE_NOT_ALLOWED_TO_BAN_USERS', 'You are not allowed to ban users', 403));
    const revoked = await support.client.admin.revokeUserSessions({ userId: target.userId });
    expect(revoked.error).toEqual(
      failure('YOU_ARE_NOT_ALLOWED_TO_REVOKE_USERS_SESSIONS', 'You are not allowed to revoke users sessions', 403),
    );
    expect(await support.client.admin.hasPermission({ permissions: { user: ['list', 'get', 'update'] } })).toEqual({
      data: { error: null, success: true },
      error: null,
    });
    expect(await support.client.admin.hasPermission({ permissions: { user: ['delete'] } })).toEqual({
      data: { error: null, success: false },
      error: null,
    });
  });

  it('assigns with setRole a role an administrator made at run time, which hasPermission then honours', async () => {
    const made = await adminClientBrowser.client.$fetch('/admin/create-role', {
      method: 'POST',
      body: { role: 'Auditors', permission: { user: ['list'], audit: ['list'] } },
    });
    expect(made.error).toBeNull();
    expect(made.data).toMatchObject({ success: true, roleData: { role: 'auditors' } });
    const auditor = await signedUpUser('auditor');

    const set = await adminClientBrowser.client.admin.setRole({ userId: auditor.userId, role: 'auditors' as 'user' });

    expect(set.error).toBeNull();
    expect(set.data!.user).toMatchObject({ id: auditor.userId, role: 'auditors' });
    expect(
      await auditor.client.admin.hasPermission({
        // The client is typed with Better Auth's statements; an app with its own passes its access control to it.
        permissions: { audit: ['list'], user: ['list'] } as { user: 'list'[] },
      }),
    ).toEqual({
      data: { error: null, success: true },
      error: null,
    });
    const listed = await auditor.client.admin.listUsers({ query: { limit: 1 } });
    expect(listed.error).toBeNull();
  });
});
