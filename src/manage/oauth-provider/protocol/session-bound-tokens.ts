import { Injectable, OnModuleInit } from '@nestjs/common';
import { SessionEndListener, SessionEndings } from '../../../identity/session/session-endings';
import { Clock } from '../../../platform/common/time/clock';
import { OAuthAccessTokenRepository } from '../storage/oauth-access-token.repository';
import { SessionTokenIndex } from '../storage/session-token-index';

/**
 * Sign-out ends the access tokens issued in the session; refresh tokens (`offline_access`) are grants of their
 * own and survive it. Runs before the session is deleted: the token rows' foreign key to the session table
 * would otherwise already have cleared their `sessionId`. Sessions in secondary storage alone have their tokens in
 * the session token index instead.
 */
@Injectable()
export class SessionBoundTokens implements SessionEndListener, OnModuleInit {
  constructor(
    private readonly endings: SessionEndings,
    private readonly accessTokens: OAuthAccessTokenRepository,
    private readonly sessionTokens: SessionTokenIndex,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.endings.register(this);
  }

  async sessionsEnding(sessionIds: string[]): Promise<void> {
    const now = new Date(this.clock.nowMs());
    await this.accessTokens.revokeBySessions(sessionIds, now);
    await this.accessTokens.revokeByIds(await this.sessionTokens.takeAccessTokenIds(sessionIds, now.getTime()), now);
  }
}
