import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AuthError } from '../../../platform/common/errors/auth-error';
import { BASE_ERRORS } from '../../../platform/common/errors/base.errors';
import { hasServiceKey } from '../../../platform/common/http/server-only';
import { AppConfig } from '../../../platform/config/app-config';

/**
 * Routes the package marks server-only, which Better Auth never serves over HTTP: without a service key they
 * answer 404 as an unknown route does.
 */
@Injectable()
export class ServiceKeyRouteGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (!hasServiceKey(req.headers, this.config.serviceKeys)) throw new AuthError(BASE_ERRORS.NOT_FOUND);
    return true;
  }
}
