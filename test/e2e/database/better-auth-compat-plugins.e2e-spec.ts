import request from 'supertest';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { ADMIN_TEST_CONFIG } from '../../support/admin';
import { verifyKey } from '../../support/api-keys';
import {
  BetterAuthApp,
  cookieFrom,
  databaseMadeByBetterAuth,
  signUpThrough,
  betterAuthOn,
} from '../../support/better-auth-app';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, signIn, uniqueEmail, signUp } from '../../support/factories';
import { TestDatabase, createTestDatabase } from '../../support/test-database';
import { keepRealPasswordHash } from '../../support/real-password-hash';

// Better Auth itself hashes and checks these users' passwords, at its own cost.
keepRealPasswordHash();

// Better Auth hashes its users' passwords with its own JavaScript scrypt while the database is made: on a busy
// two-core machine that alone can pass the default 20 s of a hook.
jest.setTimeout(90_000);

interface MadeByBetterAuth {
  ownerCookie: string;
  organizationId: string;
  inviteeEmail: string;
  invitationId: string;
  bannedEmail: string;
  key: string;
}

/** Better Auth's admin, api-key and organization plugins at work: an invitation, a ban, a key with limits. */
async function usePlugins(app: BetterAuthApp): Promise<MadeByBetterAuth> {
  const { auth } = app;
  const signUp = (prefix: string) => signUpThrough(app, prefix);
  const owner = await signUp('legacy-owner');
  const invitee = await signUp('legacy-invitee');
  const banned = await signUp('legacy-banned');
  const organization = await auth.api.createOrganization({
    body: { name: 'Legacy Org', slug: 'legacy-org' },
    headers: { cookie: owner.cookie },
  });
  const invitation = await auth.api.createInvitation({
    body: { email: invitee.email, role: 'member' },
    headers: { cookie: owner.cookie },
  });
  const adminEmail = uniqueEmail('legacy-admin');
  await auth.api.createUser({ body: { email: adminEmail, password: PASSWORD, name: 'Legacy Admin', role: 'admin' } });
  const adminCookie = cookieFrom(
    (await auth.api.signInEmail({ body: { email: adminEmail, password: PASSWORD }, returnHeaders: true })).headers,
  );
  await auth.api.banUser({ body: { userId: banned.userId, banReason: 'spam' }, headers: { cookie: adminCookie } });
  const { key } = await auth.api.createApiKey({
    body: { userId: owner.userId, remaining: 3, permissions: { files: ['read'] }, metadata: { team: 'ops' } },
  });
  return {
    ownerCookie: owner.cookie,
    organizationId: organization!.id,
    inviteeEmail: invitee.email,
    invitationId: invitation.id,
    bannedEmail: banned.email,
    key,
  };
}

describe('Better Auth’s admin, api-key and organization data, served by this service', () => {
  let database: TestDatabase;
  let made: MadeByBetterAuth;
  let t: TestApp;

  beforeAll(async () => {
    ({ database, made } = await databaseMadeByBetterAuth(usePlugins));
    t = await createTestApp({ database, config: { ...ADMIN_TEST_CONFIG, sessionsInDatabase: true } });
  });

  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  it('lets the invited user accept the invitation Better Auth sent, and the owner then sees the member', async () => {
    const cookie = await signIn(t.http, made.inviteeEmail);

    const accepted = await request(t.http)
      .post('/api/auth/organization/accept-invitation')
      .set('Cookie', cookie)
      .send({ invitationId: made.invitationId })
      .expect(200);
    const members = await request(t.http)
      .get('/api/auth/organization/list-members')
      .query({ organizationId: made.organizationId })
      .set('Cookie', made.ownerCookie)
      .expect(200);

    expect(accepted.body.invitation).toMatchObject({ id: made.invitationId, status: 'accepted' });
    expect(
      members.body.members.map((member: { role: string; user: { email: string } }) => [member.user.email, member.role]),
    ).toContainEqual([made.inviteeEmail, 'member']);
  });

  it('refuses the user Better Auth banned with 403 BANNED_USER', async () => {
    const response = await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: made.bannedEmail, password: PASSWORD })
      .expect(403);

    expect(response.body).toEqual({ code: 'BANNED_USER', message: 'You have been banned from this application' });
  });

  it('verifies the key with the permissions, remaining count and metadata Better Auth stored', async () => {
    const body = await verifyKey(t.http, made.key, { files: ['read'] });

    expect(body).toMatchObject({
      valid: true,
      error: null,
      key: { remaining: 2, permissions: { files: ['read'] }, metadata: { team: 'ops' } },
    });
  });

  it('refuses that key a permission Better Auth did not give it', async () => {
    const body = await verifyKey(t.http, made.key, { files: ['write'] });

    expect(body).toMatchObject({ valid: false, error: { code: 'KEY_NOT_FOUND' }, key: null });
  });
});

interface PublicKeys {
  keys: { kid: string; x: string }[];
}

describe('the jwks table shared with Better Auth 1.4’s jwt plugin', () => {
  it('publishes and signs with a key Better Auth made, and verifies Better Auth’s tokens', async () => {
    const { database, made } = await databaseMadeByBetterAuth(async ({ auth }) => {
      const email = uniqueEmail('jwt-legacy');
      const { headers } = await auth.api.signUpEmail({
        body: { name: 'Legacy', email, password: PASSWORD },
        returnHeaders: true,
      });
      const { token } = await auth.api.getToken({ headers: { cookie: cookieFrom(headers) } });
      return { email, token, keys: (await auth.api.getJwks()) as unknown as PublicKeys };
    });
    const t = await createTestApp({ database });
    try {
      const ours = (await request(t.http).get('/api/auth/jwks').expect(200)).body as PublicKeys;
      const response = await request(t.http)
        .post('/api/auth/sign-in/email')
        .send({ email: made.email, password: PASSWORD })
        .expect(200);
      const token = (
        await request(t.http).get('/api/auth/token').set('Authorization', `Bearer ${response.body.token}`).expect(200)
      ).body.token;

      expect(ours.keys).toEqual([
        expect.objectContaining({ kid: made.keys.keys[0].kid, x: made.keys.keys[0].x, alg: 'EdDSA' }),
      ]);
      await expect(jwtVerify(made.token, createLocalJWKSet(ours))).resolves.toBeDefined();
      // Signing with Better Auth's key means its encrypted private half opened here.
      expect(decodeProtectedHeader(token).kid).toBe(made.keys.keys[0].kid);
      await expect(jwtVerify(token, createLocalJWKSet(made.keys))).resolves.toMatchObject({
        payload: { email: made.email },
      });
    } finally {
      await t.close();
      await database.drop();
    }
  });

  it('leaves a key Better Auth publishes and signs with, and whose tokens verify here', async () => {
    const database = await createTestDatabase({ sqliteFile: true });
    const t = await createTestApp({ database });
    const betterAuth = betterAuthOn(database);
    try {
      const user = await signUp(t.http);
      const ourToken = (await request(t.http).get('/api/auth/token').set('Cookie', user.cookie).expect(200)).body.token;
      const ours = (await request(t.http).get('/api/auth/jwks').expect(200)).body as PublicKeys;

      const theirs = (await betterAuth.auth.api.getJwks()) as unknown as PublicKeys;
      const { headers } = await betterAuth.auth.api.signInEmail({
        body: { email: user.email, password: PASSWORD },
        returnHeaders: true,
      });
      const { token } = await betterAuth.auth.api.getToken({ headers: { cookie: cookieFrom(headers) } });

      expect(theirs.keys.map((key) => key.kid)).toEqual(ours.keys.map((key) => key.kid));
      await expect(jwtVerify(ourToken, createLocalJWKSet(theirs))).resolves.toBeDefined();
      expect(decodeProtectedHeader(token).kid).toBe(ours.keys[0].kid);
      await expect(jwtVerify(token, createLocalJWKSet(ours))).resolves.toMatchObject({ payload: { sub: user.userId } });
    } finally {
      await betterAuth.close();
      await t.close();
      await database.drop();
    }
  });
});
