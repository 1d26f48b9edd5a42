import { ArgumentsHost, Catch, ExceptionFilter, Injectable, applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuthError } from '../../platform/common/errors/auth-error';
import { matchedRouteOf } from '../../platform/common/http/matched-route';
import { OAuthProviderMetrics } from './oauth-provider.metrics';

/**
 * A refusal written as RFC 6749 §5.2 does, `{ error, error_description }`, with the package's statuses and texts.
 * An AuthError, so the audit log records its `error` (upper-cased) as it records any other code.
 */
export class OAuthError extends AuthError {
  constructor(
    status: number,
    readonly error: string,
    readonly description: string,
    headers: Record<string, string> = {},
  ) {
    super({ code: error.toUpperCase(), status, message: description }, { headers });
    this.name = 'OAuthError';
  }
}

export const badRequest = (error: string, description: string) => new OAuthError(400, error, description);

/** Writes an OAuthError as the package does, and counts it; every other failure goes on to the global filter. */
@Catch(OAuthError)
@Injectable()
export class OAuthErrorFilter implements ExceptionFilter {
  constructor(private readonly metrics: OAuthProviderMetrics) {}

  catch(exception: OAuthError, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    this.metrics.recordFailureOnRoute(matchedRouteOf(host.switchToHttp().getRequest<Request>()), exception.error);
    if (res.headersSent) return;
    res
      .set(exception.headers)
      .status(exception.status)
      .type('json')
      .json({ error_description: exception.description, error: exception.error });
  }
}

/** Documents the RFC 6749 §5.2 errors a protocol endpoint answers, by status: `{ error, error_description }`. */
export function ApiOAuthErrors(byStatus: Record<number, string[]>): MethodDecorator {
  return applyDecorators(
    ...Object.entries(byStatus).map(([status, errors]) =>
      ApiResponse({
        status: Number(status),
        description: errors.map((error) => `\`${error}\``).join(', '),
        schema: {
          type: 'object',
          required: ['error', 'error_description'],
          properties: { error: { type: 'string', enum: errors }, error_description: { type: 'string' } },
        },
      }),
    ),
  );
}

/** The schema of a JSON object answer whose members the description names. */
export const OPEN_OBJECT = { type: 'object', additionalProperties: true } as const;
