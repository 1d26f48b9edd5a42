import { Injectable } from '@nestjs/common';
import { generateId } from '../common/crypto/random';
import { Clock } from '../common/time/clock';
import { AppConfig } from '../config/app-config';
import { UserService } from '../user/user.service';
import { SessionStore } from './session-store';
import { ActiveSession, NewSessionInput, Session } from './session.types';

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
  ) {}

  async create(input: NewSessionInput): Promise<Session> {
    const now = this.clock.now();
    const { expiresInSeconds, expiresInWithoutRememberMeSeconds } = this.config.session;
    const lifetimeSeconds = input.rememberMe ? expiresInSeconds : expiresInWithoutRememberMeSeconds;
    return this.store.create({
      id: generateId(),
      token: generateId(),
      userId: input.userId,
      expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000),
      createdAt: now,
      updatedAt: now,
      ipAddress: input.ipAddress,
      userAgent: input.userAgent,
    });
  }

  /** The live session for a token with its user, refreshed when due; null when there is none. */
  async resolve(token: string, options: ResolveOptions): Promise<{ active: ActiveSession; refreshed: boolean } | null> {
    const session = await this.store.findByToken(token);
    if (!session) return null;
    const user = await this.users.findById(session.userId);
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

  list(userId: string): Promise<Session[]> {
    return this.store.listByUser(userId);
  }

  /** Revokes one of the user's own sessions; another user's token is left alone. */
  async revoke(userId: string, token: string): Promise<void> {
    const session = await this.store.findByToken(token);
    if (session && session.userId === userId) await this.store.deleteByToken(token);
  }

  revokeAll(userId: string): Promise<void> {
    return this.store.deleteByUser(userId);
  }

  revokeOthers(userId: string, keepToken: string): Promise<void> {
    return this.store.deleteByUser(userId, keepToken);
  }

  end(token: string): Promise<void> {
    return this.store.deleteByToken(token);
  }

  private isDueForRefresh(session: Session): boolean {
    const { expiresInSeconds, updateAgeSeconds } = this.config.session;
    const dueAtMs = session.expiresAt.getTime() - expiresInSeconds * 1000 + updateAgeSeconds * 1000;
    return dueAtMs <= this.clock.nowMs();
  }
}
