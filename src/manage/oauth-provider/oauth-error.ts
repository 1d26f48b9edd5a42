import { ArgumentsHost, Catch, ExceptionFilter, applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { AuthError } from '../../platform/common/errors/auth-error';

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

/** Writes an OAuthError as the package does; every other failure goes on to the global filter. */
@Catch(OAuthError)
export class OAuthErrorFilter implements ExceptionFilter {
  catch(exception: OAuthError, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
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
