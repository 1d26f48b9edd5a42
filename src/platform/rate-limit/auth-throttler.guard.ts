import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  ThrottlerModuleOptions,
  ThrottlerStorage,
} from '@nestjs/throttler';
import type { ThrottlerLimitDetail, ThrottlerRequest } from '@nestjs/throttler';
import type { Request } from 'express';
import { AuthError } from '../common/errors/auth-error';
import { BASE_ERRORS } from '../common/errors/base.errors';
import { matchedRouteOf } from '../common/http/matched-route';
import { rateLimitClientOf } from '../runtime/http/request-client-ip';
import { AppConfig } from '../config/app-config';
import { HEALTH_ERRORS } from '../common/errors/health.errors';
import { isRateLimited } from './rate-limit-rules';

/**
 * The matched route's pattern below the auth base path (`/sign-in/email`, `/reset-password/:token`); null outside it.
 */
export function authPathOf(req: Request, basePath: string): string | null {
  const route = matchedRouteOf(req);
  return route?.startsWith(`${basePath}/`) ? route.slice(basePath.length) : null;
}

/**
 * Better Auth's rate limit on the auth API: per client address and path, the special rule for
 * credential paths, custom rules from the configuration. Over the limit: 429 with X-Retry-After.
 */
@Injectable()
export class AuthThrottlerGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    private readonly config: AppConfig,
  ) {
    super(options, storage, reflector);
  }

  /**
   * Trusted backends (a valid service key) are not limited: one backend verifying every key it is
   * shown would otherwise be refused after 100 calls in 10 s.
   */
  protected async shouldSkip(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    return !isRateLimited(authPathOf(req, this.config.basePath), req.headers, this.config);
  }

  /** The client behind trusted proxies (its IPv6 network); forwarding headers from anyone else are ignored. */
  protected async getTracker(req: Record<string, any>): Promise<string> {
    return rateLimitClientOf(req as Request, this.config);
  }

  protected generateKey(context: ExecutionContext, tracker: string): string {
    const path = authPathOf(context.switchToHttp().getRequest<Request>(), this.config.basePath);
    return `${this.config.rateLimit.keyPrefix}${tracker}|${path}`;
  }

  /**
   * A counter store that cannot answer refuses the request at once with 503, rather than letting it through unlimited.
   */
  protected async handleRequest(requestProps: ThrottlerRequest): Promise<boolean> {
    try {
      return await super.handleRequest(requestProps);
    } catch (error) {
      if (error instanceof AuthError) throw error;
      this.logger.warn({ err: error }, 'The rate-limit store did not answer');
      throw new AuthError(HEALTH_ERRORS.REDIS_UNAVAILABLE);
    }
  }

  protected async throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    // Every store answers the time left in whole seconds.
    throw new AuthError(BASE_ERRORS.TOO_MANY_REQUESTS, {
      headers: { 'X-Retry-After': String(Math.max(1, detail.timeToBlockExpire)) },
    });
  }
}
