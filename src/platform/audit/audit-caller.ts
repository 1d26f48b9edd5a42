import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AppConfig } from '../config/app-config';
import { readRequestMeta } from '../runtime/http/request-meta';

/** The part of a request's session an audit event names; the session guard sets it on the request. */
interface CallerSession {
  user: { id: string };
  session: { impersonatedBy?: string | null };
}

/**
 * Where an action no request carried came from: `cli` for the command line (run by whoever can reach
 * the server's shell), `system` for the service's own scheduled work.
 */
export type AuditOrigin = 'cli' | 'system';

/** Who is calling and from where, as an audit event records it. */
export interface AuditCaller {
  readonly actorId: string | null;
  readonly impersonatedBy: string | null;
  readonly ipAddress: string | null;
  readonly userAgent: string | null;
  /** Null for an HTTP request. */
  readonly origin: AuditOrigin | null;
}

/** The caller of work no request started and nobody ran: scheduled jobs. */
export const NO_CALLER: AuditCaller = Object.freeze({
  actorId: null,
  impersonatedBy: null,
  ipAddress: null,
  userAgent: null,
  origin: 'system',
});

/** The command line (`npm run cli -- create-admin` and the like): no session, but not nobody. */
export const CLI_CALLER: AuditCaller = Object.freeze({ ...NO_CALLER, origin: 'cli' });

/**
 * Reads the caller from a request once its guards have run. Controllers pass the result to the
 * services they call, rather than services finding the request through an async context: such a
 * context turns on promise hooks for every promise in the process, a cost every request would pay.
 */
@Injectable()
export class AuditCallers {
  constructor(private readonly config: AppConfig) {}

  of(req: Request): AuditCaller {
    const caller = (req as Request & { authSession?: CallerSession }).authSession;
    const { ipAddress, userAgent } = readRequestMeta(req, this.config);
    return {
      actorId: caller?.user.id ?? null,
      impersonatedBy: caller?.session.impersonatedBy ?? null,
      ipAddress,
      userAgent: userAgent || null,
      origin: null,
    };
  }
}
