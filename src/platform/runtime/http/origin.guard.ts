import { CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { AppConfig } from '../../config/app-config';
import { AuthError } from '../../common/errors/auth-error';
import { BASE_ERRORS } from '../../common/errors/base.errors';
import { ErrorEntry } from '../../common/errors/define-errors';
import { originRefusal } from './origin-refusal';
import { isSafeRedirectTarget, isTrustedOrigin } from '../../common/http/trusted-origins';

const LOGIN_CSRF = 'origin:login-csrf';
const CROSS_SITE_FORM = 'origin:cross-site-form';

/** Marks sign-in and sign-up: checked for cross-site posts even when no cookie is sent yet. */
export const LoginCsrf = () => SetMetadata(LOGIN_CSRF, true);

/**
 * Marks a route another site's form posts to by design (a provider's form_post callback); it must change nothing
 * itself.
 */
export const CrossSiteForm = () => SetMetadata(CROSS_SITE_FORM, true);

const REDIRECT_FIELDS: [string, ErrorEntry][] = [
  ['callbackURL', BASE_ERRORS.INVALID_CALLBACKURL],
  ['redirectTo', BASE_ERRORS.INVALID_REDIRECTURL],
  ['errorCallbackURL', BASE_ERRORS.INVALID_ERRORCALLBACKURL],
  ['newUserCallbackURL', BASE_ERRORS.INVALID_NEWUSERCALLBACKURL],
];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses cross-site state changes and open redirects: a cookie-carrying POST (and every sign-in or
 * sign-up) must come from a trusted origin when the browser names one, and every redirect target
 * in the body or query must be a relative path or a trusted origin.
 */
@Injectable()
export class OriginGuard implements CanActivate {
  constructor(
    private readonly config: AppConfig,
    private readonly reflector: Reflector,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    const isCrossSiteForm = this.reflector.get<boolean>(CROSS_SITE_FORM, context.getHandler()) ?? false;
    if (!SAFE_METHODS.has(req.method) && !isCrossSiteForm) {
      const isLogin = this.reflector.get<boolean>(LOGIN_CSRF, context.getHandler()) ?? false;
      if (isLogin || req.headers.cookie) this.checkOrigin(req);
    }
    this.checkRedirectTargets(req);
    return true;
  }

  private checkOrigin(req: Request): void {
    const site = header(req, 'sec-fetch-site');
    if (site === 'cross-site' && header(req, 'sec-fetch-mode') === 'navigate') {
      throw new AuthError(BASE_ERRORS.CROSSSITE_NAVIGATION_LOGIN_BLOCKED_THIS_REQUEST_APPEARS_TO_BE_A_CSRF_ATTACK);
    }
    const origin = header(req, 'origin') ?? header(req, 'referer');
    if (origin === undefined) {
      // Browsers name the origin of every cross-site POST; a caller that names none is a server.
      if (site && site !== 'same-origin' && site !== 'none') throw new AuthError(BASE_ERRORS.MISSING_OR_NULL_ORIGIN);
      return;
    }
    if (origin === 'null' || origin === '') throw new AuthError(BASE_ERRORS.MISSING_OR_NULL_ORIGIN);
    if (!isTrustedOrigin(origin, this.config.trustedOrigins)) throw originRefusal(origin, this.config);
  }

  private checkRedirectTargets(req: Request): void {
    assertSafeRedirectTargets(req.body, req.query, this.config.trustedOrigins);
  }
}

/**
 * Refuses a redirect target in the body (or `callbackURL` in the query) that is neither a relative path nor a trusted
 * origin.
 */
function assertSafeRedirectTargets(body: unknown, query: unknown, trustedOrigins: readonly string[]): void {
  const fields = isRecord(body) ? body : {};
  const params = isRecord(query) ? query : {};
  for (const [field, error] of REDIRECT_FIELDS) {
    const value = fields[field] ?? (field === 'callbackURL' ? params[field] : undefined);
    if (typeof value !== 'string' || value === '') continue;
    if (!isSafeRedirectTarget(value, trustedOrigins)) throw new AuthError(error);
  }
}

function header(req: Request, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
