import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { AppConfig } from '../../config/app-config';
import { loggablePathOf } from '../../common/http/matched-route';
import { clientIpOf } from '../http/request-client-ip';
import { recordedTraceId } from '../../common/tracing/spans';
import { requestActorOf } from '../../common/logging/request-actor';

const REQUEST_ID_HEADER = 'x-request-id';
const GIVEN_REQUEST_ID = /^[\w-]{1,64}$/;

type LoggedRequest = Request & { authSession?: { user: { id: string } } };

/** The caller's own request id when it is a plain one, else a new one; errors logged later name it too. */
function requestIdOf(req: LoggedRequest): string {
  const given = req.headers[REQUEST_ID_HEADER];
  // Typed by pino-http's declarations, which widen it; only strings are set here.
  req.id ||= typeof given === 'string' && GIVEN_REQUEST_ID.test(given) ? given : randomUUID();
  return typeof req.id === 'string' ? req.id : JSON.stringify(req.id);
}

/**
 * One compact JSON line per request once it is answered: method, route pattern (never the path as
 * sent, which may carry a token, nor the query), status, duration, request id, client address and
 * the signed-in user (with `apiKeyId`, and `organizationId` for an organization's key, when an API key
 * was used), and the trace id when the request is traced. No headers, so no cookie or key can reach the log.
 */
export function logRequests(logger: Logger, config: AppConfig) {
  return (req: LoggedRequest, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    const reqId = requestIdOf(req);
    // Read here, in the request's own context: the response's events may fire outside it.
    const traceId = recordedTraceId();
    const write = (): void => {
      res.off('close', write);
      res.off('finish', write);
      const line = {
        reqId,
        method: req.method,
        route: loggablePathOf(req),
        status: res.writableFinished ? res.statusCode : null,
        ms: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        ip: clientIpOf(req, config),
        ...actorOf(req),
        ...(traceId && { traceId }),
      };
      if (!res.writableFinished) logger.warn(line, 'request aborted');
      else if (res.statusCode >= 500) logger.error(line, 'request failed');
      else logger.info(line, 'request completed');
    };
    res.once('finish', write);
    res.once('close', write);
    next();
  };
}

/** The user, or the API key's owner and id; `userId` is always there, null for nobody. */
function actorOf(req: LoggedRequest) {
  const { userId, organizationId, apiKeyId } = requestActorOf(req) ?? {};
  return {
    userId: req.authSession?.user.id ?? userId ?? null,
    ...(organizationId && { organizationId }),
    ...(apiKeyId && { apiKeyId }),
  };
}
