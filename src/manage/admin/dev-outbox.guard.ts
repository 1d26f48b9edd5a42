import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { AuthError } from '../../platform/common/errors/auth-error';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { isLoopbackClient } from '../../platform/runtime/http/loopback-client';
import { AppConfig } from '../../platform/config/app-config';
import { SessionRequest } from '../../identity/session/session-request';
import { SessionResolver } from '../../identity/session/session-resolver';
import { AdminRoles } from '../../identity/access/admin-roles';

/**
 * The dev outbox holds working one-time links: only this machine and signed-in administrators
 * read it. Anyone else finds nothing there, as if the route did not exist.
 */
@Injectable()
export class DevOutboxGuard implements CanActivate {
  constructor(
    private readonly config: AppConfig,
    private readonly resolver: SessionResolver,
    private readonly roles: AdminRoles,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<SessionRequest>();
    if (isLoopbackClient(req, this.config)) return true;
    const caller = await this.resolver.resolve(req, http.getResponse<Response>(), {
      useCookieCache: false,
      mayRefresh: true,
    });
    if (caller && this.roles.isAdmin(caller.user)) return true;
    throw new AuthError(BASE_ERRORS.NOT_FOUND);
  }
}
