import { CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import { AuthError } from '../../platform/common/errors/auth-error';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { SessionResolver } from './session-resolver';
import { SessionRequest } from './session-request';

const SENSITIVE = 'session:sensitive';

/** For actions that must see a revocation at once: the cookie cache is bypassed. */
export const SensitiveSession = () => SetMetadata(SENSITIVE, true);

/** Lets the request through only with a valid session, which it puts on the request. */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly resolver: SessionResolver,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<SessionRequest>();
    const isSensitive = this.reflector.get<boolean>(SENSITIVE, context.getHandler()) ?? false;
    const active = await this.resolver.resolve(req, http.getResponse<Response>(), {
      useCookieCache: !isSensitive,
      mayRefresh: true,
    });
    if (!active) throw new AuthError(BASE_ERRORS.UNAUTHORIZED);
    req.authSession = active;
    return true;
  }
}

/** Puts the session on the request when there is one, and lets every request through. */
@Injectable()
export class OptionalSessionGuard implements CanActivate {
  constructor(private readonly resolver: SessionResolver) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<SessionRequest>();
    const active = await this.resolver.resolve(req, http.getResponse<Response>(), {
      useCookieCache: true,
      mayRefresh: true,
    });
    if (active) req.authSession = active;
    return true;
  }
}
