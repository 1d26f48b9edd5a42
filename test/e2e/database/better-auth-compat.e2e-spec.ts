import request from 'supertest';
import { ADMIN_TEST_CONFIG } from '../../support/admin';
import { verifyKey } from '../../support/api-keys';
import { BetterAuthApp, betterAuthOn, cookieFrom, databaseMadeByBetterAuth } from '../../support/better-auth-app';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, signIn, signUp, uniqueEmail } from '../../support/factories';
import { TestDatabase, createTestDatabase } from '../../support/test-database';
import { keepRealPasswordHash } from '../../support/real-password-hash';

// Better Auth itself hashes and checks these users' passwords, at its own cost.
keepRealPasswordHash();

// Better Auth hashes its users' passwords with its own JavaScript scrypt while the database is made: on a busy
// two-core machine that alone can pass the default 20 s of a hook.
jest.setTimeout(90_000);

interface MadeByBetterAuth {
  email: string;
  userId: string;
  cookie: string;
  key: string;
  keyId: string;
  organizationId: string;
  adminEmail: string;
  resetEmail: string;
  resetToken: string;
  expiredResetToken: string;
}

/**
 * What an app running Better Auth in-process leaves behind: a user with a session, an API key, an organization, an
 * admin.
 */
async function useBetterAuth(betterAuth: BetterAuthApp): Promise<MadeByBetterAuth> {
  const { auth } = betterAuth;
  const email = uniqueEmail('legacy');
  const signedUp = await auth.api.signUpEmail({
    body: { name: 'Legacy User', email, password: PASSWORD },
    returnHeaders: true,
  });
  const cookie = cookieFrom(signedUp.headers);
  const userId = signedUp.response.user.id;
  const created = await auth.api.createApiKey({ body: { userId, name: 'legacy', prefix: 'ba_' } });
  const organization = await auth.api.createOrganization({
    body: { name: 'Legacy Corp', slug: 'legacy-corp' },
    headers: { cookie },
  });
  const adminEmail = uniqueEmail('legacy-admin');
  await auth.api.createUser({ body: { email: adminEmail, password: PASSWORD, name: 'Legacy Admin', role: 'admin' } });
  const resetEmail = uniqueEmail('legacy-reset');
  const { user: resetUser } = await auth.api.signUpEmail({
    body: { name: 'Legacy Reset', email: resetEmail, password: PASSWORD },
  });
  await auth.api.requestPasswordReset({ body: { email: resetEmail, redirectTo: '/reset' } });
  // A reset link that lapsed a minute ago, written as Better Auth writes its verification rows.
  const expiredResetToken = 'legacyExpiredResetToken000000000';
  await (
    await auth.$context
  ).internalAdapter.createVerificationValue({
    identifier: `reset-password:${expiredResetToken}`,
    value: resetUser.id,
    expiresAt: new Date(Date.now() - 60_000),
  });
  const resetToken = betterAuth.resetTokens.get(resetEmail)!;
  return {
    email,
    userId,
    cookie,
    key: created.key,
    keyId: created.id,
    organizationId: organization!.id,
    adminEmail,
    resetEmail,
    resetToken,
    expiredResetToken,
  };
}

describe('serving a database Better Auth 1.4 made, with its own migrations and calls', () => {
  let database: TestDatabase;
  let made: MadeByBetterAuth;
  let t: TestApp;

  beforeAll(async () => {
    ({ database, made } = await databaseMadeByBetterAuth(useBetterAuth));
    t = await createTestApp({ database, config: { ...ADMIN_TEST_CONFIG, sessionsInDatabase: true } });
  });

  afterAll(async () => {
    await t?.close();
    await database.drop();
  });

  it('signs the user in with the password Better Auth hashed', async () => {
    const response = await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: made.email, password: PASSWORD })
      .expect(200);

    expect(response.body.user).toMatchObject({ id: made.userId, email: made.email, name: 'Legacy User' });
  });

  it('refuses a wrong password for that user with 401 INVALID_EMAIL_OR_PASSWORD', async () => {
    const response = await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: made.email, password: 'not the password' })
      .expect(401);

    expect(response.body).toEqual({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
  });

  it('reads the session from the cookie Better Auth set, in its active organization', async () => {
    const response = await request(t.http).get('/api/auth/get-session').set('Cookie', made.cookie).expect(200);

    expect(response.body.user).toMatchObject({ id: made.userId, email: made.email, emailVerified: false });
    expect(response.body.session).toMatchObject({ userId: made.userId, activeOrganizationId: made.organizationId });
  });

  it('verifies the API key Better Auth issued', async () => {
    const body = await verifyKey(t.http, made.key);

    expect(body).toMatchObject({
      valid: true,
      error: null,
      key: { id: made.keyId, referenceId: made.userId, name: 'legacy', prefix: 'ba_' },
    });
  });

  it('lets the API key act as its owner on get-session', async () => {
    const response = await request(t.http).get('/api/auth/get-session').set('x-api-key', made.key).expect(200);

    expect(response.body.user).toMatchObject({ id: made.userId });
  });

  it('serves the organization with its owner', async () => {
    const response = await request(t.http)
      .get('/api/auth/organization/get-full-organization')
      .query({ organizationId: made.organizationId })
      .set('Cookie', made.cookie)
      .expect(200);

    expect(response.body).toMatchObject({
      id: made.organizationId,
      slug: 'legacy-corp',
      members: [{ role: 'owner', userId: made.userId, user: { email: made.email } }],
    });
  });

  it('lets the administrator Better Auth created list the users', async () => {
    const cookie = await signIn(t.http, made.adminEmail);

    const response = await request(t.http)
      .get('/api/auth/admin/list-users')
      .query({ searchValue: 'legacy', searchField: 'email' })
      .set('Cookie', cookie)
      .expect(200);

    expect(response.body.total).toBe(3);
  });

  it('refuses a reset link Better Auth issued that has lapsed, with 400 INVALID_TOKEN', async () => {
    const response = await request(t.http)
      .post('/api/auth/reset-password')
      .send({ token: made.expiredResetToken, newPassword: 'a new passphrase' })
      .expect(400);

    expect(response.body).toEqual({ code: 'INVALID_TOKEN', message: 'Invalid token' });
  });

  it('resets the password with a link Better Auth e-mailed', async () => {
    await request(t.http)
      .post('/api/auth/reset-password')
      .send({ token: made.resetToken, newPassword: 'a new passphrase' })
      .expect(200);

    await signIn(t.http, made.resetEmail, 'a new passphrase');
  });

  it('leaves a database on which Better Auth still signs in a user this service made', async () => {
    const user = await signUp(t.http);
    const betterAuth = betterAuthOn(database);
    try {
      const signedIn = await betterAuth.auth.api.signInEmail({ body: { email: user.email, password: PASSWORD } });

      expect(signedIn.user).toMatchObject({ id: user.userId, email: user.email });
    } finally {
      await betterAuth.close();
    }
  });

  it('leaves nothing for Better Auth’s own migrations to create or add', async () => {
    const betterAuth = betterAuthOn(database);
    try {
      const { toBeCreated, toBeAdded } = await betterAuth.migrations();

      expect({ toBeCreated, toBeAdded }).toEqual({ toBeCreated: [], toBeAdded: [] });
    } finally {
      await betterAuth.close();
    }
  });
});

describe('a database this service made, seen by Better Auth 1.4', () => {
  let database: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase({ sqliteFile: true });
    t = await createTestApp({ database });
  });

  afterAll(async () => {
    await t?.close();
    await database.drop();
  });

  it('has every table and column Better Auth’s migrations would make', async () => {
    const betterAuth = betterAuthOn(database);
    try {
      const { toBeCreated, toBeAdded } = await betterAuth.migrations();

      expect({ toBeCreated, toBeAdded }).toEqual({ toBeCreated: [], toBeAdded: [] });
    } finally {
      await betterAuth.close();
    }
  });
});
