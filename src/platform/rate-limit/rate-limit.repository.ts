import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { Op, QueryTypes } from 'sequelize';
import { generateId } from '../common/crypto/random';
import { RateLimitModel } from './rate-limit.model';
import { RateLimitHit } from './rate-limit-window';

@Injectable()
export class RateLimitRepository {
  constructor(@InjectModel(RateLimitModel) private readonly rows: typeof RateLimitModel) {}

  /**
   * Counts one request in one statement, so instances sharing the database never lose a count. The
   * statement is `nextHit`'s rule in SQL: the window restarts (count 1) once `windowMs` has passed since
   * the last request let through; otherwise the count goes up, and `lastRequest` moves only while the
   * count is within `max`. A count above `max` therefore means refused.
   */
  async hit(key: string, nowMs: number, windowMs: number, max: number): Promise<RateLimitHit> {
    const sequelize = this.rows.sequelize!;
    const q = (name: string) => sequelize.getQueryInterface().quoteIdentifier(name);
    const [table, count, last] = [q('rateLimit'), q('count'), q('lastRequest')];
    const isNewWindow = `$now - ${table}.${last} > $windowMs`;
    // Sequelize's SQLite driver runs a statement that starts with INSERT without reading rows back,
    // so the RETURNING row would be lost; the leading comment makes it read them.
    const rows = await sequelize.query<{ count: number | string; lastRequest: number | string }>(
      `/* count one request */ INSERT INTO ${table} (${q('id')}, ${q('key')}, ${count}, ${last}) VALUES ($id, $key, 1, $now)
       ON CONFLICT (${q('key')}) DO UPDATE SET
         ${count} = CASE WHEN ${isNewWindow} THEN 1 ELSE ${table}.${count} + 1 END,
         ${last} = CASE WHEN ${isNewWindow} OR ${table}.${count} < $max THEN $now ELSE ${table}.${last} END
       RETURNING ${count}, ${last}`,
      { bind: { id: generateId(), key, now: nowMs, windowMs, max }, type: QueryTypes.SELECT },
    );
    return { count: Number(rows[0].count), lastRequestMs: Number(rows[0].lastRequest) };
  }

  /** Drops counters idle since before `beforeMs`: their windows have ended. */
  async deleteIdleSince(beforeMs: number): Promise<void> {
    await this.rows.destroy({ where: { lastRequest: { [Op.lt]: beforeMs } } });
  }
}
