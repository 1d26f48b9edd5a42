import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';

/** A refusal written as RFC 6749 §5.2 does, `{ error, error_description }`, with the package's statuses and texts. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
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
