import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { Op, WhereOptions, col, fn } from 'sequelize';
import { splitRoles } from '../../platform/common/access/access-control';
import { parseStorableDate } from '../../platform/common/time/storable-date';
import { Tx } from '../../platform/database/database';
import { LikeShape, likeText } from '../../platform/database/like-pattern';
import { PreparedStatement, preparedStatement, queryPostgres } from '../../platform/database/postgres-query';
import { userColumns } from './row-with-user';
import { AdditionalUserFields } from './additional-user-fields';
import { UserCache } from './user-cache';
import { UserModel } from './user.model';
import { UserListCriteria } from './user-list.types';
import { User, UserName } from './user.types';

const BOOLEAN_FIELDS = ['emailVerified', 'banned'];
const DATE_FIELDS = ['createdAt', 'updatedAt', 'banExpires'];
const LISTABLE_FIELDS = [
  'id',
  'name',
  'email',
  'emailVerified',
  'image',
  'role',
  'banned',
  'banReason',
  'banExpires',
  'createdAt',
  'updatedAt',
];

export type UserChanges = Partial<
  Pick<
    User,
    | 'name'
    | 'email'
    | 'emailVerified'
    | 'image'
    | 'role'
    | 'banned'
    | 'banReason'
    | 'banExpires'
    | 'twoFactorEnabled'
    | 'updatedAt'
  >
> & {
  additionalFields?: Record<string, unknown>;
};

export type NewUserRow = Omit<User, 'additionalFields'> & { additionalFields: Record<string, unknown> };

@Injectable()
export class UserRepository {
  private byIdStatement?: PreparedStatement;
  private byEmailStatement?: PreparedStatement;

  constructor(
    @InjectModel(UserModel) private readonly users: typeof UserModel,
    private readonly fields: AdditionalUserFields,
    private readonly cache: UserCache,
  ) {}

  async findById(id: string, tx?: Tx): Promise<User | null> {
    if (!tx && this.users.sequelize!.getDialect() === 'postgres') {
      // For a session whose user is not kept in Redis, among others: the driver's typed row, without Sequelize's query
      // pipeline.
      this.byIdStatement ??= preparedStatement(`SELECT ${userColumns('u')} FROM "user" u WHERE u."id" = $1`);
      const [found] = await queryPostgres<Record<string, unknown>>(this.users.sequelize!, this.byIdStatement, [id]);
      return found ? this.toUser(found) : null;
    }
    const row = await this.users.findByPk(id, { transaction: tx });
    return row ? this.toUser(row) : null;
  }

  async findByEmail(email: string, tx?: Tx): Promise<User | null> {
    if (!tx && this.users.sequelize!.getDialect() === 'postgres') {
      // Every sign-in starts here: the driver's typed row, without Sequelize's query pipeline.
      this.byEmailStatement ??= preparedStatement(
        `SELECT ${userColumns('u')} FROM "user" u WHERE u."email" = $1 LIMIT 1`,
      );
      const [found] = await queryPostgres<Record<string, unknown>>(this.users.sequelize!, this.byEmailStatement, [
        email,
      ]);
      return found ? this.toUser(found) : null;
    }
    const row = await this.users.findOne({ where: { email }, transaction: tx });
    return row ? this.toUser(row) : null;
  }

  async create(user: NewUserRow, tx?: Tx): Promise<User> {
    const { additionalFields, ...core } = user;
    const row = await this.users.create({ ...additionalFields, ...core }, { transaction: tx });
    return this.toUser(row);
  }

  async update(id: string, changes: UserChanges, tx?: Tx): Promise<User | null> {
    const { additionalFields, ...core } = changes;
    await this.users.update({ ...additionalFields, ...core }, { where: { id }, transaction: tx });
    await this.cache.forget(id, tx);
    return this.findById(id, tx);
  }

  /**
   * lower(column) LIKE lower(text), the text matched literally: case-insensitive everywhere, and index-served for
   * prefixes on PostgreSQL.
   */
  private caseInsensitiveLike(field: string, text: string, shape: LikeShape): WhereOptions {
    const sequelize = this.users.sequelize!;
    return likeText(fn('lower', col(field)), text.toLowerCase(), shape, (value) => sequelize.escape(value));
  }

  /** Whether the list can sort or filter on this field. */
  isListable(field: string): boolean {
    return LISTABLE_FIELDS.includes(field) || this.fields.names.includes(field);
  }

  /** One page of users and the count of all that match, in two queries (the count is kept when nothing is filtered). */
  async list(criteria: UserListCriteria): Promise<{ users: User[]; total: number }> {
    const conditions: WhereOptions[] = [];
    if (criteria.search) {
      const { field, operator, value } = criteria.search;
      conditions.push(this.caseInsensitiveLike(field, value, operator));
    }
    if (criteria.filter) {
      const { field, operator, value } = criteria.filter;
      const kind = this.columnKind(field);
      // A value the column cannot hold, or contains on a column that is not text, finds nobody on every database.
      const typed = operator === 'contains' ? (kind === 'text' ? value : undefined) : typedFilterValue(kind, value);
      if (typed === undefined) return { users: [], total: 0 };
      conditions.push(
        operator === 'contains'
          ? this.caseInsensitiveLike(field, String(value), 'contains')
          : { [field]: { [FILTER_OPERATORS[operator]]: typed } },
      );
    }
    const matching = conditions.length > 0 ? { [Op.and]: conditions } : {};
    const [rows, total] = await Promise.all([
      this.users.findAll({
        // PostgreSQL's driver types the columns itself: plain rows, without building a model per user.
        raw: this.users.sequelize!.getDialect() === 'postgres',
        where: matching,
        order: criteria.sort ? [[criteria.sort.field, criteria.sort.direction.toUpperCase()]] : [['createdAt', 'ASC']],
        limit: criteria.limit,
        offset: criteria.offset,
      }),
      conditions.length > 0 ? this.users.count({ where: matching }) : this.countAll(),
    ]);
    return { users: rows.map((row) => this.toUser(row)), total };
  }

  /** Every user, from the count the database's triggers keep (migration 0015), not by counting them. */
  /** How many users hold the role among their comma-joined roles. */
  async countHolding(role: string): Promise<number> {
    // The pattern only narrows the rows; `_` in a name matches widely, the exact test is below.
    const rows = await this.users.findAll({ attributes: ['role'], where: { role: { [Op.substring]: role } } });
    return rows.filter((row) => splitRoles(row.role).includes(role)).length;
  }

  async countAll(): Promise<number> {
    const [rows] = await this.users.sequelize!.query('SELECT "count" FROM "userCount" WHERE "id" = 1');
    const kept = (rows as Array<{ count: number | string }>)[0];
    return kept ? Number(kept.count) : this.users.count();
  }

  private columnKind(field: string): ColumnKind {
    if (BOOLEAN_FIELDS.includes(field)) return 'boolean';
    if (DATE_FIELDS.includes(field)) return 'date';
    const additional = this.fields.definitions[field];
    return additional && additional.type !== 'string' ? additional.type : 'text';
  }

  /** Names and e-mails of the users with these ids, in one query; an id nobody has is left out. */
  async findNamesByIds(ids: readonly string[]): Promise<UserName[]> {
    if (ids.length === 0) return [];
    const rows = await this.users.findAll({ attributes: ['id', 'name', 'email'], where: { id: { [Op.in]: ids } } });
    return rows.map((row) => ({ id: row.id, name: row.name, email: row.email }));
  }

  async delete(id: string, tx?: Tx): Promise<boolean> {
    const deleted = await this.users.destroy({ where: { id }, transaction: tx });
    await this.cache.forget(id, tx);
    return deleted > 0;
  }

  /**
   * A stored row as a user (a model, or a row PostgreSQL's driver typed); also for rows read joined to another table's.
   */
  toUser(row: UserModel | Record<string, unknown>): User {
    const plain = row instanceof UserModel ? (row.get({ plain: true }) as Record<string, unknown>) : row;
    return toUserRecord(plain as StoredUserFields, this.fields.pickReturned(plain));
  }
}

/** Better Auth's own columns of a user row, as a model or the driver gives them. */
type StoredUserFields = Pick<
  UserModel,
  | 'id'
  | 'name'
  | 'email'
  | 'emailVerified'
  | 'image'
  | 'role'
  | 'banned'
  | 'banReason'
  | 'banExpires'
  | 'twoFactorEnabled'
  | 'createdAt'
  | 'updatedAt'
>;

/** One literal, built once per row: a list page maps a hundred of these per request. */
function toUserRecord(row: StoredUserFields, additionalFields: Record<string, unknown>): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: Boolean(row.emailVerified),
    image: row.image ?? null,
    role: row.role ?? null,
    banned: Boolean(row.banned),
    banReason: row.banReason ?? null,
    banExpires: row.banExpires ? asDate(row.banExpires) : null,
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
    createdAt: asDate(row.createdAt),
    updatedAt: asDate(row.updatedAt),
    additionalFields,
  };
}

/** PostgreSQL's driver and Sequelize's models give dates; a plain SQLite row gives text. */
function asDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

const FILTER_OPERATORS = { eq: Op.eq, ne: Op.ne, lt: Op.lt, lte: Op.lte, gt: Op.gt, gte: Op.gte } as const;

type ColumnKind = 'text' | 'number' | 'boolean' | 'date';

/**
 * Query strings carry text; a typed column is compared with a value of its own type (undefined when the text is not
 * one).
 */
function typedFilterValue(kind: ColumnKind, value: string | number | boolean): unknown {
  if (kind === 'text' || typeof value !== 'string') return value;
  if (kind === 'boolean') return value === 'true' ? true : value === 'false' ? false : undefined;
  if (kind === 'date') return parseStorableDate(value) ?? undefined;
  return value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : undefined;
}
