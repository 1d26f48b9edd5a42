import { QueryTypes } from 'sequelize';
import { MAX_REFILL_INTERVAL_DAYS } from '../../manage/api-key/api-key.constants';
import { AppConfig } from '../../platform/config/app-config';
import { CheckResult } from './check-result';
import { connect } from './database.check';

/**
 * Keys whose `refillInterval` only milliseconds can mean: Better Auth's unit, where this service counts
 * days, so such a key refills 86,400,000 times too slowly. Nothing to say (no line) when there are none.
 */
export async function checkRefillIntervals(config: AppConfig): Promise<CheckResult[]> {
  let count: number;
  const sequelize = connect(config);
  try {
    const [row] = await sequelize.query<{ count: number | string }>(
      'SELECT COUNT(*) AS "count" FROM "apikey" WHERE "refillInterval" > :max',
      { type: QueryTypes.SELECT, replacements: { max: MAX_REFILL_INTERVAL_DAYS } },
    );
    count = Number(row.count);
  } catch {
    return [];
  } finally {
    await sequelize.close();
  }
  if (count === 0) return [];
  return [
    {
      name: 'api-key refill intervals',
      status: 'warn',
      detail:
        `${count} keys have a refillInterval above ${MAX_REFILL_INTERVAL_DAYS}, which only milliseconds (Better Auth's unit) ` +
        'can mean, while this service counts days: run convert-refill-intervals (--dry-run lists them first)',
    },
  ];
}
