import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { Op, QueryTypes, WhereOptions, literal } from 'sequelize';
import { DEFAULT_FIND_MANY_LIMIT } from '../../platform/database/database.constants';
import { UserModel } from '../../identity/user/user.model';
import type { UserService } from '../../identity/user/user.service';
import { User } from '../../identity/user/user.types';
import { batchedCalls } from '../../platform/database/batched-lookup';
import { PreparedStatement, queryPostgres } from '../../platform/database/postgres-query';
import {
  RowWithUserStatement,
  queryRowWithUser,
  rowWithUserStatement,
  splitCells,
} from '../../identity/user/row-with-user';
import { ApiKeySchema } from './api-key-schema';
import { consumeStatements, useByKeyStatement } from './api-key-use.statements';
import { DEFAULT_API_KEY_CONFIG_ID } from './api-key.constants';
import { ApiKeyModel } from './api-key.model';
import { ApiKey, ApiKeyChanges, ApiKeyOwnerKind, ApiKeyPageRequest, UsagePlan } from './api-key.types';
import { KeyUse, KeyUseGroup, asNthUse, groupKeyUses } from './key-uses';

/** A key with its owner's row, as a recorded use answers it. */
type UsedKey = { apiKey: ApiKey; owner: Record<string, unknown> };

@Injectable()
export class ApiKeyRepository {
  private byKeyStatement?: RowWithUserStatement;
  private useByKey?: RowWithUserStatement;
  private consuming?: { consume: PreparedStatement; inWindow: PreparedStatement };
  private recordUse?: (use: KeyUse) => Promise<UsedKey | null>;

  constructor(
    @InjectModel(ApiKeyModel) private readonly keys: typeof ApiKeyModel,
    private readonly schema: ApiKeySchema,
  ) {}

  /** A user's key keeps 1.4's `userId` written where the table has it, so a 1.4 reader still finds it. */
  async create(apiKey: ApiKey, ownerKind: ApiKeyOwnerKind): Promise<ApiKey> {
    const userId = this.schema.hasUserId ? { userId: ownerKind === 'user' ? apiKey.referenceId : null } : {};
    const row = await this.keys.create({ ...apiKey, ...userId, ...serialise(apiKey) });
    return toApiKey(row);
  }

  async findById(id: string): Promise<ApiKey | null> {
    const row = await this.keys.findByPk(id);
    return row ? toApiKey(row) : null;
  }

  /**
   * The key by its stored form (its hash, unless hashing is off) and its owner (null when gone), in one indexed query.
   */
  async findByStoredKeyWithOwner(
    storedKey: string,
    users: UserService,
  ): Promise<{ apiKey: ApiKey; owner: User | null } | null> {
    if (this.keys.sequelize!.getDialect() === 'postgres') {
      this.byKeyStatement ??= rowWithUserStatement({
        table: 'apikey',
        columns: this.schema.columns,
        by: 'key',
        ownerColumn: 'referenceId',
      });
      const found = await queryRowWithUser<ApiKeyModel>(this.keys.sequelize!, this.byKeyStatement, [storedKey]);
      return found ? { apiKey: toApiKey(found.row), owner: found.user ? users.fromRow(found.user) : null } : null;
    }
    // SQLite's driver gives dates as text: Sequelize's models type them.
    const row = await this.keys.findOne({
      where: { key: storedKey },
      include: [{ model: UserModel, required: false }],
    });
    return row ? { apiKey: toApiKey(row), owner: row.user ? users.fromRow(row.user) : null } : null;
  }

  /** An owner's keys of the given configurations, oldest first. */
  async listByOwner(referenceId: string, configIds: readonly string[]): Promise<ApiKey[]> {
    const rows = await this.keys.findAll({
      where: { referenceId, ...ofConfigurations(configIds) },
      order: [
        ['createdAt', 'ASC'],
        ['id', 'ASC'],
      ],
      limit: DEFAULT_FIND_MANY_LIMIT,
    });
    return rows.map(toApiKey);
  }

  /** One page of an owner's keys of the given configurations in the asked order, with how many there are in all. */
  async pageByOwner(
    referenceId: string,
    configIds: readonly string[],
    page: ApiKeyPageRequest,
  ): Promise<{ apiKeys: ApiKey[]; total: number }> {
    const order: [string, string][] = page.sortBy
      ? [[page.sortBy, page.sortDirection === 'desc' ? 'DESC' : 'ASC']]
      : [['createdAt', 'ASC']];
    const limit = Math.min(page.limit ?? DEFAULT_FIND_MANY_LIMIT, DEFAULT_FIND_MANY_LIMIT);
    const { rows, count } = await this.keys.findAndCountAll({
      where: { referenceId, ...ofConfigurations(configIds) },
      order: [...order, ['id', 'ASC']],
      limit,
      offset: page.offset ?? 0,
    });
    return { apiKeys: rows.map(toApiKey), total: count };
  }

  async update(id: string, changes: ApiKeyChanges): Promise<ApiKey | null> {
    await this.keys.update({ ...changes, ...serialise(changes) }, { where: { id } });
    return this.findById(id);
  }

  async delete(id: string): Promise<void> {
    await this.keys.destroy({ where: { id } });
  }

  /** Deletes every key whose expiry has passed; answers how many went. */
  deleteExpired(now: Date): Promise<number> {
    return this.keys.destroy({ where: { expiresAt: { [Op.ne]: null, [Op.lt]: now } } });
  }

  /**
   * Resets `remaining` to `refillAmount` when the last refill (or the creation) is older than
   * `dueBefore`. One conditional update: of concurrent callers, exactly one refills.
   */
  async refill(id: string, refillIntervalDays: number, dueBefore: Date, now: Date): Promise<void> {
    await this.keys.update(
      { remaining: literal(this.q('refillAmount')), lastRefillAt: now, updatedAt: now },
      {
        where: {
          id,
          refillInterval: refillIntervalDays,
          refillAmount: { [Op.ne]: null },
          remaining: { [Op.ne]: null },
          [Op.or]: [
            { lastRefillAt: { [Op.lt]: dueBefore } },
            { lastRefillAt: null, createdAt: { [Op.lt]: dueBefore } },
          ],
        },
      },
    );
  }

  /**
   * Records one use: lowers `remaining` (when counted), counts the request in its rate-limit
   * window and stamps `lastRequest`, in one conditional update that only matches while a use is
   * still allowed. Null when it was not (used up, or the window's quota is spent), or when the
   * key's window changed since `plan` was made. Exact under any concurrency: the database
   * serialises updates of one row and re-checks the condition on the row it updates.
   */
  async consume(id: string, plan: UsagePlan): Promise<ApiKey | null> {
    const sequelize = this.keys.sequelize!;
    const onPostgres = sequelize.getDialect() === 'postgres';
    // SQLite keeps dates as Better Auth's ISO text and compares them as text; its driver would bind a Date as a number.
    const sqlDate = (date: Date) => (onPostgres ? date : date.toISOString());
    this.consuming ??= consumeStatements(this.schema.columns);
    const [statement, bind] = plan.window
      ? [this.consuming.inWindow, [id, sqlDate(plan.now), sqlDate(plan.window.startsAt), plan.window.timeWindowMs]]
      : [this.consuming.consume, [id, sqlDate(plan.now)]];
    // One statement: reading the row back in a second one races a concurrent use that deletes the key it used up.
    const rows = onPostgres
      ? await queryPostgres<ApiKeyModel>(sequelize, statement, bind, { reads: false })
      : await sequelize.query(statement.text, { bind, type: QueryTypes.SELECT, model: this.keys, mapToModel: true });
    return rows.length === 1 ? toApiKey(rows[0]) : null;
  }

  /**
   * The common verify in one statement on PostgreSQL: records a use of the key (see `useByKeyStatement`)
   * and answers it with its owner's row. Null when anything stands in the way, or on SQLite: the full
   * check then finds out what, and answers as before. The uses of one key asked for in the same turn
   * are recorded together: a key an app calls with from many requests at once is one row, whose
   * updates the database runs one at a time, each waiting for the last one's commit.
   */
  async useIfUnhindered(storedKey: string, now: Date, limitsEnabled: boolean): Promise<UsedKey | null> {
    if (this.keys.sequelize!.getDialect() !== 'postgres') return null;
    this.recordUse ??= batchedCalls((uses: readonly KeyUse[]) => this.useTogether(uses));
    return this.recordUse({ storedKey, now, limitsEnabled });
  }

  /** One statement per key among the turn's uses; a failed one fails only its own uses. */
  private async useTogether(uses: readonly KeyUse[]): Promise<(UsedKey | null | Error)[]> {
    const answers = new Array<UsedKey | null | Error>(uses.length).fill(null);
    await Promise.all(
      groupKeyUses(uses).map(async (group) => {
        try {
          const used = await this.useMany(group);
          group.positions.forEach((position, index) => {
            answers[position] = used && {
              apiKey: asNthUse(used.apiKey, group.positions.length, index, used.countedInWindow),
              owner: used.owner,
            };
          });
        } catch (error) {
          for (const position of group.positions) answers[position] = error as Error;
        }
      }),
    );
    return answers;
  }

  /** All of a group's uses, or none: when not all may be recorded, each takes the full check alone. */
  private async useMany({
    storedKey,
    now,
    limitsEnabled,
    positions,
  }: KeyUseGroup): Promise<(UsedKey & { countedInWindow: boolean }) | null> {
    this.useByKey ??= useByKeyStatement(this.schema.columns);
    const values = [storedKey, now, limitsEnabled, positions.length];
    const [cells] = await queryPostgres<unknown[]>(this.keys.sequelize!, this.useByKey, values, {
      reads: false,
      rowMode: 'array',
    });
    if (!cells) return null;
    const { row, user } = splitCells<ApiKeyModel>(this.useByKey, cells);
    return user && { apiKey: toApiKey(row), owner: user, countedInWindow: cells[cells.length - 1] === true };
  }

  private q(column: string): string {
    return this.keys.sequelize!.getQueryInterface().quoteIdentifier(column);
  }
}

/** Keys of the configurations; a key stored without one is the default configuration's. */
function ofConfigurations(configIds: readonly string[]): WhereOptions<ApiKeyModel> {
  const configId = configIds.includes(DEFAULT_API_KEY_CONFIG_ID)
    ? { [Op.or]: [{ [Op.in]: [...configIds] }, { [Op.is]: null }] }
    : { [Op.in]: [...configIds] };
  return { configId };
}

function serialise(values: ApiKeyChanges): { permissions?: string | null; metadata?: string | null } {
  const out: { permissions?: string | null; metadata?: string | null } = {};
  if (values.permissions !== undefined)
    out.permissions = values.permissions === null ? null : JSON.stringify(values.permissions);
  if (values.metadata !== undefined) out.metadata = values.metadata === null ? null : JSON.stringify(values.metadata);
  return out;
}

function toApiKey(row: ApiKeyModel): ApiKey {
  return {
    id: row.id,
    name: row.name ?? null,
    start: row.start ?? null,
    prefix: row.prefix ?? null,
    key: row.key,
    // A row Better Auth 1.4 wrote into a migrated table names its owner in `userId` alone.
    referenceId: (row.referenceId ?? row.userId)!,
    configId: row.configId ?? DEFAULT_API_KEY_CONFIG_ID,
    refillInterval: row.refillInterval ?? null,
    refillAmount: row.refillAmount ?? null,
    lastRefillAt: toDate(row.lastRefillAt),
    enabled: row.enabled !== false,
    rateLimitEnabled: row.rateLimitEnabled !== false,
    rateLimitTimeWindow: row.rateLimitTimeWindow ?? null,
    rateLimitMax: row.rateLimitMax ?? null,
    requestCount: row.requestCount ?? 0,
    remaining: row.remaining ?? null,
    lastRequest: toDate(row.lastRequest),
    expiresAt: toDate(row.expiresAt),
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
    permissions: parseJsonObject(row.permissions) as ApiKey['permissions'],
    metadata: parseMetadata(row.metadata),
  };
}

function toDate(value: Date | string | null | undefined): Date | null {
  return value === null || value === undefined ? null : new Date(value);
}

function parseJsonObject(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Older Better Auth versions stored metadata stringified twice; both forms read back as the object. */
function parseMetadata(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const once: unknown = JSON.parse(text);
    return typeof once === 'string' ? parseJsonObject(once) : parseJsonObject(text);
  } catch {
    return null;
  }
}
