import { QueryInterface, QueryTypes, Transaction } from 'sequelize';
import { teamMembershipKey } from '../../common/crypto/digest';
import { Migration } from '../migration';
import { currentSchema } from '../ensure-table';

/**
 * Better Auth 1.7's columns beyond the api key's (0019): on `jwks`, each key's `alg` and `crv` (null on
 * older rows, which 1.7 reads as its configured algorithm's). Its team columns: `team.memberCount`, the
 * number of members it keeps on the team row (its team-size limit counts on it), and
 * `teamMember.membershipKey`, one unique value per team and user (see `teamMembershipKey`), which keeps a
 * user from joining a team twice. Both are added where missing; the counts are set from the rows, and the
 * keys written for rows that have none. A row whose team and user another row already has keeps no key: the
 * older row holds it.
 */
export const addTeamAndJwksColumns: Migration = {
  name: '0020-add-team-and-jwks-columns',
  up: async ({ context }) => {
    const sequelize = context.sequelize;
    const onPostgres = sequelize.getDialect() === 'postgres';
    const schemaName = await currentSchema(context);
    const work = async (transaction?: Transaction) => {
      const run = (sql: string) => sequelize.query(sql, { transaction });
      const jwks = await describe(context, 'jwks', schemaName);
      for (const column of ['alg', 'crv'])
        if (!jwks[column]) await run(`ALTER TABLE "jwks" ADD COLUMN "${column}" TEXT`);
      if (onPostgres) await run(`LOCK TABLE "team", "teamMember" IN SHARE ROW EXCLUSIVE MODE`);
      const team = await describe(context, 'team', schemaName);
      const teamMember = await describe(context, 'teamMember', schemaName);
      if (!team.memberCount) await run(`ALTER TABLE "team" ADD COLUMN "memberCount" INTEGER NOT NULL DEFAULT 0`);
      await run(
        `UPDATE "team" SET "memberCount" = (SELECT count(*) FROM "teamMember" WHERE "teamMember"."teamId" = "team"."id")`,
      );
      if (!teamMember.membershipKey) {
        await run(`ALTER TABLE "teamMember" ADD COLUMN "membershipKey" TEXT`);
        // Named as Better Auth 1.7 names the index it adds with the column.
        await run(
          `CREATE UNIQUE INDEX IF NOT EXISTS "teamMember_membershipKey_uidx" ON "teamMember" ("membershipKey")`,
        );
      }
      const keyed = await sequelize.query<{ membershipKey: string }>(
        `SELECT "membershipKey" FROM "teamMember" WHERE "membershipKey" IS NOT NULL`,
        { type: QueryTypes.SELECT, transaction },
      );
      const taken = new Set(keyed.map((row) => row.membershipKey));
      const unkeyed = await sequelize.query<{ id: string; teamId: string; userId: string }>(
        `SELECT "id", "teamId", "userId" FROM "teamMember" WHERE "membershipKey" IS NULL ORDER BY "createdAt", "id"`,
        { type: QueryTypes.SELECT, transaction },
      );
      for (const row of unkeyed) {
        const key = teamMembershipKey(row.teamId, row.userId);
        if (taken.has(key)) continue;
        taken.add(key);
        await sequelize.query(`UPDATE "teamMember" SET "membershipKey" = ? WHERE "id" = ?`, {
          replacements: [key, row.id],
          transaction,
        });
      }
    };
    // SQLite's migrations already run in one immediate transaction (see migration-lock).
    if (onPostgres) await sequelize.transaction((transaction: Transaction) => work(transaction));
    else await work();
  },
};

async function describe(
  context: QueryInterface,
  table: string,
  schema: string | null,
): Promise<Record<string, unknown>> {
  return schema ? context.describeTable(table, { schema }) : context.describeTable(table);
}
