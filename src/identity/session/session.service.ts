import { Injectable } from '@nestjs/common';
import { AuthError } from '../../platform/common/errors/auth-error';
import { generateId } from '../../platform/common/crypto/random';
import { Clock } from '../../platform/common/time/clock';
import { AppConfig } from '../../platform/config/app-config';
import { isBanned } from '../user/user-ban';
import { UserService } from '../user/user.service';
import { VerificationService } from '../../platform/verification/verification.service';
import { SessionEndings } from './session-endings';
import { SessionStore } from './session-store';
import { TRUSTED_DEVICE_PREFIX } from './session.constants';
import { SESSION_ERRORS } from './session.errors';
import {
  ActiveSession,
  ActiveWorkspace,
  ImpersonationInput,
  NewSessionInput,
  RequestMeta,
  Session,
} from './session.types';

export interface ResolveOptions {
  /** Sessions of remember-me sign-ins slide forward once older than the update age. */
  mayRefresh: boolean;
}

@Injectable()
export class SessionService {
  constructor(
    private readonly store: SessionStore,
    private readonly users: UserService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly verifications: VerificationService,
    private readonly endings: SessionEndings,
  ) {}

  async create(input: NewSessionInput): Promise<Session> {
    const { expiresInSeconds, expiresInWithoutRememberMeSeconds } = this.config.session;
    const lifetimeSeconds = input.rememberMe ? expiresInSeconds : expiresInWithoutRememberMeSeconds;
    return this.open(input.userId, lifetimeSeconds, input, null, input.secondFactorPassed ?? false);
  }

  /** A short session as another user, flagged with the administrator who made it. */
  createImpersonation(input: ImpersonationInput): Promise<Session> {
    return this.open(input.userId, input.expiresInSeconds, input, input.adminId, false);
  }

  private async open(
    userId: string,
    lifetimeSeconds: number,
    meta: RequestMeta,
    impersonatedBy: string | null,
    isSecondFactorPassed: boolean,
  ): Promise<Session> {
    await this.assertNotBanned(userId);
    const now = this.clock.now();
    return this.store.create({
      id: generateId(),
      token: generateId(),
      userId,
      expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000),
      createdAt: now,
      updatedAt: now,
      ipAddress: meta.ipAddress,
      userAgent: meta.userAgent,
      impersonatedBy,
      activeOrganizationId: null,
      activeTeamId: null,
      secondFactorAt: isSecondFactorPassed ? now : null,
    });
  }

  /** The session passed a second factor after it was made; null when it is gone. */
  markSecondFactor(token: string): Promise<Session | null> {
    return this.store.markSecondFactor(token, this.clock.now());
  }

  /** The live session for a token with its user, refreshed when due; null when there is none. */
  async resolve(token: string, options: ResolveOptions): Promise<{ active: ActiveSession; refreshed: boolean } | null> {
    const found = await this.store.findWithUser(token, this.users);
    if (!found) return null;
    const { session, user } = found;
    if (!user) {
      await this.store.deleteByToken(token);
      return null;
    }
    if (options.mayRefresh && this.isDueForRefresh(session)) {
      const now = this.clock.now();
      const expiresAt = new Date(now.getTime() + this.config.session.expiresInSeconds * 1000);
      const extended = await this.store.extend(token, expiresAt, now);
      if (extended) return { active: { session: extended, user }, refreshed: true };
    }
    return { active: { session, user }, refreshed: false };
  }

  /** Whether the session was created recently enough for a sensitive action. */
  isFresh(session: Session): boolean {
    const freshAgeMs = this.config.session.freshAgeSeconds * 1000;
    return freshAgeMs === 0 || this.clock.nowMs() - session.createdAt.getTime() <= freshAgeMs;
  }

  /** The user's own view: sessions an administrator opened as them are not shown. */
  async list(userId: string): Promise<Session[]> {
    const sessions = await this.store.listByUser(userId);
    return sessions.filter((session) => !session.impersonatedBy);
  }

  /** Every live session of the user, impersonations included (for administrators). */
  listAll(userId: string): Promise<Session[]> {
    return this.store.listByUser(userId);
  }

  findByToken(token: string): Promise<Session | null> {
    return this.store.findByToken(token);
  }

  /** Revokes one of the user's own sessions and answers it; another user's token is left alone (null). */
  async revoke(userId: string, token: string): Promise<Session | null> {
    const session = await this.store.findByToken(token);
    if (!session || session.userId !== userId) return null;
    await this.endings.ending([session.id]);
    await this.store.deleteByToken(token);
    return session;
  }

  /**
   * Ends every session of the user and forgets the browsers trusted to skip the second factor: after
   * signing out everywhere (or being banned, or a new password), each next sign-in passes it again.
   */
  async revokeAll(userId: string): Promise<void> {
    await this.announceEndOfUserSessions(userId);
    await this.store.deleteByUser(userId);
    await this.forgetTrustedDevices(userId);
  }

  /** As revokeAll, but the session of `keepToken` stays; the caller's browser trust is forgotten too. */
  async revokeOthers(userId: string, keepToken: string): Promise<void> {
    await this.announceEndOfUserSessions(userId, keepToken);
    await this.store.deleteByUser(userId, keepToken);
    await this.forgetTrustedDevices(userId);
  }

  countActive(): Promise<number> {
    return this.store.countActive();
  }

  /** Moves the session to another organization or team; null when the session is gone. */
  setActive(token: string, workspace: ActiveWorkspace): Promise<Session | null> {
    return this.store.setActive(token, workspace, this.clock.now());
  }

  clearOrganization(organizationId: string): Promise<void> {
    return this.store.clearOrganization(organizationId);
  }

  clearMembership(userId: string, organizationId: string): Promise<void> {
    return this.store.clearMembership(userId, organizationId);
  }

  clearTeam(teamId: string, userId?: string): Promise<void> {
    return this.store.clearTeam(teamId, userId);
  }

  async end(token: string): Promise<void> {
    const session = await this.store.findByToken(token);
    if (session) await this.endings.ending([session.id]);
    await this.store.deleteByToken(token);
  }

  private async announceEndOfUserSessions(userId: string, keepToken?: string): Promise<void> {
    const sessions = await this.store.listByUser(userId);
    await this.endings.ending(sessions.filter((session) => session.token !== keepToken).map((session) => session.id));
  }

  /** A banned user gets no session; a ban whose expiry has passed is lifted here, at the next sign-in. */
  private async assertNotBanned(userId: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user?.banned) return;
    if (isBanned(user, this.clock.nowMs())) throw new AuthError(SESSION_ERRORS.BANNED_USER);
    await this.users.unban(userId);
  }

  private forgetTrustedDevices(userId: string): Promise<void> {
    return this.verifications.deleteAllOf(TRUSTED_DEVICE_PREFIX, userId);
  }

  private isDueForRefresh(session: Session): boolean {
    const { expiresInSeconds, updateAgeSeconds } = this.config.session;
    const dueAtMs = session.expiresAt.getTime() - expiresInSeconds * 1000 + updateAgeSeconds * 1000;
    return dueAtMs <= this.clock.nowMs();
  }
}
