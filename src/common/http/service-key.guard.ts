import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AppConfig } from '../../config/app-config';
import { AuthError } from '../errors/auth-error';
import { BASE_ERRORS } from '../errors/base.errors';
import { hasServiceKey } from './server-only';

/** Admits only trusted backends presenting one of the configured service keys. */
@Injectable()
export class ServiceKeyGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (!hasServiceKey(req.headers, this.config.serviceKeys)) throw new AuthError(BASE_ERRORS.UNAUTHORIZED);
    return true;
  }
}
