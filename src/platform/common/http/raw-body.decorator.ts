import { ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';

/**
 * The request body as sent, before the DTO dropped unknown keys: where the spec allows extra
 * fields (configured additional user fields), the service reads them from here and checks them.
 */
export const RawBody = createParamDecorator((_data: unknown, ctx: ExecutionContext): Record<string, unknown> => {
  const body: unknown = ctx.switchToHttp().getRequest<Request>().body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
});
