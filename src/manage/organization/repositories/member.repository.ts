import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { Op, WhereOptions, col, literal } from 'sequelize';
import { splitRoles } from '../../../platform/common/access/access-control';
import { parseStorableDate } from '../../../platform/common/time/storable-date';
import { Tx } from '../../../platform/database/database';
import { DEFAULT_FIND_MANY_LIMIT } from '../../../platform/database/database.constants';
import { likePattern, likeText } from '../../../platform/database/like-pattern';
import { UserModel } from '../../../identity/user/user.model';
import { MemberModel } from '../models/member.model';
import { Member, MemberUser, MemberWithUser } from '../organization.types';

type MemberFilterOperator = 'eq' | 'ne' | 'lt' | 'lte' | 'gt' | 'gte' | 'contains';

export interface MemberListCriteria {
  organizationId: string;
  limit: number;
  offset: number;
  sortBy?: 'id' | 'userId' | 'role' | 'createdAt';
  sortDirection?: 'asc' | 'desc';
  filter?: { field: 'id' | 'userId' | 'role' | 'createdAt'; operator: MemberFilterOperator; value: string };
}

const OPERATORS: Record<Exclude<MemberFilterOperator, 'contains'>, symbol> = {
  eq: Op.eq,
  ne: Op.ne,
  lt: Op.lt,
  lte: Op.lte,
  gt: Op.gt,
  gte: Op.gte,
};

@Injectable()
export class MemberRepository {
  constructor(
    @InjectModel(MemberModel) private readonly members: typeof MemberModel,
    @InjectModel(UserModel) private readonly users: typeof UserModel,
  ) {}

  /**
   * PostgreSQL's driver already types these columns (text, and a timestamp as a Date), so member lists
   * read plain rows there instead of building a model per member and per user, which cost more than the
   * queries themselves. SQLite's rows keep Sequelize's parsing of its stored dates.
   */
  private get isPostgres(): boolean {
    return this.members.sequelize!.getDialect() === 'postgres';
  }

  async create(member: Member, tx?: Tx): Promise<Member> {
    const row = await this.members.create({ ...member }, { transaction: tx });
    return toMember(row);
  }

  async findById(id: string): Promise<Member | null> {
    const row = await this.members.findByPk(id);
    return row ? toMember(row) : null;
  }

  async findByUser(organizationId: string, userId: string): Promise<Member | null> {
    const row = await this.members.findOne({ where: { organizationId, userId } });
    return row ? toMember(row) : null;
  }

  async findByEmail(organizationId: string, email: string): Promise<Member | null> {
    const user = await this.users.findOne({ attributes: ['id'], where: { email: email.toLowerCase() } });
    return user ? this.findByUser(organizationId, user.id) : null;
  }

  private filterCondition({ field, operator, value }: NonNullable<MemberListCriteria['filter']>): WhereOptions | null {
    if (operator === 'contains')
      return field === 'createdAt'
        ? null
        : likeText(col(field), value, 'contains', (text) => this.members.sequelize!.escape(text));
    if (field !== 'createdAt') return { [field]: { [OPERATORS[operator]]: value } };
    const date = parseStorableDate(value);
    return date && { createdAt: { [OPERATORS[operator]]: date } };
  }

  count(organizationId: string): Promise<number> {
    return this.members.count({ where: { organizationId } });
  }

  /** Whether a member of the organization holds the role, alone or among others. */
  async anyHolds(organizationId: string, role: string): Promise<boolean> {
    const rows = await this.members.findAll({
      attributes: ['role'],
      where: {
        organizationId,
        [Op.and]: [likeText(col('role'), role, 'contains', (text) => this.members.sequelize!.escape(text))],
      },
    });
    return rows.some((row) => splitRoles(row.role).includes(role));
  }

  async list(criteria: MemberListCriteria): Promise<{ members: MemberWithUser[]; total: number }> {
    const where: WhereOptions = { organizationId: criteria.organizationId };
    if (criteria.filter) {
      const condition = this.filterCondition(criteria.filter);
      // A date that is none, or contains on the date, finds nobody on every database (PostgreSQL would refuse the
      // query).
      if (!condition) return { members: [], total: 0 };
      Object.assign(where, { [Op.and]: [condition] });
    }
    const [rows, total] = await Promise.all([
      this.members.findAll({
        raw: this.isPostgres,
        where,
        order: criteria.sortBy
          ? [
              [criteria.sortBy, criteria.sortDirection ?? 'asc'],
              ['id', 'ASC'],
            ]
          : [
              ['createdAt', 'ASC'],
              ['id', 'ASC'],
            ],
        limit: criteria.limit,
        offset: criteria.offset,
      }),
      this.members.count({ where }),
    ]);
    return { members: await this.withUsers(rows.map(toMember)), total };
  }

  async withUser(member: Member): Promise<MemberWithUser | null> {
    const [withUser] = await this.withUsers([member]);
    return withUser ?? null;
  }

  /** Adds each member's user; a member whose user is gone is left out. */
  async withUsers(members: Member[]): Promise<MemberWithUser[]> {
    if (members.length === 0) return [];
    const rows = await this.users.findAll({
      raw: this.isPostgres,
      attributes: ['id', 'name', 'email', 'image'],
      where: { id: { [Op.in]: [...new Set(members.map((member) => member.userId))] } },
    });
    const users = new Map<string, MemberUser>(
      rows.map((row) => [row.id, { id: row.id, name: row.name, email: row.email, image: row.image ?? null }]),
    );
    return members.flatMap((member) => {
      const user = users.get(member.userId);
      return user ? [{ ...member, user }] : [];
    });
  }

  async listByOrganization(organizationId: string, limit = DEFAULT_FIND_MANY_LIMIT): Promise<Member[]> {
    const rows = await this.members.findAll({
      raw: this.isPostgres,
      where: { organizationId },
      order: [
        ['createdAt', 'ASC'],
        ['id', 'ASC'],
      ],
      limit,
    });
    return rows.map(toMember);
  }

  async updateRole(id: string, role: string): Promise<Member | null> {
    await this.members.update({ role }, { where: { id } });
    return this.findById(id);
  }

  /**
   * Deletes the member unless no other member would hold `role` (the last owner stays). False when
   * refused. Concurrent calls cannot both pass: SQLite runs one writing statement at a time, and on
   * PostgreSQL the organization's member rows are locked first, so the second call sees the first.
   */
  deleteUnlessLastHolder(member: Member, role: string): Promise<boolean> {
    return this.guarded(
      member,
      role,
      async (where, transaction) => (await this.members.destroy({ where, transaction })) === 1,
    );
  }

  /** Changes the member's role unless no other member would hold `role` then; false when refused. */
  updateRoleUnlessLastHolder(member: Member, newRole: string, role: string): Promise<boolean> {
    return this.guarded(
      member,
      role,
      async (where, transaction) => (await this.members.update({ role: newRole }, { where, transaction }))[0] === 1,
    );
  }

  private async guarded(
    member: Member,
    role: string,
    write: (where: WhereOptions, transaction?: Tx) => Promise<boolean>,
  ): Promise<boolean> {
    const sequelize = this.members.sequelize!;
    const q = (name: string) => sequelize.getQueryInterface().quoteIdentifier(name);
    const anotherHolder = literal(
      `EXISTS (SELECT 1 FROM ${q('member')} AS ${q('other')} WHERE ${q('other')}.${q('organizationId')} = ${sequelize.escape(member.organizationId)}` +
        ` AND ${q('other')}.${q('id')} <> ${sequelize.escape(member.id)}` +
        ` AND (',' || REPLACE(${q('other')}.${q('role')}, ' ', '') || ',') LIKE ${sequelize.escape(likePattern(`,${role},`, 'contains'))} ESCAPE '\\')`,
    );
    const where: WhereOptions = { id: member.id, [Op.and]: [anotherHolder] };
    if (sequelize.getDialect() !== 'postgres') return write(where);
    return sequelize.transaction(async (transaction) => {
      // Locked in id order, so two callers never hold each other's rows.
      await this.members.findAll({
        attributes: ['id'],
        where: { organizationId: member.organizationId },
        order: [['id', 'ASC']],
        lock: true,
        transaction,
      });
      return write(where, transaction);
    });
  }

  async delete(id: string, tx?: Tx): Promise<void> {
    await this.members.destroy({ where: { id }, transaction: tx });
  }

  async deleteByOrganization(organizationId: string, tx?: Tx): Promise<void> {
    await this.members.destroy({ where: { organizationId }, transaction: tx });
  }
}

function toMember(row: MemberModel): Member {
  return {
    id: row.id,
    organizationId: row.organizationId,
    userId: row.userId,
    role: row.role,
    createdAt: new Date(row.createdAt),
  };
}
