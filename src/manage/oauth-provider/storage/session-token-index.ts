import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { SecondaryStorage } from '../../../platform/secondary-storage/secondary-storage';

const KEY_PREFIX = 'oauth-session-tokens:';

/**
 * Which access tokens a session's sign-in issued, so that sign-out ends them. With sessions in the database the
 * token row's `sessionId` says it (the package's column, a foreign key to the session table). With sessions in
 * secondary storage alone that table holds no session, so the row names none and the index lives beside the
 * sessions: a set per session, each member expiring with its token.
 */
@Injectable()
export class SessionTokenIndex {
  private readonly sessionsInDatabase: boolean;

  constructor(
    private readonly storage: SecondaryStorage,
    config: AppConfig,
  ) {
    this.sessionsInDatabase = config.sessionsInDatabase;
  }

  /** The `sessionId` a token row may name: null when the session table does not hold the session. */
  rowSessionOf(sessionId: string | null | undefined): string | null {
    return this.sessionsInDatabase ? (sessionId ?? null) : null;
  }

  /** Records an access token issued in a session the token row cannot name. */
  async bind(sessionId: string | null | undefined, accessTokenId: string, expiresAt: Date): Promise<void> {
    if (this.sessionsInDatabase || !sessionId) return;
    await this.storage.addToSet(KEY_PREFIX + sessionId, accessTokenId, expiresAt.getTime());
  }

  /** The unexpired access tokens recorded for these sessions, forgetting the sessions. */
  async takeAccessTokenIds(sessionIds: string[], nowMs: number): Promise<string[]> {
    if (this.sessionsInDatabase || sessionIds.length === 0) return [];
    const keys = sessionIds.map((id) => KEY_PREFIX + id);
    const members = await Promise.all(keys.map((key) => this.storage.membersOf(key, nowMs)));
    await this.storage.delete(keys);
    return members.flat();
  }
}
