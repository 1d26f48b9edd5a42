import { Injectable } from '@nestjs/common';

/** What a feature above does as sessions end, before they are deleted. */
export interface SessionEndListener {
  sessionsEnding(sessionIds: string[]): Promise<void>;
}

/**
 * Where a feature above (the OpenID provider, which ends the access tokens issued in a session) hears that
 * sessions end: sign-out, the revocation of one session, of all or of the others. Without a listener, nothing
 * more happens.
 */
@Injectable()
export class SessionEndings {
  private listener: SessionEndListener | null = null;

  register(listener: SessionEndListener): void {
    if (this.listener) throw new Error('A session end listener is already registered');
    this.listener = listener;
  }

  async ending(sessionIds: string[]): Promise<void> {
    if (sessionIds.length > 0 && this.listener) await this.listener.sessionsEnding(sessionIds);
  }
}
