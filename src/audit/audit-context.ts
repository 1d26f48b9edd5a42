import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';
import { getClientIp } from '../common/http/client-ip';
import { AppConfig } from '../config/app-config';

const MAX_USER_AGENT_LENGTH = 512;

/** The part of a request's session an audit event names; the session guard sets it on the request. */
interface CallerSession {
  user: { id: string };
  session: { impersonatedBy?: string | null };
}

/** Who is calling and from where, as an audit event records it. */
export interface AuditCaller {
  actorId: string | null;
  impersonatedBy: string | null;
  ipAddress: string | null;
  userAgent: string | null;
}

const requests = new AsyncLocalStorage<Request>();

/**
 * Keeps the request at hand for the whole of its handling, so that services record who acted and
 * from where without every call passing the request down.
 */
export function trackAuditRequests(req: Request, _res: Response, next: NextFunction): void {
  requests.run(req, next);
}

/** The caller of the request being handled; all null outside a request (scheduled work, the CLI). */
export function currentCaller(config: AppConfig): AuditCaller {
  const req = requests.getStore();
  if (!req) return { actorId: null, impersonatedBy: null, ipAddress: null, userAgent: null };
  const caller = (req as Request & { authSession?: CallerSession }).authSession;
  return {
    actorId: caller?.user.id ?? null,
    impersonatedBy: caller?.session.impersonatedBy ?? null,
    ipAddress: getClientIp(req, { headers: config.advanced.ipAddressHeaders, disableIpTracking: config.advanced.disableIpTracking }),
    userAgent: (req.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT_LENGTH) || null,
  };
}
