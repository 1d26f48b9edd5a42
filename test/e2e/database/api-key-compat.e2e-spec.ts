import request from 'supertest';
import { sha256Base64Url } from '../../../src/common/crypto/digest';
import { ADMIN_TEST_CONFIG } from '../../support/admin';
import { verifyKey } from '../../support/api-keys';
import { TestApp, createTestApp } from '../../support/create-test-app';

const RAW_KEY = 'legacyAbcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijkl';
const USER_ID = 'legacyUserId00000000000000000000';
const KEY_ID = 'legacyKeyId000000000000000000000';
const REFILL_KEY = 'legacyRefillAbcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZabcdef';
const REFILL_KEY_ID = 'legacyRefillKeyId000000000000000';

// An `apikey` table as Better Auth's api-key plugin leaves it, with one key: its SHA-256 in
// base64url, JSON as text, and metadata stringified twice as older Better Auth versions wrote it.
const BETTER_AUTH_TABLES = `
  CREATE TABLE "user" ("id" TEXT PRIMARY KEY, "name" TEXT NOT NULL, "email" TEXT NOT NULL UNIQUE,
    "emailVerified" BOOLEAN NOT NULL, "image" TEXT, "createdAt" TIMESTAMP NOT NULL, "updatedAt" TIMESTAMP NOT NULL);
  INSERT INTO "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt")
    VALUES ('${USER_ID}', 'Legacy', 'legacy@example.com', TRUE, '2025-01-01 00:00:00', '2025-01-01 00:00:00');
  CREATE TABLE "apikey" ("id" TEXT PRIMARY KEY, "name" TEXT, "start" TEXT, "prefix" TEXT, "key" TEXT NOT NULL,
    "userId" TEXT NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE, "refillInterval" INTEGER, "refillAmount" INTEGER,
    "lastRefillAt" TIMESTAMP, "enabled" BOOLEAN DEFAULT TRUE, "rateLimitEnabled" BOOLEAN DEFAULT TRUE,
    "rateLimitTimeWindow" INTEGER DEFAULT 86400000, "rateLimitMax" INTEGER DEFAULT 10, "requestCount" INTEGER DEFAULT 0,
    "remaining" INTEGER, "lastRequest" TIMESTAMP, "expiresAt" TIMESTAMP, "createdAt" TIMESTAMP NOT NULL,
    "updatedAt" TIMESTAMP NOT NULL, "permissions" TEXT, "metadata" TEXT);
  INSERT INTO "apikey" ("id", "name", "start", "prefix", "key", "userId", "enabled", "rateLimitEnabled",
    "rateLimitTimeWindow", "rateLimitMax", "requestCount", "remaining", "createdAt", "updatedAt", "permissions", "metadata")
    VALUES ('${KEY_ID}', 'legacy', 'legacy', 'legacy', '${sha256Base64Url(RAW_KEY)}', '${USER_ID}', TRUE, FALSE,
      86400000, 10, 0, 5, '2025-01-01 00:00:00', '2025-01-01 00:00:00', '{"files":["read"]}', '"{\\"team\\":\\"ops\\"}"');
  INSERT INTO "apikey" ("id", "key", "userId", "refillInterval", "refillAmount", "lastRefillAt", "rateLimitEnabled",
    "remaining", "createdAt", "updatedAt")
    VALUES ('${REFILL_KEY_ID}', '${sha256Base64Url(REFILL_KEY)}', '${USER_ID}', 86400000, 100, '2025-01-01 00:00:00', FALSE,
      5, '2025-01-01 00:00:00', '2025-01-01 00:00:00');
`;

describe('API keys in a database Better Auth made', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      config: ADMIN_TEST_CONFIG,
      prepareDatabase: (database) => database.run(BETTER_AUTH_TABLES),
    });
  });

  afterAll(async () => {
    await t.close();
  });

  it('verifies a key Better Auth issued, with its permissions and metadata read back', async () => {
    const body = await verifyKey(t.http, RAW_KEY, { files: ['read'] });

    expect(body).toMatchObject({ valid: true, error: null });
    expect(body.key).toMatchObject({
      id: KEY_ID,
      referenceId: USER_ID,
      remaining: 4,
      permissions: { files: ['read'] },
      metadata: { team: 'ops' },
    });
    expect(body.key).not.toHaveProperty('key');
  });

  // Better Auth counts refillInterval in milliseconds: read as days, a day's worth reaches past any date a database holds.
  it('verifies a key whose refill interval Better Auth wrote in milliseconds, and never refills it', async () => {
    for (const remaining of [4, 3]) {
      const body = await verifyKey(t.http, REFILL_KEY);
      expect(body).toMatchObject({
        valid: true,
        error: null,
        key: { id: REFILL_KEY_ID, refillInterval: 86_400_000, remaining },
      });
    }
  });

  it('gives the key owner a session from the key', async () => {
    const response = await request(t.http).get('/api/auth/get-session').set('x-api-key', RAW_KEY).expect(200);

    expect(response.body.user).toMatchObject({ id: USER_ID, email: 'legacy@example.com' });
    expect(response.body.session).toMatchObject({ id: KEY_ID, userId: USER_ID });
  });
});
