import { PreparedStatement, preparedStatement } from '../../platform/database/postgres-query';
import { RowWithUserStatement, withUserColumns } from '../../identity/user/row-with-user';

/*
 * The statements that record API-key uses on PostgreSQL, for the repository that runs them. Each is
 * built once for the table's columns (see `ApiKeySchema`) and prepared once per connection.
 */

// Recording one use ($1 id, $2 now): a fixed text with every value bound, prepared once per connection.
const USE_ONE = `"remaining" = CASE WHEN "remaining" IS NULL THEN NULL ELSE "remaining" - 1 END, "lastRequest" = $2, "updatedAt" = $2`;
const STILL_USABLE = `("remaining" IS NULL OR "remaining" > 0)`;
// With the key's rate limit: $3 the window's start, $4 its length, which must still be the key's.
const NEW_WINDOW = `("lastRequest" IS NULL OR "lastRequest" < $3)`;

/** The two statements recording one use, returning `columns` (the table's, see `ApiKeySchema`). */
export function consumeStatements(columns: readonly string[]): {
  consume: PreparedStatement;
  inWindow: PreparedStatement;
} {
  const returned = columns.map((column) => `"${column}"`).join(', ');
  return {
    consume: preparedStatement(
      `UPDATE "apikey" SET ${USE_ONE} WHERE "id" = $1 AND ${STILL_USABLE} RETURNING ${returned}`,
    ),
    inWindow: preparedStatement(
      `UPDATE "apikey" SET ${USE_ONE}, "requestCount" = CASE WHEN ${NEW_WINDOW} THEN 1 ELSE COALESCE("requestCount", 0) + 1 END ` +
        `WHERE "id" = $1 AND ${STILL_USABLE} AND "rateLimitTimeWindow" = $4 AND (${NEW_WINDOW} OR COALESCE("requestCount", 0) < "rateLimitMax") ` +
        `RETURNING ${returned}`,
    ),
  };
}

/**
 * `$4` uses of the key found by its stored form (`$1`) at `$2`, when nothing stands in the way of any:
 * enabled, unexpired, its owner there and not banned, no refill due, `remaining` left for all, and
 * room in the rate window for all when limits apply (`$3`: the service's limits on, and the key's).
 * Each condition restates `decideUse` in SQL, so uses that match here are the ones the full check
 * would record one after another (a property test runs random rows through both). Answers the key
 * with its owner, then whether the uses were counted in a window.
 */
export function useByKeyStatement(columns: readonly string[]): RowWithUserStatement {
  const at = `$2::timestamptz`;
  const uses = `$4::integer`;
  const limited = `($3::boolean AND t."rateLimitEnabled" IS DISTINCT FROM false AND t."rateLimitTimeWindow" IS NOT NULL AND t."rateLimitMax" IS NOT NULL)`;
  const newWindow = `(t."lastRequest" IS NULL OR t."lastRequest" < ${at} - t."rateLimitTimeWindow" * interval '1 millisecond')`;
  // Elapsed time against the interval: subtracting the interval from now would leave the range of
  // timestamps for a row holding a huge one. `interval '1 day'` times any 32-bit count stays in range.
  const noRefillDue =
    `(t."remaining" IS NULL OR COALESCE(t."refillInterval", 0) < 1 OR COALESCE(t."refillAmount", 0) < 1 ` +
    `OR ${at} - COALESCE(t."lastRefillAt", t."createdAt") <= t."refillInterval" * interval '1 day')`;
  // One after another, the first use of a new window is let through whatever the maximum, and opens it.
  const roomInWindow = `(${newWindow} AND (${uses} = 1 OR ${uses} <= t."rateLimitMax")) OR COALESCE(t."requestCount", 0) + ${uses} <= t."rateLimitMax"`;
  return withUserColumns(
    columns,
    (own, user) =>
      `UPDATE "apikey" t SET "remaining" = t."remaining" - ${uses}, "lastRequest" = ${at}, "updatedAt" = ${at}, ` +
      `"requestCount" = CASE WHEN ${limited} THEN CASE WHEN ${newWindow} THEN ${uses} ELSE COALESCE(t."requestCount", 0) + ${uses} END ELSE t."requestCount" END ` +
      `FROM "user" u WHERE t."key" = $1 AND u."id" = t."referenceId" AND t."enabled" IS DISTINCT FROM false ` +
      `AND (t."expiresAt" IS NULL OR t."expiresAt" >= ${at}) ` +
      `AND (u."banned" IS DISTINCT FROM true OR u."banExpires" <= ${at}) ` +
      `AND ${noRefillDue} AND (t."remaining" IS NULL OR t."remaining" >= ${uses}) ` +
      `AND (NOT ${limited} OR ${roomInWindow}) ` +
      `RETURNING ${own}, ${user}, ${limited}`,
  );
}
