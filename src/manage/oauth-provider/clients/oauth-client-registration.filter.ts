import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { AuthError } from '../../../platform/common/errors/auth-error';
import { BASE_ERRORS } from '../../../platform/common/errors/base.errors';
import { OAuthError } from '../oauth-error';

interface FieldProblem {
  field: string;
  message: string;
}

/** RFC 7591 §3.2.2 codes for the fields that have their own; every other field is `invalid_client_metadata`. */
const ERROR_BY_FIELD: Record<string, string> = {
  redirect_uris: 'invalid_redirect_uri',
  post_logout_redirect_uris: 'invalid_redirect_uri',
  software_statement: 'invalid_software_statement',
};

/**
 * The one place `/oauth2/register` turns refusals into the package's answers, all `no-store`: RFC 7591
 * `{ error, error_description }` for bad metadata (shape failures included, named by their first field), and
 * an empty 401 for a signed-in user who may not create clients. Anything else is written as the global filter
 * writes it.
 */
@Catch(AuthError)
export class OAuthClientRegistrationFilter implements ExceptionFilter {
  catch(exception: AuthError, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    res.set(exception.headers).set('Cache-Control', 'no-store').set('Pragma', 'no-cache');
    if (exception instanceof OAuthError) {
      const { error, description } = exception;
      res
        .status(exception.status)
        .json(error ? { error, error_description: description } : { error_description: description });
    } else if (exception.code === BASE_ERRORS.VALIDATION_ERROR.code) {
      res.status(400).json(metadataRefusalOf(exception.details.errors as FieldProblem[] | undefined));
    } else if (exception.code === BASE_ERRORS.UNAUTHORIZED.code) {
      res.status(401).end();
    } else {
      res.status(exception.status).json({ code: exception.code, message: exception.message, ...exception.details });
    }
  }
}

function metadataRefusalOf(problems: FieldProblem[] | undefined): { error: string; error_description: string } {
  const problem = problems?.[0];
  if (!problem) return { error: 'invalid_client_metadata', error_description: 'Invalid request.' };
  const field = problem.field.split(/[.[]/)[0];
  const description = problem.message.includes(problem.field) ? problem.message : `${problem.field} ${problem.message}`;
  return { error: ERROR_BY_FIELD[field] ?? 'invalid_client_metadata', error_description: description };
}
