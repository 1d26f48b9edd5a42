import type { Request, Response } from 'express';
import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { AuthError } from '../../../platform/common/errors/auth-error';
import { BASE_ERRORS } from '../../../platform/common/errors/base.errors';
import { loggablePathOf } from '../../../platform/common/http/matched-route';
import { ScimError } from '../scim-error';
import { scimErrorBody, ScimErrorBody } from './scim-error-body';
import { SCIM_MEDIA_TYPE } from './scim.constants';

interface ScimFailure {
  status: number;
  body: ScimErrorBody;
  headers: Record<string, string>;
}

/**
 * Writes every failure of a SCIM route in SCIM's error shape (RFC 7644 §3.12) as `application/scim+json`:
 * SCIM clients read `status`, `detail` and `scimType`, never the service's `{ code, message }`.
 */
@Catch()
export class ScimExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ScimExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const res = http.getResponse<Response>();
    if (res.headersSent) return;
    const failure = this.toFailure(exception, http.getRequest<Request>());
    res.set(failure.headers);
    // RFC 6750 §3: a refused bearer token is answered with the scheme to use.
    if (failure.status === 401 && !res.get('WWW-Authenticate')) res.set('WWW-Authenticate', 'Bearer realm="SCIM"');
    res.status(failure.status).type(SCIM_MEDIA_TYPE).send(JSON.stringify(failure.body));
  }

  private toFailure(exception: unknown, req: Request): ScimFailure {
    if (exception instanceof ScimError)
      return { ...failure(exception.status, exception.detail, exception.scimType), headers: { ...exception.headers } };
    if (exception instanceof AuthError) {
      // The validation pipe's and the JSON parser's refusals are a body SCIM cannot read.
      const isSyntax = exception.code === BASE_ERRORS.VALIDATION_ERROR.code || exception.code === 'BAD_REQUEST';
      const scimType = exception.status === 400 && isSyntax ? 'invalidSyntax' : undefined;
      return { ...failure(exception.status, exception.message, scimType), headers: { ...exception.headers } };
    }
    if (exception instanceof HttpException && exception.getStatus() < 500)
      return failure(exception.getStatus(), exception.message);
    this.logger.error(
      { err: exception, requestId: (req as { id?: unknown }).id, method: req.method, path: loggablePathOf(req) },
      `Unexpected failure on ${req.method} ${loggablePathOf(req)}`,
    );
    return failure(500, BASE_ERRORS.INTERNAL_SERVER_ERROR.message);
  }
}

function failure(status: number, detail: string, scimType?: string): ScimFailure {
  return { status, body: scimErrorBody(status, detail, scimType), headers: {} };
}
