import type { UserService } from '../user/user.service';
import { SessionStore, SessionWithUser } from './session-store';
import { ActiveWorkspace, Session } from './session.types';

/**
 * SESSIONS_IN_DATABASE with Redis: every write goes to both, reads come from the secondary storage
 * first and fall back to the database, which also still holds sessions made before Redis came in
 * (as Better Auth does with `storeSessionInDatabase`). Lists and counts come from the database,
 * which holds them all.
 */
export class MirroredSessionStore extends SessionStore {
  constructor(
    private readonly secondary: SessionStore,
    private readonly database: SessionStore,
  ) {
    super();
  }

  async create(session: Session): Promise<Session> {
    await this.database.create(session);
    return this.secondary.create(session);
  }

  async findByToken(token: string): Promise<Session | null> {
    return (await this.secondary.findByToken(token)) ?? this.database.findByToken(token);
  }

  async findWithUser(token: string, users: UserService): Promise<SessionWithUser | null> {
    return (await this.secondary.findWithUser(token, users)) ?? this.database.findWithUser(token, users);
  }

  listByUser(userId: string): Promise<Session[]> {
    return this.database.listByUser(userId);
  }

  async extend(token: string, expiresAt: Date, updatedAt: Date): Promise<Session | null> {
    const [cached, stored] = await Promise.all([
      this.secondary.extend(token, expiresAt, updatedAt),
      this.database.extend(token, expiresAt, updatedAt),
    ]);
    return cached ?? stored;
  }

  countActive(): Promise<number> {
    return this.database.countActive();
  }

  async setActive(token: string, workspace: ActiveWorkspace, updatedAt: Date): Promise<Session | null> {
    const [cached, stored] = await Promise.all([
      this.secondary.setActive(token, workspace, updatedAt),
      this.database.setActive(token, workspace, updatedAt),
    ]);
    return cached ?? stored;
  }

  async clearOrganization(organizationId: string): Promise<void> {
    await Promise.all([
      this.secondary.clearOrganization(organizationId),
      this.database.clearOrganization(organizationId),
    ]);
  }

  async clearMembership(userId: string, organizationId: string): Promise<void> {
    await Promise.all([
      this.secondary.clearMembership(userId, organizationId),
      this.database.clearMembership(userId, organizationId),
    ]);
  }

  async clearTeam(teamId: string, userId?: string): Promise<void> {
    await Promise.all([this.secondary.clearTeam(teamId, userId), this.database.clearTeam(teamId, userId)]);
  }

  async markSecondFactor(token: string, at: Date): Promise<Session | null> {
    const [cached, stored] = await Promise.all([
      this.secondary.markSecondFactor(token, at),
      this.database.markSecondFactor(token, at),
    ]);
    return cached ?? stored;
  }

  async deleteByToken(token: string): Promise<void> {
    await Promise.all([this.secondary.deleteByToken(token), this.database.deleteByToken(token)]);
  }

  async deleteByUser(userId: string, exceptToken?: string): Promise<void> {
    await Promise.all([
      this.secondary.deleteByUser(userId, exceptToken),
      this.database.deleteByUser(userId, exceptToken),
    ]);
  }
}
