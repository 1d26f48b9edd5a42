// Bulk rows for the large-table scenarios, written with one SQL statement each (PostgreSQL).
// Both sides share Better Auth's table layout, so the same statements seed either.
import { query } from './bench-database.mjs';

export async function seedUsers(database, count) {
  await query(
    database,
    `INSERT INTO "user" ("id", "name", "email", "emailVerified", "role", "banned", "createdAt", "updatedAt")
     SELECT 'seed-user-' || i, 'User ' || i, 'user' || i || '@example.com', i % 3 = 0,
            CASE WHEN i % 50 = 0 THEN 'admin' ELSE 'user' END, i % 97 = 0,
            now() - (i || ' seconds')::interval, now()
     FROM generate_series(1, ${count}) AS i;
     ANALYZE "user";`,
  );
}

/** Keys of the seeded users, stored as both sides store them (unpadded base64url SHA-256). */
export async function seedApiKeys(database, count) {
  await query(
    database,
    `INSERT INTO "apikey" ("id", "start", "key", "userId", "enabled", "rateLimitEnabled", "rateLimitTimeWindow",
                          "rateLimitMax", "requestCount", "remaining", "createdAt", "updatedAt")
     SELECT 'seed-key-' || i, 'seed', rtrim(translate(encode(sha256(('seed key ' || i)::bytea), 'base64'), '+/', '-_'), '='),
            'seed-user-' || (1 + i % 1000), true, false, 86400000, 10, 0, 1000, now(), now()
     FROM generate_series(1, ${count}) AS i;
     ANALYZE "apikey";`,
  );
}

/** An organization of `members` seeded users with `ownerId` as its owner. */
export async function seedOrganization(database, { id, ownerId, members }) {
  await query(
    database,
    `INSERT INTO "organization" ("id", "name", "slug", "createdAt") VALUES ('${id}', 'Bench organization', '${id}', now());
     INSERT INTO "member" ("id", "organizationId", "userId", "role", "createdAt") VALUES ('${id}-owner', '${id}', '${ownerId}', 'owner', now());
     INSERT INTO "member" ("id", "organizationId", "userId", "role", "createdAt")
     SELECT '${id}-member-' || i, '${id}', 'seed-user-' || i, 'member', now() FROM generate_series(1, ${members - 1}) AS i;
     ANALYZE "member";`,
  );
}
