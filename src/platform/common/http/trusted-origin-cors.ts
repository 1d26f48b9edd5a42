import type { NextFunction, Request, Response } from 'express';
import { isTrustedOrigin } from './trusted-origins';

const PREFLIGHT_MAX_AGE_SECONDS = 600;
const ALLOWED_METHODS = 'GET, POST';

/**
 * CORS with credentials for the auth API, for trusted origins only: an app on another host (a
 * subdomain sharing COOKIE_DOMAIN's cookies, say) calls the service from the browser with its
 * cookies. Every other origin gets no CORS header, so the browser keeps its answers from the page.
 */
export function trustedOriginCors(basePath: string, trustedOrigins: readonly string[]) {
  const prefix = `${basePath}/`;
  return (req: Request, res: Response, next: NextFunction): void => {
    const origin = req.headers.origin;
    if (!origin || !req.path.startsWith(prefix) || !isTrustedOrigin(origin, trustedOrigins)) return next();
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.append('Vary', 'Origin');
    if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return next();
    res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
    const requested = req.headers['access-control-request-headers'];
    if (requested) res.setHeader('Access-Control-Allow-Headers', requested);
    res.setHeader('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
    res.status(204).end();
  };
}
