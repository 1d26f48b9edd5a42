import { createHash } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { Sequelize } from 'sequelize-typescript';
import request from 'supertest';
import { signValue } from '../../../src/platform/common/crypto/hmac';
import { TEST_SECRET, TestApp, createTestApp } from '../../support/create-test-app';

const OWNER_ID = 'legacyOwner000000000000000000000';
const ORG_ID = 'legacyOrg00000000000000000000000';
const TEAM_ID = 'legacyTeam0000000000000000000000';
const TOKEN = 'legacySessionToken00000000000000';

// Organization tables and a session as Better Auth's organization plugin (teams on) leaves them:
// metadata as JSON text, the session already working in the organization and its team.
const BETTER_AUTH_TABLES = `
  CREATE TABLE "user" ("id" TEXT PRIMARY KEY, "name" TEXT NOT NULL, "email" TEXT NOT NULL UNIQUE,
    "emailVerified" BOOLEAN NOT NULL, "image" TEXT, "createdAt" TIMESTAMP NOT NULL, "updatedAt" TIMESTAMP NOT NULL);
  INSERT INTO "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt")
    VALUES ('${OWNER_ID}', 'Legacy Owner', 'owner@legacy.example', TRUE, '2025-01-01 00:00:00', '2025-01-01 00:00:00');
  CREATE TABLE "session" ("id" TEXT PRIMARY KEY, "expiresAt" TIMESTAMP NOT NULL, "token" TEXT NOT NULL UNIQUE,
    "createdAt" TIMESTAMP NOT NULL, "updatedAt" TIMESTAMP NOT NULL, "ipAddress" TEXT, "userAgent" TEXT,
    "userId" TEXT NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE, "activeOrganizationId" TEXT, "activeTeamId" TEXT);
  INSERT INTO "session" ("id", "expiresAt", "token", "createdAt", "updatedAt", "userId", "activeOrganizationId", "activeTeamId")
    VALUES ('legacySession0000000000000000000', '2099-01-01 00:00:00', '${TOKEN}', '2025-01-01 00:00:00',
      '2025-01-01 00:00:00', '${OWNER_ID}', '${ORG_ID}', '${TEAM_ID}');
  CREATE TABLE "organization" ("id" TEXT PRIMARY KEY, "name" TEXT NOT NULL, "slug" TEXT NOT NULL UNIQUE, "logo" TEXT,
    "createdAt" TIMESTAMP NOT NULL, "metadata" TEXT);
  INSERT INTO "organization" VALUES ('${ORG_ID}', 'Legacy Corp', 'legacy-corp', NULL, '2025-01-01 00:00:00', '{"region":"eu"}');
  CREATE TABLE "team" ("id" TEXT PRIMARY KEY, "name" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL REFERENCES "organization" ("id") ON DELETE CASCADE, "createdAt" TIMESTAMP NOT NULL, "updatedAt" TIMESTAMP);
  INSERT INTO "team" VALUES ('${TEAM_ID}', 'Legacy Corp', '${ORG_ID}', '2025-01-01 00:00:00', NULL);
  CREATE TABLE "teamMember" ("id" TEXT PRIMARY KEY, "teamId" TEXT NOT NULL REFERENCES "team" ("id") ON DELETE CASCADE,
    "userId" TEXT NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE, "createdAt" TIMESTAMP);
  INSERT INTO "teamMember" VALUES ('legacyTeamMember0000000000000000', '${TEAM_ID}', '${OWNER_ID}', '2025-01-01 00:00:00');
  CREATE TABLE "member" ("id" TEXT PRIMARY KEY, "organizationId" TEXT NOT NULL REFERENCES "organization" ("id") ON DELETE CASCADE,
    "userId" TEXT NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE, "role" TEXT NOT NULL, "createdAt" TIMESTAMP NOT NULL);
  INSERT INTO "member" VALUES ('legacyMember00000000000000000000', '${ORG_ID}', '${OWNER_ID}', 'owner', '2025-01-01 00:00:00');
  CREATE TABLE "invitation" ("id" TEXT PRIMARY KEY, "organizationId" TEXT NOT NULL REFERENCES "organization" ("id") ON DELETE CASCADE,
    "email" TEXT NOT NULL, "role" TEXT, "teamId" TEXT, "status" TEXT NOT NULL, "expiresAt" TIMESTAMP NOT NULL,
    "createdAt" TIMESTAMP NOT NULL, "inviterId" TEXT NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE);
  INSERT INTO "invitation" VALUES ('legacyInvitation0000000000000000', '${ORG_ID}', 'new@legacy.example', 'member', NULL,
    'pending', '2099-01-01 00:00:00', '2025-01-01 00:00:00', '${OWNER_ID}');
`;

describe('organizations in a database Better Auth made', () => {
  let t: TestApp;
  const cookie = `better-auth.session_token=${encodeURIComponent(signValue(TOKEN, TEST_SECRET))}`;

  beforeAll(async () => {
    // Sessions Better Auth left in the database stay valid when they are kept there (with Redis too).
    t = await createTestApp({
      config: { sessionsInDatabase: true },
      prepareDatabase: (database) => database.run(BETTER_AUTH_TABLES),
    });
  });

  afterAll(async () => {
    await t.close();
  });

  it('keeps the session’s active organization and team', async () => {
    const response = await request(t.http).get('/api/auth/get-session').set('Cookie', cookie).expect(200);

    expect(response.body.session).toMatchObject({
      userId: OWNER_ID,
      activeOrganizationId: ORG_ID,
      activeTeamId: TEAM_ID,
    });
  });

  it('serves the organization with its members, invitation and team, metadata read back', async () => {
    const response = await request(t.http)
      .get('/api/auth/organization/get-full-organization')
      .set('Cookie', cookie)
      .expect(200);

    expect(response.body).toMatchObject({
      id: ORG_ID,
      name: 'Legacy Corp',
      slug: 'legacy-corp',
      metadata: { region: 'eu' },
      members: [
        {
          id: 'legacyMember00000000000000000000',
          role: 'owner',
          user: { id: OWNER_ID, email: 'owner@legacy.example' },
        },
      ],
      invitations: [{ id: 'legacyInvitation0000000000000000', email: 'new@legacy.example', status: 'pending' }],
      // Counted from the rows when the column was added.
      teams: [{ id: TEAM_ID, name: 'Legacy Corp', memberCount: 1 }],
    });
  });

  it('gives the existing team membership the key Better Auth 1.7 would have written', async () => {
    const [row] = await t.app
      .get(Sequelize)
      .query<{ membershipKey: string }>(`SELECT "membershipKey" FROM "teamMember" WHERE "teamId" = ?`, {
        replacements: [TEAM_ID],
        type: QueryTypes.SELECT,
      });

    expect(row.membershipKey).toBe(
      createHash('sha256')
        .update(JSON.stringify([TEAM_ID, OWNER_ID]))
        .digest('base64url'),
    );
  });

  it('lets the existing owner act on the organization', async () => {
    await request(t.http)
      .post('/api/auth/organization/create-team')
      .set('Cookie', cookie)
      .set('Origin', t.baseUrl)
      .send({ name: 'Second team' })
      .expect(200);
    const teams = await request(t.http)
      .get('/api/auth/organization/list-team-members')
      .set('Cookie', cookie)
      .expect(200);

    expect(teams.body).toEqual([expect.objectContaining({ teamId: TEAM_ID, userId: OWNER_ID })]);
  });
});
