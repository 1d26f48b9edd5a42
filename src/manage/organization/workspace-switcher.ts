import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { SessionCookies } from '../../identity/session/session-cookies';
import { SessionService } from '../../identity/session/session.service';
import { ActiveSession, ActiveWorkspace } from '../../identity/session/session.types';

/**
 * Moves the caller's session to another organization or team and re-issues its cookies, so the
 * cookie cache never serves the old one. A key-based session has no row to move: it stays as it is.
 */
@Injectable()
export class WorkspaceSwitcher {
  constructor(
    private readonly sessions: SessionService,
    private readonly cookies: SessionCookies,
  ) {}

  async apply(
    req: Request,
    res: Response,
    caller: ActiveSession,
    workspace: ActiveWorkspace | null | undefined,
  ): Promise<ActiveSession> {
    if (!workspace || caller.viaApiKey) return caller;
    const session = await this.sessions.setActive(caller.session.token, workspace);
    if (!session) return caller;
    const moved = { ...caller, session };
    this.cookies.write(res, moved, this.cookies.readDontRemember(req));
    return moved;
  }
}
