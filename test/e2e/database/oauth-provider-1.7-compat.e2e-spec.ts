import type { BetterAuthPlugin } from 'better-auth';
import { QueryTypes } from 'sequelize';
import { Sequelize } from 'sequelize-typescript';
import request from 'supertest';
import { matchesStoredSecret } from '../../../src/manage/oauth-provider/storage/stored-secrets';
import { oauthProvider } from '../../better-auth-1.7/index';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import {
  BetterAuthApp,
  betterAuthOn,
  cookieFrom,
  databaseMadeByBetterAuth,
  signUpThrough,
} from '../../support/better-auth-app';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { signIn } from '../../support/factories';
import { keepRealPasswordHash } from '../../support/real-password-hash';
import { createTestDatabase } from '../../support/test-database';

// Better Auth itself hashes and checks these users' passwords, at its own cost.
keepRealPasswordHash();
jest.setTimeout(90_000);

/** Better Auth 1.7's OpenID provider beside its jwt plugin, as an app sets it up. */
const OAUTH_PROVIDER = [
  oauthProvider({ loginPage: '/sign-in', consentPage: '/consent' }) as unknown as BetterAuthPlugin,
];

interface Made {
  owner: { email: string; userId: string };
  client: Record<string, unknown> & { client_id: string; client_secret: string };
}

/** A client registered through Better Auth 1.7's own endpoint by a signed-in user. */
async function makeClientThrough17(app: BetterAuthApp): Promise<Made> {
  const owner = await signUpThrough(app, 'oauth17-owner');
  // Better Auth 1.7 names these endpoints as the 1.4 types do not know them.
  const api = app.auth.api as unknown as Record<string, (input: object) => Promise<any>>;
  const client = await api.createOAuthClient({
    body: {
      redirect_uris: ['https://app.example.com/callback'],
      client_name: 'Made by 1.7',
      scope: 'openid profile email',
      grant_types: ['authorization_code', 'refresh_token'],
    },
    headers: { cookie: owner.cookie },
  });
  return { owner, client };
}

describe('an OAuth client Better Auth 1.7 registered, served here', () => {
  let made: Made;
  let t: TestApp;
  let cookie: string;
  let dropDatabase: () => Promise<void>;

  beforeAll(async () => {
    const { database, made: madeBy17 } = await databaseMadeByBetterAuth(makeClientThrough17, '1.7', OAUTH_PROVIDER);
    made = madeBy17;
    dropDatabase = () => database.drop();
    // Here, managing clients takes an admin role.
    await database.run(`UPDATE "user" SET "role" = 'admin' WHERE "id" = '${made.owner.userId}'`);
    t = await createTestApp({ database, config: { ...ADMIN_TEST_CONFIG, sessionsInDatabase: true } });
    cookie = await signIn(t.http, made.owner.email);
  });

  afterAll(async () => {
    await t?.close();
    await dropDatabase?.();
  });

  it('answers get-client with the fields 1.7 answered, without the secret', async () => {
    const { body } = await request(t.http)
      .get('/api/auth/oauth2/get-client')
      .query({ client_id: made.client.client_id })
      .set('Cookie', cookie)
      .expect(200);
    const { client_secret: _secret, ...expected } = made.client;
    expect(body).toEqual(expected);
  });

  it('lists it in get-clients', async () => {
    const { body } = await request(t.http).get('/api/auth/oauth2/get-clients').set('Cookie', cookie).expect(200);
    expect(body.map((client: { client_id: string }) => client.client_id)).toEqual([made.client.client_id]);
  });

  it('verifies the secret 1.7 showed against the hash 1.7 stored', async () => {
    const [row] = await t.app
      .get(Sequelize)
      .query<{ clientSecret: string }>('SELECT "clientSecret" FROM "oauthClient" WHERE "clientId" = :clientId', {
        replacements: { clientId: made.client.client_id },
        type: QueryTypes.SELECT,
      });
    expect(matchesStoredSecret(made.client.client_secret, row.clientSecret)).toBe(true);
    expect(matchesStoredSecret(`${made.client.client_secret}x`, row.clientSecret)).toBe(false);
  });
});

describe('an OAuth client this service registered, served by Better Auth 1.7', () => {
  it('reads back through 1.7, with no migration of its own, as this service answers it', async () => {
    const database = await createTestDatabase({ sqliteFile: true });
    const t = await createTestApp({ database, config: ADMIN_TEST_CONFIG });
    const betterAuth = betterAuthOn(database, '1.7', OAUTH_PROVIDER);
    try {
      const admin = await createUserWithRole(t.http, 'admin');
      const { body: created } = await request(t.http)
        .post('/api/auth/oauth2/create-client')
        .set('Cookie', admin.cookie)
        .send({
          redirect_uris: ['https://app.example.com/callback'],
          client_name: 'Made here',
          id_token_signed_response_alg: 'RS256',
        })
        .expect(201);
      const { client_secret: _secret, ...expected } = created;
      const { headers } = await betterAuth.auth.api.signInEmail({
        body: { email: admin.email, password: admin.password },
        returnHeaders: true,
      });
      const api = betterAuth.auth.api as unknown as Record<string, (input: object) => Promise<unknown>>;
      const read = await api.getOAuthClient({
        query: { client_id: created.client_id },
        headers: { cookie: cookieFrom(headers) },
      });
      expect(read).toEqual({ ...expected, id_token_signed_response_alg: 'RS256' });
    } finally {
      await betterAuth.close();
      await t.close();
      await database.drop();
    }
  });
});

describe('a database this service made, for Better Auth 1.7 with its OpenID provider', () => {
  it('has every table of the provider as 1.7 makes them: nothing to create, add or fix', async () => {
    const database = await createTestDatabase({ sqliteFile: true });
    const t = await createTestApp({ database });
    const betterAuth = betterAuthOn(database, '1.7', OAUTH_PROVIDER);
    try {
      const { toBeCreated, toBeAdded, schemaProblems } = (await betterAuth.migrations()) as Awaited<
        ReturnType<BetterAuthApp['migrations']>
      > & { schemaProblems: string[] };

      // Resources (RFC 8707) and private_key_jwt assertions are not offered yet; their tables are there for 1.7.
      expect({ toBeCreated: toBeCreated.map(({ table }) => table), toBeAdded, schemaProblems }).toEqual({
        toBeCreated: [],
        toBeAdded: [],
        schemaProblems: [],
      });
    } finally {
      await betterAuth.close();
      await t.close();
      await database.drop();
    }
  });
});
