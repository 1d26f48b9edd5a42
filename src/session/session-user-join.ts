import { QueryTypes, Sequelize } from 'sequelize';
import { UserModel } from '../user/user.model';
import type { SessionModel } from './session.model';

export type SessionRow = Pick<
  SessionModel,
  'id' | 'token' | 'userId' | 'expiresAt' | 'createdAt' | 'updatedAt' | 'ipAddress' | 'userAgent' | 'impersonatedBy' | 'activeOrganizationId' | 'activeTeamId'
>;

const SESSION_COLUMNS: Array<keyof SessionRow> = [
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
];
const SESSION_PREFIX = 'session.';

const JOINED_QUERY = `SELECT ${SESSION_COLUMNS.map((column) => `s."${column}" AS "${SESSION_PREFIX}${column}"`).join(', ')}, u.*
  FROM "session" s LEFT JOIN "user" u ON u."id" = s."userId" WHERE s."token" = $1 LIMIT 1`;

/**
 * The session with this token and its user's row (null when the user is gone) in one plain query on
 * PostgreSQL, whose driver already gives dates and booleans their types: without Sequelize's model
 * building, which cost more than the look-up itself.
 */
export async function findSessionWithUserRow(sequelize: Sequelize, token: string): Promise<{ session: SessionRow; user: UserModel | null } | null> {
  const [row] = await sequelize.query<Record<string, unknown>>(JOINED_QUERY, { bind: [token], type: QueryTypes.SELECT, raw: true });
  if (!row) return null;
  const session: Record<string, unknown> = {};
  const user: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) {
    if (name.startsWith(SESSION_PREFIX)) session[name.slice(SESSION_PREFIX.length)] = value;
    else user[name] = value;
  }
  return {
    session: session as unknown as SessionRow,
    user: user.id === null || user.id === undefined ? null : UserModel.build(user, { raw: true, isNewRecord: false }),
  };
}
