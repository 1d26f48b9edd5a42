import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AuthError } from '../../../platform/common/errors/auth-error';
import { BASE_ERRORS } from '../../../platform/common/errors/base.errors';
import { hasServiceKey } from '../../../platform/common/http/server-only';
import { AppConfig } from '../../../platform/config/app-config';
import { serviceKeyRefusal } from '../../../platform/runtime/http/service-key-refusal';

/**
 * The catalog is server-only, which the package never serves over HTTP: a plain client call answers 404 as an
 * unknown route does, and a call with a wrong (or unconfigured) service key 401, so a backend learns why.
 */
@Injectable()
export class ScimServiceKeyGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (hasServiceKey(req.headers, this.config.serviceKeys)) return true;
    if (req.headers['x-service-key'] !== undefined) throw serviceKeyRefusal(this.config);
    throw new AuthError(BASE_ERRORS.NOT_FOUND);
  }
}
