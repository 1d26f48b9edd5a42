import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AuthError } from '../../platform/common/errors/auth-error';
import { AppConfig } from '../../platform/config/app-config';
import { matchedRouteOf } from '../../platform/common/http/matched-route';
import { authPathOf } from '../../platform/rate-limit/auth-throttler.guard';
import { SessionResolver } from '../../identity/session/session-resolver';
import { ActiveSession } from '../../identity/session/session.types';
import { SECOND_FACTOR_POLICY_ERRORS } from './second-factor-policy.errors';
import { SecondFactorPolicy } from './second-factor-policy';
import { SECOND_FACTOR_ROUTES } from './second-factor-routes';

/**
 * REQUIRE_SECOND_FACTOR on every route: a request whose session token (cookie or bearer) names a session
 * the policy holds back is refused, beyond the routes that enrol or pass a factor. A request without a
 * session token (an API key, a service key, a sign-in) is not a session's and passes, and so do the operations
 * endpoints (health, metrics), which read no session.
 */
@Injectable()
export class SecondFactorGuard implements CanActivate {
  constructor(
    private readonly policy: SecondFactorPolicy,
    private readonly resolver: SessionResolver,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.policy.isOn) return true;
    const req = context.switchToHttp().getRequest<Request>();
    if (isOperationsRoute(matchedRouteOf(req))) return true;
    const path = authPathOf(req, this.config.basePath);
    const allowed = path === null ? undefined : SECOND_FACTOR_ROUTES.get(path);
    if (allowed === 'always') return true;
    const active = await this.heldBackSession(req);
    if (!active) return true;
    if (allowed === 'enrolment' && !(await this.policy.hasSecondFactor(active.user))) return true;
    throw new AuthError(SECOND_FACTOR_POLICY_ERRORS.SECOND_FACTOR_REQUIRED);
  }

  /**
   * The request's session when the policy holds it back. A cookie cache saying the session met the requirement
   * is believed (a session never loses the mark); one saying it did not may be older than a factor just passed,
   * so the store decides.
   */
  private async heldBackSession(req: Request): Promise<ActiveSession | null> {
    const cached = await this.resolver.peek(req, true);
    if (!cached || !this.policy.holdsBack(cached)) return null;
    const active = await this.resolver.peek(req, false);
    return active && this.policy.holdsBack(active) ? active : null;
  }
}

function isOperationsRoute(route: string | null): boolean {
  return route !== null && (route.startsWith('/health/') || route === '/metrics');
}
