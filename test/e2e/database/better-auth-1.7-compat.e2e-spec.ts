import { Sequelize } from 'sequelize-typescript';
import request from 'supertest';
import { currentSchema } from '../../../src/platform/database/ensure-table';
import { ADMIN_TEST_CONFIG } from '../../support/admin';
import { createKey, verifyKey } from '../../support/api-keys';
import { BetterAuthApp, betterAuthOn, databaseMadeByBetterAuth, signUpThrough } from '../../support/better-auth-app';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, signIn, signUp, uniqueEmail } from '../../support/factories';
import { ORG, addMember, createOrganization } from '../../support/organizations';
import { TestDatabase, createTestDatabase } from '../../support/test-database';
import { keepRealPasswordHash } from '../../support/real-password-hash';

// Better Auth itself hashes and checks these users' passwords, at its own cost.
keepRealPasswordHash();

// Better Auth hashes its users' passwords with its own JavaScript scrypt while the database is made: on a busy
// two-core machine that alone can pass the default 20 s of a hook.
jest.setTimeout(90_000);

type Body = Record<string, any>;

interface MadeByBetterAuth {
  owner: { email: string; userId: string; cookie: string };
  member: { email: string; userId: string };
  key: string;
  keyId: string;
  organizationId: string;
  teamId: string;
}

/** What an app running Better Auth 1.7 in-process leaves: users, a session, a key, an organization with a team. */
async function useBetterAuth17(app: BetterAuthApp): Promise<MadeByBetterAuth> {
  const { auth } = app;
  const owner = await signUpThrough(app, 'line17-owner');
  const member = await signUpThrough(app, 'line17-member');
  const created = (await auth.api.createApiKey({
    body: { userId: owner.userId, name: 'line17', prefix: 'ba_' },
  })) as unknown as { key: string; id: string };
  const organization = await auth.api.createOrganization({
    body: { name: 'Line 17 Corp', slug: uniqueEmail('line17').split('@')[0] },
    headers: { cookie: owner.cookie },
  });
  const organizationId = organization!.id;
  await auth.api.setActiveOrganization({ body: { organizationId }, headers: { cookie: owner.cookie } });
  await auth.api.addMember({ body: { userId: member.userId, role: 'member', organizationId } });
  const team = await auth.api.createTeam({
    body: { name: 'Platform', organizationId },
    headers: { cookie: owner.cookie },
  });
  await auth.api.addTeamMember({ body: { teamId: team.id, userId: member.userId }, headers: { cookie: owner.cookie } });
  return { owner, member, key: created.key, keyId: created.id, organizationId, teamId: team.id };
}

/** The columns of a table, as the service's connection sees them. */
async function columnsOf(t: TestApp, table: string): Promise<Record<string, { allowNull: boolean }>> {
  const sequelize = t.app.get(Sequelize);
  const schema = (await currentSchema(sequelize.getQueryInterface())) ?? undefined;
  return sequelize.getQueryInterface().describeTable(table, { schema });
}

describe('serving a database Better Auth 1.7 made, with its own migrations and calls', () => {
  let database: TestDatabase;
  let made: MadeByBetterAuth;
  let t: TestApp;

  beforeAll(async () => {
    ({ database, made } = await databaseMadeByBetterAuth(useBetterAuth17, '1.7'));
    t = await createTestApp({ database, config: { ...ADMIN_TEST_CONFIG, sessionsInDatabase: true } });
  });

  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  it('signs the users in with the passwords Better Auth 1.7 hashed', async () => {
    await signIn(t.http, made.owner.email);
    await signIn(t.http, made.member.email);
  });

  it('reads the session from the cookie Better Auth 1.7 set', async () => {
    const response = await request(t.http).get('/api/auth/get-session').set('Cookie', made.owner.cookie).expect(200);

    expect(response.body.user).toMatchObject({ id: made.owner.userId, email: made.owner.email });
  });

  it('verifies the key Better Auth 1.7 issued, naming its owner referenceId', async () => {
    const body = await verifyKey(t.http, made.key);

    expect(body).toMatchObject({
      valid: true,
      error: null,
      key: { id: made.keyId, referenceId: made.owner.userId, configId: 'default', name: 'line17', prefix: 'ba_' },
    });
    expect(body.key).not.toHaveProperty('userId');
  });

  it('lets that key act as its owner on get-session', async () => {
    const response = await request(t.http).get('/api/auth/get-session').set('x-api-key', made.key).expect(200);

    expect(response.body.user).toMatchObject({ id: made.owner.userId });
  });

  it('lists the members of the team Better Auth 1.7 filled, and answers its stored memberCount', async () => {
    const cookie = await signIn(t.http, made.member.email);
    const members = await request(t.http)
      .get(`${ORG}/list-team-members`)
      .query({ teamId: made.teamId })
      .set('Cookie', cookie)
      .expect(200);
    const full = await request(t.http)
      .get(`${ORG}/get-full-organization`)
      .query({ organizationId: made.organizationId })
      .set('Cookie', made.owner.cookie)
      .expect(200);

    expect(members.body).toEqual([expect.objectContaining({ teamId: made.teamId, userId: made.member.userId })]);
    expect(members.body[0]).not.toHaveProperty('membershipKey');
    expect(full.body.teams).toContainEqual(expect.objectContaining({ id: made.teamId, memberCount: 1 }));
  });

  it('makes keys in the table as 1.7 left it, without adding 1.4’s userId', async () => {
    const cookie = await signIn(t.http, made.owner.email);
    const created = await createKey(t.http, cookie, { name: 'made here' });

    expect(await columnsOf(t, 'apikey')).not.toHaveProperty('userId');
    expect(await verifyKey(t.http, created.key)).toMatchObject({
      valid: true,
      key: { referenceId: made.owner.userId, configId: 'default' },
    });
  });

  it('leaves a database in which Better Auth 1.7 finds nothing to migrate and no schema problem', async () => {
    const betterAuth = betterAuthOn(database, '1.7');
    try {
      const { toBeCreated, toBeAdded, schemaProblems } = (await betterAuth.migrations()) as Awaited<
        ReturnType<BetterAuthApp['migrations']>
      > & { schemaProblems: string[] };

      expect({ toBeCreated, toBeAdded, schemaProblems }).toEqual({
        toBeCreated: [],
        toBeAdded: [],
        schemaProblems: [],
      });
    } finally {
      await betterAuth.close();
    }
  });
});

describe('a database this service made and filled, used by Better Auth 1.7', () => {
  let database: TestDatabase;
  let t: TestApp;
  let betterAuth: BetterAuthApp;
  let owner: SignedUpUser;
  let member: SignedUpUser;
  let key: Body;
  let organizationId: string;
  let teamId: string;

  beforeAll(async () => {
    database = await createTestDatabase({ sqliteFile: true });
    t = await createTestApp({ database, config: { ...ADMIN_TEST_CONFIG, sessionsInDatabase: true } });
    owner = await signUp(t.http);
    member = await signUp(t.http);
    key = await createKey(t.http, owner.cookie, { name: 'made here' });
    organizationId = (await createOrganization(t.http, owner.cookie)).id;
    await addMember(t.http, organizationId, member.userId);
    teamId = (
      await request(t.http).post(`${ORG}/create-team`).set('Cookie', owner.cookie).send({ name: 'Ops' }).expect(200)
    ).body.id;
    await request(t.http)
      .post(`${ORG}/add-team-member`)
      .set('Cookie', owner.cookie)
      .send({ teamId, userId: member.userId })
      .expect(200);
    betterAuth = betterAuthOn(database, '1.7');
  });

  afterAll(async () => {
    await betterAuth?.close();
    await t?.close();
    await database?.drop();
  });

  it('has every table and column Better Auth 1.7’s migrations would make, and no column it could not fill', async () => {
    const { toBeCreated, toBeAdded, schemaProblems } = (await betterAuth.migrations()) as Awaited<
      ReturnType<BetterAuthApp['migrations']>
    > & { schemaProblems: string[] };

    expect({ toBeCreated, toBeAdded, schemaProblems }).toEqual({ toBeCreated: [], toBeAdded: [], schemaProblems: [] });
  });

  it('lets Better Auth 1.7 sign in a user this service made, and read the session this service set', async () => {
    const signedIn = await betterAuth.auth.api.signInEmail({ body: { email: owner.email, password: PASSWORD } });
    const session = await betterAuth.auth.api.getSession({ headers: new Headers({ cookie: owner.cookie }) });

    expect(signedIn.user).toMatchObject({ id: owner.userId, email: owner.email });
    expect(session?.user).toMatchObject({ id: owner.userId });
  });

  it('lets Better Auth 1.7 verify a key this service made, owned by its user', async () => {
    const verified = (await betterAuth.auth.api.verifyApiKey({ body: { key: key.key } })) as unknown as Body;

    expect(verified).toMatchObject({
      valid: true,
      key: { id: key.id, referenceId: owner.userId, configId: 'default' },
    });
  });

  it('lets Better Auth 1.7 list the team members this service added, and keep counting them', async () => {
    const listed = (await betterAuth.auth.api.listTeamMembers({
      query: { teamId },
      headers: new Headers({ cookie: member.cookie }),
    })) as unknown as Body[];
    // The owner, added by Better Auth 1.7: its unique membership key and the stored count agree with this service's.
    await betterAuth.auth.api.setActiveOrganization({
      body: { organizationId },
      headers: new Headers({ cookie: owner.cookie }),
    });
    await betterAuth.auth.api.addTeamMember({
      body: { teamId, userId: owner.userId },
      headers: new Headers({ cookie: owner.cookie }),
    });
    await betterAuth.auth.api.addTeamMember({
      body: { teamId, userId: member.userId },
      headers: new Headers({ cookie: owner.cookie }),
    });
    const full = await request(t.http)
      .get(`${ORG}/get-full-organization`)
      .query({ organizationId })
      .set('Cookie', owner.cookie)
      .expect(200);

    expect(listed.map((entry) => entry.userId)).toEqual([member.userId]);
    expect(full.body.teams).toContainEqual(expect.objectContaining({ id: teamId, memberCount: 2 }));
  });
});
