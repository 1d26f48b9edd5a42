import type { NextFunction, Request, Response } from 'express';
import { AuthError } from '../errors/auth-error';
import { BASE_ERRORS } from '../errors/base.errors';

/**
 * The API's roots in any spelling (`/API/…`, `//api/…`, `/Metrics`), in a path or a URL with its query: never the
 * dashboard's.
 */
export const API_ROOT_ANY_SPELLING = /^\/+(?:api|health|metrics)(?:[/?]|$)/i;

/** Where the API's routes live, spelled as they are: the auth API, the dev outbox, the reference, health, metrics. */
const API_MOUNTS = ['/api/dev/', '/api/reference', '/health/'];

/** Whether a path belongs to the API, however it is spelled. */
export function isApiPath(path: string): boolean {
  return API_ROOT_ANY_SPELLING.test(path);
}

/**
 * Routes are matched case-sensitively and strictly, so another spelling of a path below a mount answers
 * the mount's 404. A path outside every mount, such as another spelling of a mount itself, would slip
 * past their not-found handlers (mounted on the exact prefix) to Express's HTML page; it is answered
 * 404 here, as JSON.
 */
export function refuseApiPathsOutsideMounts(basePath: string) {
  const mounts = [`${basePath}/`, ...API_MOUNTS];
  return (req: Request, _res: Response, next: NextFunction): void => {
    const isMounted = req.path === '/metrics' || mounts.some((mount) => req.path.startsWith(mount));
    if (isApiPath(req.path) && !isMounted) return next(new AuthError(BASE_ERRORS.NOT_FOUND));
    next();
  };
}
