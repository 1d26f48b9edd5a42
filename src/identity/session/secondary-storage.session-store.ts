import { Clock } from '../../platform/common/time/clock';
import { SecondaryStorage } from '../../platform/secondary-storage/secondary-storage';
import { CACHED_USER_PREFIX } from '../user/user-cache';
import type { UserService } from '../user/user.service';
import { SessionStore, SessionWithUser } from './session-store';
import { ActiveWorkspace, Session } from './session.types';

/** Every live session, for counting them. */
const ALL_SESSIONS = 'active-sessions';
const sessionKey = (token: string) => `session:${token}`;
/** Each user's active-session list: their tokens, each until its session expires. */
const userSessions = (userId: string) => `active-sessions:${userId}`;
const organizationSessions = (organizationId: string) => `organization-sessions:${organizationId}`;
const teamSessions = (teamId: string) => `team-sessions:${teamId}`;

/** How a session is kept: its JSON, dates as ISO strings. */
type StoredSession = Omit<Session, 'expiresAt' | 'createdAt' | 'updatedAt' | 'secondFactorAt'> & {
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
  /** Absent from sessions another app (Better Auth) stored. */
  secondFactorAt?: string | null;
};

/**
 * Sessions in the secondary storage (Redis, or memory for a single instance): each under its token
 * with its expiry as time-to-live, listed per user, per organization and per team it works in.
 * The lists only point at sessions; a session whose key has gone is gone.
 */
export class SecondaryStorageSessionStore extends SessionStore {
  constructor(
    private readonly storage: SecondaryStorage,
    private readonly clock: Clock,
  ) {
    super();
  }

  async create(session: Session): Promise<Session> {
    await this.storage.set(sessionKey(session.token), JSON.stringify(toStored(session)), this.ttlOf(session.expiresAt));
    await this.index(session);
    return session;
  }

  async findByToken(token: string): Promise<Session | null> {
    return this.live(await this.storage.get(sessionKey(token)));
  }

  /** The session and, in the same round trip, its user's kept entry (read from the database when there is none). */
  async findWithUser(token: string, users: UserService): Promise<SessionWithUser | null> {
    if (!this.storage.isShared) return super.findWithUser(token, users);
    const [value, cachedUser] = await this.storage.getLinked(sessionKey(token), 'userId', CACHED_USER_PREFIX);
    const session = this.live(value);
    return session ? { session, user: await users.findForSession(session.userId, cachedUser) } : null;
  }

  async listByUser(userId: string): Promise<Session[]> {
    const tokens = await this.storage.membersOf(userSessions(userId), this.clock.nowMs());
    const sessions = await this.findAll(tokens);
    return sessions
      .filter((session) => session.userId === userId)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  async extend(token: string, expiresAt: Date, updatedAt: Date): Promise<Session | null> {
    const fields = { expiresAt: expiresAt.toISOString(), updatedAt: updatedAt.toISOString() };
    const session = this.live(await this.storage.merge(sessionKey(token), fields, { ttlMs: this.ttlOf(expiresAt) }));
    if (session) await this.index(session);
    return session;
  }

  countActive(): Promise<number> {
    return this.storage.countMembers(ALL_SESSIONS, this.clock.nowMs());
  }

  async setActive(token: string, workspace: ActiveWorkspace, updatedAt: Date): Promise<Session | null> {
    const session = this.live(
      await this.storage.merge(sessionKey(token), { ...workspace, updatedAt: updatedAt.toISOString() }),
    );
    if (session) await this.index(session);
    return session;
  }

  async clearOrganization(organizationId: string): Promise<void> {
    const index = organizationSessions(organizationId);
    const tokens = await this.storage.membersOf(index, this.clock.nowMs());
    await this.clearEach(
      tokens,
      { activeOrganizationId: organizationId },
      { activeOrganizationId: null, activeTeamId: null },
    );
    await this.storage.delete([index]);
  }

  async clearMembership(userId: string, organizationId: string): Promise<void> {
    const tokens = await this.storage.membersOf(userSessions(userId), this.clock.nowMs());
    await this.clearEach(
      tokens,
      { userId, activeOrganizationId: organizationId },
      { activeOrganizationId: null, activeTeamId: null },
    );
    await this.storage.removeFromSet(organizationSessions(organizationId), tokens);
  }

  async clearTeam(teamId: string, userId?: string): Promise<void> {
    const index = teamSessions(teamId);
    const tokens = await this.storage.membersOf(index, this.clock.nowMs());
    const onlyIf: Record<string, string> = userId ? { userId, activeTeamId: teamId } : { activeTeamId: teamId };
    await this.clearEach(tokens, onlyIf, { activeTeamId: null });
    if (!userId) await this.storage.delete([index]);
  }

  async markSecondFactor(token: string, at: Date): Promise<Session | null> {
    return this.live(await this.storage.merge(sessionKey(token), { secondFactorAt: at.toISOString() }));
  }

  async deleteByToken(token: string): Promise<void> {
    const session = this.parse(await this.storage.get(sessionKey(token)));
    await this.storage.delete([sessionKey(token)]);
    if (session) await this.unindex([session]);
  }

  async deleteByUser(userId: string, exceptToken?: string): Promise<void> {
    const tokens = await this.storage.membersOf(userSessions(userId), 0);
    const doomed = (await this.findAll(tokens, { includeExpired: true })).filter(
      (session) => session.userId === userId && session.token !== exceptToken,
    );
    await this.storage.delete(doomed.map((session) => sessionKey(session.token)));
    await this.unindex(doomed);
  }

  /** Conditional per session, so a session that moved on meanwhile keeps its new workspace. */
  private async clearEach(tokens: string[], onlyIf: Record<string, string>, fields: ActiveWorkspace): Promise<void> {
    await Promise.all(tokens.map((token) => this.storage.merge(sessionKey(token), { ...fields }, { onlyIf })));
  }

  private async findAll(tokens: string[], options: { includeExpired?: boolean } = {}): Promise<Session[]> {
    const values = await this.storage.getMany(tokens.map(sessionKey));
    const sessions = values.map((value) => (options.includeExpired ? this.parse(value) : this.live(value)));
    return sessions.filter((session): session is Session => session !== null);
  }

  private async index(session: Session): Promise<void> {
    const until = session.expiresAt.getTime();
    const indexes = [ALL_SESSIONS, userSessions(session.userId)];
    if (session.activeOrganizationId) indexes.push(organizationSessions(session.activeOrganizationId));
    if (session.activeTeamId) indexes.push(teamSessions(session.activeTeamId));
    await Promise.all(indexes.map((index) => this.storage.addToSet(index, session.token, until)));
  }

  private async unindex(sessions: Session[]): Promise<void> {
    const removals: Array<Promise<void>> = [];
    const remove = (index: string, token: string) => removals.push(this.storage.removeFromSet(index, [token]));
    for (const session of sessions) {
      remove(ALL_SESSIONS, session.token);
      remove(userSessions(session.userId), session.token);
      if (session.activeOrganizationId) remove(organizationSessions(session.activeOrganizationId), session.token);
      if (session.activeTeamId) remove(teamSessions(session.activeTeamId), session.token);
    }
    await Promise.all(removals);
  }

  private ttlOf(expiresAt: Date): number {
    return Math.max(1, expiresAt.getTime() - this.clock.nowMs());
  }

  private parse(value: string | null): Session | null {
    return value === null ? null : fromStored(JSON.parse(value) as StoredSession);
  }

  /** The session, unless it has expired by this service's clock (Redis drops it on its own soon). */
  private live(value: string | null): Session | null {
    const session = this.parse(value);
    return session && session.expiresAt.getTime() > this.clock.nowMs() ? session : null;
  }
}

function toStored(session: Session): StoredSession {
  return {
    ...session,
    expiresAt: session.expiresAt.toISOString(),
    createdAt: session.createdAt.toISOString(),
    updatedAt: session.updatedAt.toISOString(),
    secondFactorAt: session.secondFactorAt?.toISOString() ?? null,
  };
}

function fromStored(stored: StoredSession): Session {
  return {
    id: stored.id,
    token: stored.token,
    userId: stored.userId,
    expiresAt: new Date(stored.expiresAt),
    createdAt: new Date(stored.createdAt),
    updatedAt: new Date(stored.updatedAt),
    ipAddress: stored.ipAddress ?? null,
    userAgent: stored.userAgent ?? null,
    impersonatedBy: stored.impersonatedBy ?? null,
    activeOrganizationId: stored.activeOrganizationId ?? null,
    activeTeamId: stored.activeTeamId ?? null,
    secondFactorAt: stored.secondFactorAt ? new Date(stored.secondFactorAt) : null,
  };
}
