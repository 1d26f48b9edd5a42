import { Migration } from '../migration';

// The date columns of Better Auth's tables, with the admin, api-key and organization plugins.
const DATE_COLUMNS: Record<string, string[]> = {
  user: ['createdAt', 'updatedAt', 'banExpires'],
  session: ['expiresAt', 'createdAt', 'updatedAt'],
  account: ['accessTokenExpiresAt', 'refreshTokenExpiresAt', 'createdAt', 'updatedAt'],
  verification: ['expiresAt', 'createdAt', 'updatedAt'],
  apikey: ['lastRefillAt', 'lastRequest', 'expiresAt', 'createdAt', 'updatedAt'],
  organization: ['createdAt'],
  member: ['createdAt'],
  invitation: ['expiresAt', 'createdAt'],
  team: ['createdAt', 'updatedAt'],
  teamMember: ['createdAt'],
};

/**
 * On SQLite, Better Auth stores dates as ISO text (`2025-01-01T10:00:00.000Z`) and this service as
 * `2025-01-01 10:00:00.000 +00:00`. Compared as text in SQL, a same-day ISO value reads as later, so
 * an expired token or session Better Auth left would still match `expiresAt > now`. The values are
 * rewritten, unchanged in meaning, to this service's form; Better Auth reads both. PostgreSQL keeps
 * real timestamps and needs nothing.
 */
export const normalizeSqliteDates: Migration = {
  name: '0013-normalize-sqlite-dates',
  up: async ({ context }) => {
    if (context.sequelize.getDialect() !== 'sqlite') return;
    const q = (id: string) => context.quoteIdentifier(id);
    for (const [table, columns] of Object.entries(DATE_COLUMNS)) {
      const present = await context.describeTable(table).catch(() => null);
      for (const column of columns.filter((name) => present?.[name])) {
        await context.sequelize.query(
          `UPDATE ${q(table)} SET ${q(column)} = strftime('%Y-%m-%d %H:%M:%f', ${q(column)}) || ' +00:00' ` +
            `WHERE ${q(column)} LIKE '____-__-__T%'`,
        );
      }
    }
  },
};
