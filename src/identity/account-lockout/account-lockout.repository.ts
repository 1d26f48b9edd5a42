import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { Op, QueryTypes } from 'sequelize';
import { PreparedStatement, preparedStatement, queryPostgres } from '../../platform/database/postgres-query';
import { LockoutRecord, LockoutRules, lockMsAfter } from './account-lockout-store';
import { AccountLockoutModel } from './account-lockout.model';

const n = (value: string) => `CAST(${value} AS BIGINT)`;
// The count after this attempt: from 1 again once the failures are older than the reset time.
const NEXT_FAILURES = `CASE WHEN "accountLockout"."lastFailureAt" < ${n('$3')} THEN 1 ELSE "accountLockout"."failures" + 1 END`;
const NEXT_LOCK_MS = `${n('$5')} * (${NEXT_FAILURES} / ${n('$4')})`;

/**
 * Counts one failure unless the address is locked ($1 key, $2 now, $3 now minus the reset time,
 * $4 maxFailures, $5 lockMs, $6 maxLockMs, $7 lockedUntil of a first attempt). A locked row is left
 * alone and no row comes back. The leading comment makes Sequelize's SQLite driver read the
 * RETURNING row of a statement that starts with INSERT.
 */
const COUNT_FAILURE = preparedStatement(
  `/* count a failed sign-in */ INSERT INTO "accountLockout" ("key", "failures", "lastFailureAt", "lockedUntil") VALUES ($1, 1, ${n('$2')}, ${n('$7')})
   ON CONFLICT ("key") DO UPDATE SET
     "failures" = ${NEXT_FAILURES},
     "lastFailureAt" = ${n('$2')},
     "lockedUntil" = CASE WHEN ${NEXT_FAILURES} % ${n('$4')} <> 0 THEN "accountLockout"."lockedUntil"
       ELSE ${n('$2')} + CASE WHEN ${NEXT_LOCK_MS} > ${n('$6')} THEN ${n('$6')} ELSE ${NEXT_LOCK_MS} END END
   WHERE "accountLockout"."lockedUntil" <= ${n('$2')}
   RETURNING "failures", "lastFailureAt", "lockedUntil"`,
);
const FIND = preparedStatement(
  `SELECT "failures", "lastFailureAt", "lockedUntil" FROM "accountLockout" WHERE "key" = $1`,
);
const CLEAR = preparedStatement(`DELETE FROM "accountLockout" WHERE "key" = $1`);
const CLEAR_UNLOCKED = preparedStatement(
  `DELETE FROM "accountLockout" WHERE "key" = $1 AND "lockedUntil" <= CAST($2 AS BIGINT)`,
);

interface LockoutRow {
  failures: number | string;
  lastFailureAt: number | string;
  lockedUntil: number | string;
}

/** The `accountLockout` table. Sign-in runs these on every attempt: prepared statements on PostgreSQL. */
@Injectable()
export class AccountLockoutRepository {
  constructor(@InjectModel(AccountLockoutModel) private readonly rows: typeof AccountLockoutModel) {}

  /** The record after counting the failure, or null when the address is locked and nothing changed. */
  async countFailure(key: string, nowMs: number, rules: LockoutRules): Promise<LockoutRecord | null> {
    const firstLockedUntilMs = rules.maxFailures === 1 ? nowMs + lockMsAfter(1, rules) : 0;
    const values = [
      key,
      nowMs,
      nowMs - rules.failureResetMs,
      rules.maxFailures,
      rules.lockMs,
      rules.maxLockMs,
      firstLockedUntilMs,
    ];
    const [row] = await this.run(COUNT_FAILURE, values);
    return row ? toRecord(row) : null;
  }

  async find(key: string): Promise<LockoutRecord | null> {
    const [row] = await this.run(FIND, [key]);
    return row ? toRecord(row) : null;
  }

  async clear(key: string): Promise<void> {
    await this.run(CLEAR, [key]);
  }

  /** Forgets the key's record unless it is locked at `nowMs`. */
  async clearUnlockedAt(key: string, nowMs: number): Promise<void> {
    await this.run(CLEAR_UNLOCKED, [key, nowMs]);
  }

  /** Drops records whose last failure was before `beforeMs`. */
  async deleteIdleSince(beforeMs: number): Promise<void> {
    await this.rows.destroy({ where: { lastFailureAt: { [Op.lt]: beforeMs } } });
  }

  /** On the primary, reads included: a refused failure reads the lock its own upsert just left alone. */
  private async run(statement: PreparedStatement, values: unknown[]): Promise<LockoutRow[]> {
    const sequelize = this.rows.sequelize!;
    if (sequelize.getDialect() === 'postgres')
      return queryPostgres<LockoutRow>(sequelize, statement, values, { reads: false });
    return sequelize.query<LockoutRow>(statement.text, { bind: values, type: QueryTypes.SELECT });
  }
}

function toRecord(row: LockoutRow): LockoutRecord {
  return {
    failures: Number(row.failures),
    lastFailureMs: Number(row.lastFailureAt),
    lockedUntilMs: Number(row.lockedUntil),
  };
}
