import { openBrowser } from '../support/browser-client';
import { CLIENT_LINE_CONFIG, CLIENT_LINE } from '../support/client-line';
import { TestApp, createTestApp } from '../support/create-test-app';
import { PASSWORD, uniqueEmail } from '../support/factories';

const SESSION_COOKIE = 'better-auth.session_token';

describe('signing up and in through the official client', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ listen: true, config: CLIENT_LINE_CONFIG });
  });

  afterAll(async () => {
    await t.close();
  });

  it('signs up, stores the signed session cookie and reads the session back with getSession', async () => {
    const { client, jar } = openBrowser(t.baseUrl);
    const email = uniqueEmail();

    const signUp = await client.signUp.email({ name: 'Ada Lovelace', email, password: PASSWORD });

    expect(signUp.error).toBeNull();
    expect(signUp.data?.token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(signUp.data?.user).toEqual({
      name: 'Ada Lovelace',
      email,
      emailVerified: false,
      image: null,
      role: 'user',
      banned: false,
      banReason: null,
      banExpires: null,
      twoFactorEnabled: false,
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
      id: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
    });
    expect(jar.get(SESSION_COOKIE)).toMatch(new RegExp(`^${signUp.data?.token}\\.[A-Za-z0-9%]+$`));

    const { data, error } = await client.getSession();

    expect(error).toBeNull();
    expect(data?.user).toEqual(signUp.data?.user);
    expect(data?.session).toEqual({
      expiresAt: expect.any(Date),
      token: signUp.data?.token,
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
      ipAddress: '127.0.0.1',
      userAgent: expect.any(String),
      impersonatedBy: null,
      activeOrganizationId: null,
      activeTeamId: null,
      userId: signUp.data?.user.id,
      id: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
    });
    const lifetimeMs = data!.session.expiresAt.getTime() - data!.session.createdAt.getTime();
    expect(lifetimeMs).toBe(604_800_000);
  });

  it('signs out, after which getSession answers null, then signs back in with the same password', async () => {
    const { client, jar } = openBrowser(t.baseUrl);
    const email = uniqueEmail();
    const signUp = await client.signUp.email({ name: 'Grace', email, password: PASSWORD });

    const signOut = await client.signOut();

    expect(signOut).toEqual({ data: { success: true }, error: null });
    expect(jar.get(SESSION_COOKIE)).toBeUndefined();
    expect(await client.getSession()).toEqual({ data: null, error: null });

    const signIn = await client.signIn.email({ email, password: PASSWORD });

    expect(signIn.error).toBeNull();
    expect(signIn.data).toEqual({
      redirect: false,
      token: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
      user: signUp.data?.user,
    });
    expect(signIn.data?.token).not.toBe(signUp.data?.token);
    const session = await client.getSession();
    expect(session.data?.session.token).toBe(signIn.data?.token);
    expect(session.data?.user.id).toBe(signUp.data?.user.id);
  });

  it('answers sign-in with a callbackURL with redirect true and that url', async () => {
    const { client } = openBrowser(t.baseUrl);
    const email = uniqueEmail();
    await client.signUp.email({ name: 'Hedy', email, password: PASSWORD });

    const { data, error } = await client.signIn.email({ email, password: PASSWORD, callbackURL: '/dashboard' });

    expect(error).toBeNull();
    expect(data).toEqual({
      redirect: true,
      token: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
      url: '/dashboard',
      user: expect.objectContaining({ email }),
    });
  });

  it('refuses a wrong password with 401 INVALID_EMAIL_OR_PASSWORD and sets no cookie', async () => {
    const email = uniqueEmail();
    await openBrowser(t.baseUrl).client.signUp.email({ name: 'Alan', email, password: PASSWORD });
    const { client, jar } = openBrowser(t.baseUrl);

    const { data, error } = await client.signIn.email({ email, password: 'not the password' });

    expect(data).toBeNull();
    expect(error).toEqual({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
      status: 401,
      statusText: expect.any(String),
    });
    expect(jar.names()).toEqual([]);
    expect(await client.getSession()).toEqual({ data: null, error: null });
  });

  it('refuses an unknown e-mail with the same 401 INVALID_EMAIL_OR_PASSWORD', async () => {
    const { client } = openBrowser(t.baseUrl);

    const { data, error } = await client.signIn.email({ email: uniqueEmail('nobody'), password: PASSWORD });

    expect(data).toBeNull();
    expect(error).toEqual({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
      status: 401,
      statusText: expect.any(String),
    });
  });

  it('refuses a second sign-up with the same e-mail with 422 USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', async () => {
    const email = uniqueEmail();
    await openBrowser(t.baseUrl).client.signUp.email({ name: 'First', email, password: PASSWORD });
    const { client, jar } = openBrowser(t.baseUrl);

    const { data, error } = await client.signUp.email({ name: 'Second', email, password: PASSWORD });

    expect(data).toBeNull();
    expect(error).toEqual({
      code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
      message: 'User already exists. Use another email.',
      status: 422,
      statusText: expect.any(String),
    });
    expect(jar.names()).toEqual([]);
  });

  it('keeps a second browser signed in when the first one signs out', async () => {
    const email = uniqueEmail();
    const first = openBrowser(t.baseUrl);
    const second = openBrowser(t.baseUrl);
    await first.client.signUp.email({ name: 'Two Tabs', email, password: PASSWORD });
    const signIn = await second.client.signIn.email({ email, password: PASSWORD });

    await first.client.signOut();

    expect((await first.client.getSession()).data).toBeNull();
    expect((await second.client.getSession()).data?.session.token).toBe(signIn.data?.token);
  });

  it('signs in for the browser session only with rememberMe false', async () => {
    const { client, jar } = openBrowser(t.baseUrl);
    const email = uniqueEmail();
    await openBrowser(t.baseUrl).client.signUp.email({ name: 'Brief', email, password: PASSWORD });

    const signIn = await client.signIn.email({ email, password: PASSWORD, rememberMe: false });

    expect(signIn.error).toBeNull();
    expect(jar.names().sort()).toEqual(['better-auth.dont_remember', SESSION_COOKIE]);
    const { data } = await client.getSession();
    expect(data!.session.expiresAt.getTime() - data!.session.createdAt.getTime()).toBe(86_400_000);
  });
});

describe('signing in through the official client with the cookie cache on', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      listen: true,
      config: { ...CLIENT_LINE_CONFIG, session: { cookieCache: { enabled: true } } },
    });
  });

  afterAll(async () => {
    await t.close();
  });

  it('keeps the session in a signed session_data cookie, re-issued by updateUser and cleared by signOut', async () => {
    const { client, jar } = openBrowser(t.baseUrl);
    await client.signUp.email({ name: 'Cached', email: uniqueEmail(), password: PASSWORD });

    expect(jar.names().sort()).toEqual(['better-auth.session_data', SESSION_COOKIE]);

    await client.updateUser({ name: 'Renamed' });

    expect((await client.getSession()).data?.user.name).toBe('Renamed');

    await client.signOut();

    expect(jar.names()).toEqual([]);
    expect(await client.getSession()).toEqual({ data: null, error: null });
  });

  it('serves a session revoked from another browser from the cache until its 300 s are up', async () => {
    const email = uniqueEmail();
    const laptop = openBrowser(t.baseUrl);
    const phone = openBrowser(t.baseUrl);
    await laptop.client.signUp.email({ name: 'Revoker', email, password: PASSWORD });
    const phoneSignIn = await phone.client.signIn.email({ email, password: PASSWORD });

    await laptop.client.revokeOtherSessions();

    expect((await phone.client.getSession()).data?.session.token).toBe(phoneSignIn.data?.token);
    t.clock.advanceSeconds(301);
    expect(await phone.client.getSession()).toEqual({ data: null, error: null });
    expect(phone.jar.names()).toEqual([]);
  });
});

describe('SIGN_UP through the official client', () => {
  let closed: TestApp;
  let domains: TestApp;

  beforeAll(async () => {
    closed = await createTestApp({ listen: true, config: { ...CLIENT_LINE_CONFIG, signUp: { policy: 'closed' } } });
    domains = await createTestApp({
      listen: true,
      config: { ...CLIENT_LINE_CONFIG, signUp: { policy: 'domains', domains: ['corp.example'] } },
    });
  });

  afterAll(async () => {
    await closed.close();
    await domains.close();
  });

  it("gets the line's disabled sign-up error, as from Better Auth's disableSignUp, and no session", async () => {
    const { client, jar } = openBrowser(closed.baseUrl);

    const { data, error } = await client.signUp.email({ name: 'Ada', email: uniqueEmail(), password: PASSWORD });

    expect(data).toBeNull();
    expect(error).toMatchObject({
      status: 400,
      code: CLIENT_LINE === '1.4' ? 'EMAIL_AND_PASSWORD_SIGN_UP_IS_NOT_ENABLED' : 'EMAIL_PASSWORD_SIGN_UP_DISABLED',
      message: 'Email and password sign up is not enabled',
    });
    expect(jar.get('better-auth.session_token')).toBeUndefined();
  });

  it('gets EMAIL_DOMAIN_NOT_ALLOWED for an address outside the domains, and signs up one inside', async () => {
    const { client } = openBrowser(domains.baseUrl);
    const local = uniqueEmail().split('@')[0];

    const outside = await client.signUp.email({ name: 'Ada', email: `${local}@other.example`, password: PASSWORD });
    const inside = await client.signUp.email({ name: 'Ada', email: `${local}@corp.example`, password: PASSWORD });

    expect(outside.error).toMatchObject({
      status: 400,
      code: 'EMAIL_DOMAIN_NOT_ALLOWED',
      message: 'Sign-up is open only to e-mail addresses at corp.example',
    });
    expect(inside.error).toBeNull();
    expect(inside.data?.user.email).toBe(`${local}@corp.example`);
  });
});
