import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AppConfig } from '../../config/app-config';
import { hasServiceKey } from '../../common/http/server-only';
import { serviceKeyRefusal } from './service-key-refusal';

/** Admits only trusted backends presenting one of the configured service keys; says so when none is configured. */
@Injectable()
export class ServiceKeyGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (!hasServiceKey(req.headers, this.config.serviceKeys)) throw serviceKeyRefusal(this.config);
    return true;
  }
}
