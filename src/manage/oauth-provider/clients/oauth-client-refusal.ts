import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { AuthError } from '../../../platform/common/errors/auth-error';

/**
 * A refusal the package writes as OAuth does, `{ error_description, error }`, with its status and texts.
 * An AuthError, so audit records name its `error` (upper-cased) like any other code.
 */
export class OAuthClientRefusal extends AuthError {
  constructor(
    status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super({ code: error.toUpperCase(), status, message: description });
  }
}

export const invalidClientMetadata = (description: string) =>
  new OAuthClientRefusal(400, 'invalid_client_metadata', description);

export const invalidRedirectUri = (description: string) =>
  new OAuthClientRefusal(400, 'invalid_redirect_uri', description);

export const clientNotFound = () => new OAuthClientRefusal(404, 'not_found', 'client not found');

/** Writes an `OAuthClientRefusal` as the package does; every other failure goes on to the global filter. */
@Catch(OAuthClientRefusal)
export class OAuthClientRefusalFilter implements ExceptionFilter {
  catch(refusal: OAuthClientRefusal, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    res.status(refusal.status).type('json').json({ error_description: refusal.description, error: refusal.error });
  }
}
