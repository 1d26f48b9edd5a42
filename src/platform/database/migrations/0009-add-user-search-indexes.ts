import { Migration } from '../migration';

/**
 * Case-insensitive prefix search on e-mail and name without a full scan: the list compares
 * lower(column) with LIKE, which these pattern indexes serve on PostgreSQL.
 */
export const addUserSearchIndexes: Migration = {
  name: '0009-add-user-search-indexes',
  up: async ({ context }) => {
    if (context.sequelize.getDialect() !== 'postgres') return;
    for (const column of ['email', 'name']) {
      await context.sequelize.query(
        `CREATE INDEX IF NOT EXISTS "user_${column}_lower_pattern_idx" ON "user" (lower("${column}") text_pattern_ops)`,
      );
    }
  },
};
