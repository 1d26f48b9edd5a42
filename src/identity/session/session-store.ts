import type { UserService } from '../user/user.service';
import { User } from '../user/user.types';
import { ActiveWorkspace, Session } from './session.types';

/** A live session and its user, null when the user is gone. */
export interface SessionWithUser {
  session: Session;
  user: User | null;
}

/**
 * Where sessions live. The database implementation serves a single node or many; a Redis one
 * serves as secondary storage. Every method ignores expired sessions.
 */
export abstract class SessionStore {
  abstract create(session: Session): Promise<Session>;

  /** The session with this token, or null when it is absent or expired. */
  abstract findByToken(token: string): Promise<Session | null>;

  /** The live session with this token and its user; a store that can read both in one look-up does. */
  async findWithUser(token: string, users: UserService): Promise<SessionWithUser | null> {
    const session = await this.findByToken(token);
    return session ? { session, user: await users.findById(session.userId) } : null;
  }

  /** The user's sessions that have not expired, oldest first. */
  abstract listByUser(userId: string): Promise<Session[]>;

  /** Moves the expiry; null when the session no longer exists. */
  abstract extend(token: string, expiresAt: Date, updatedAt: Date): Promise<Session | null>;

  /** How many sessions have not expired, across users. */
  abstract countActive(): Promise<number>;

  /** Sets the active organization and team; null when the session no longer exists. */
  abstract setActive(token: string, workspace: ActiveWorkspace, updatedAt: Date): Promise<Session | null>;

  /** Every session working in the organization (just deleted) works in none. */
  abstract clearOrganization(organizationId: string): Promise<void>;

  /** The user's sessions stop working in an organization they left or were removed from. */
  abstract clearMembership(userId: string, organizationId: string): Promise<void>;

  /** Sessions working in the team (deleted, or left by `userId`) work in no team. */
  abstract clearTeam(teamId: string, userId?: string): Promise<void>;

  /** Records that the session met the second-factor requirement; null when the session no longer exists. */
  abstract markSecondFactor(token: string, at: Date): Promise<Session | null>;

  abstract deleteByToken(token: string): Promise<void>;

  /** Deletes all the user's sessions, or all but the one with `exceptToken`. */
  abstract deleteByUser(userId: string, exceptToken?: string): Promise<void>;
}
