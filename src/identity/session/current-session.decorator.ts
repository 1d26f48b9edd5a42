import { ExecutionContext, createParamDecorator } from '@nestjs/common';
import { AuthError } from '../../platform/common/errors/auth-error';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { SessionRequest } from './session-request';
import { ActiveSession } from './session.types';

/** The caller's session, as the session guard put it on the request. */
export const CurrentSession = createParamDecorator((_data: unknown, ctx: ExecutionContext): ActiveSession => {
  const session = ctx.switchToHttp().getRequest<SessionRequest>().authSession;
  if (!session) throw new AuthError(BASE_ERRORS.UNAUTHORIZED);
  return session;
});

/** The caller's session when there is one (behind the optional session guard), else null. */
export const MaybeSession = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): ActiveSession | null =>
    ctx.switchToHttp().getRequest<SessionRequest>().authSession ?? null,
);
