import { ExecutionContext, createParamDecorator } from '@nestjs/common';
import { ScimPrincipal } from '../scim-principal';
import type { ScimRequest } from './scim-bearer.guard';

/** The SCIM client `ScimBearerGuard` admitted; use only on routes behind that guard. */
export const CurrentScimPrincipal = createParamDecorator((_data: unknown, ctx: ExecutionContext): ScimPrincipal => {
  const principal = ctx.switchToHttp().getRequest<ScimRequest>().scimPrincipal;
  if (!principal) throw new Error('CurrentScimPrincipal used on a route without ScimBearerGuard');
  return principal;
});
