import { CanActivate, ExecutionContext, Injectable, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';
import { AppConfig } from '../../config/app-config';
import { hasServiceKey } from '../../common/http/server-only';

interface ServerCallRequest extends Request {
  isServerCall?: boolean;
}

/**
 * For endpoints that both users and trusted backends call: notes whether the request carries a
 * valid service key, and lets every request through. `@IsServerCall()` reads the note.
 */
@Injectable()
export class DetectServerCallGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<ServerCallRequest>();
    req.isServerCall = hasServiceKey(req.headers, this.config.serviceKeys);
    return true;
  }
}

/** Whether a trusted backend made the call (needs `DetectServerCallGuard`). */
export const IsServerCall = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): boolean =>
    ctx.switchToHttp().getRequest<ServerCallRequest>().isServerCall === true,
);
