import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { Op } from 'sequelize';
import { Clock } from '../../platform/common/time/clock';
import { DEFAULT_FIND_MANY_LIMIT } from '../../platform/database/database.constants';
import { SessionModel } from './session.model';
import { UserModel } from '../user/user.model';
import type { UserService } from '../user/user.service';
import { SessionStore, SessionWithUser } from './session-store';
import { PreparedStatement, insertStatement, queryPostgres } from '../../platform/database/postgres-query';
import { batchedLookup } from '../../platform/database/batched-lookup';
import { queryRowsWithUser, rowsWithUserStatement } from '../user/row-with-user';
import { ActiveWorkspace, Session } from './session.types';

type SessionRow = Pick<SessionModel, (typeof SESSION_COLUMNS)[number]>;
type RowWithUser = { session: SessionRow; user: UserModel | Record<string, unknown> | null };

const SESSION_COLUMNS = [
  'id',
  'token',
  'userId',
  'expiresAt',
  'createdAt',
  'updatedAt',
  'ipAddress',
  'userAgent',
  'impersonatedBy',
  'activeOrganizationId',
  'activeTeamId',
  'secondFactorAt',
] as const;

@Injectable()
export class DatabaseSessionStore extends SessionStore {
  private byToken?: (token: string) => Promise<RowWithUser | null>;
  private insertStatement?: PreparedStatement;

  constructor(
    @InjectModel(SessionModel) private readonly sessions: typeof SessionModel,
    private readonly clock: Clock,
  ) {
    super();
  }

  async create(session: Session): Promise<Session> {
    if (this.sessions.sequelize!.getDialect() === 'postgres') {
      // Every sign-in writes one: a fixed prepared insert, without Sequelize's model building.
      this.insertStatement ??= insertStatement('session', SESSION_COLUMNS);
      await queryPostgres(
        this.sessions.sequelize!,
        this.insertStatement,
        SESSION_COLUMNS.map((column) => session[column]),
        { reads: false },
      );
      return toSession(session);
    }
    const row = await this.sessions.create({ ...session });
    return toSession(row);
  }

  async findByToken(token: string): Promise<Session | null> {
    const row = await this.sessions.findOne({ where: { token } });
    return row ? this.liveSession(row) : null;
  }

  /**
   * One indexed query: the session by its unique token, joined to its user (on PostgreSQL, with the other look-ups of
   * the same moment).
   */
  async findWithUser(token: string, users: UserService): Promise<SessionWithUser | null> {
    const found = await this.findRowWithUser(token);
    if (!found) return null;
    const session = await this.liveSession(found.session);
    return session ? { session, user: found.user ? users.fromRow(found.user) : null } : null;
  }

  private async findRowWithUser(token: string): Promise<RowWithUser | null> {
    if (this.sessions.sequelize!.getDialect() === 'postgres') {
      this.byToken ??= this.batchedByToken();
      return this.byToken(token);
    }
    // SQLite's driver gives dates as text: Sequelize's models type them.
    const row = await this.sessions.findOne({ where: { token }, include: [{ model: UserModel, required: false }] });
    return row ? { session: row, user: row.user ?? null } : null;
  }

  /** Every session request of one turn of the event loop, read by one prepared statement. */
  private batchedByToken(): (token: string) => Promise<RowWithUser | null> {
    const statement = rowsWithUserStatement({ table: 'session', columns: SESSION_COLUMNS, by: 'token' });
    return batchedLookup(async (tokens) => {
      const rows = await queryRowsWithUser<SessionRow>(this.sessions.sequelize!, statement, [tokens]);
      return new Map(rows.map(({ row, user }) => [row.token, { session: row, user }]));
    });
  }

  /** The row as a session, or null (and deleted) once it has expired. */
  private async liveSession(row: SessionRow): Promise<Session | null> {
    const session = toSession(row);
    if (session.expiresAt.getTime() <= this.clock.nowMs()) {
      await this.sessions.destroy({ where: { id: session.id } });
      return null;
    }
    return session;
  }

  async listByUser(userId: string): Promise<Session[]> {
    const rows = await this.sessions.findAll({
      where: { userId, expiresAt: { [Op.gt]: this.clock.now() } },
      order: [['createdAt', 'ASC']],
      limit: DEFAULT_FIND_MANY_LIMIT,
    });
    return rows.map(toSession);
  }

  async extend(token: string, expiresAt: Date, updatedAt: Date): Promise<Session | null> {
    await this.sessions.update({ expiresAt, updatedAt }, { where: { token } });
    const row = await this.sessions.findOne({ where: { token } });
    return row ? toSession(row) : null;
  }

  countActive(): Promise<number> {
    return this.sessions.count({ where: { expiresAt: { [Op.gt]: this.clock.now() } } });
  }

  async setActive(token: string, workspace: ActiveWorkspace, updatedAt: Date): Promise<Session | null> {
    await this.sessions.update({ ...workspace, updatedAt }, { where: { token } });
    const row = await this.sessions.findOne({ where: { token } });
    return row ? toSession(row) : null;
  }

  async clearOrganization(organizationId: string): Promise<void> {
    await this.sessions.update(
      { activeOrganizationId: null, activeTeamId: null },
      { where: { activeOrganizationId: organizationId } },
    );
  }

  async clearMembership(userId: string, organizationId: string): Promise<void> {
    await this.sessions.update(
      { activeOrganizationId: null, activeTeamId: null },
      { where: { userId, activeOrganizationId: organizationId } },
    );
  }

  async clearTeam(teamId: string, userId?: string): Promise<void> {
    await this.sessions.update(
      { activeTeamId: null },
      { where: userId ? { activeTeamId: teamId, userId } : { activeTeamId: teamId } },
    );
  }

  async markSecondFactor(token: string, at: Date): Promise<Session | null> {
    await this.sessions.update({ secondFactorAt: at }, { where: { token } });
    const row = await this.sessions.findOne({ where: { token } });
    return row ? toSession(row) : null;
  }

  async deleteByToken(token: string): Promise<void> {
    await this.sessions.destroy({ where: { token } });
  }

  async deleteByUser(userId: string, exceptToken?: string): Promise<void> {
    const where = exceptToken ? { userId, token: { [Op.ne]: exceptToken } } : { userId };
    await this.sessions.destroy({ where });
  }
}

function toSession(row: SessionRow): Session {
  return {
    id: row.id,
    token: row.token,
    userId: row.userId,
    expiresAt: new Date(row.expiresAt),
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
    ipAddress: row.ipAddress ?? null,
    userAgent: row.userAgent ?? null,
    impersonatedBy: row.impersonatedBy ?? null,
    activeOrganizationId: row.activeOrganizationId ?? null,
    activeTeamId: row.activeTeamId ?? null,
    secondFactorAt: row.secondFactorAt ? new Date(row.secondFactorAt) : null,
  };
}
