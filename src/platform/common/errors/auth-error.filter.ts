import type { Request, Response } from 'express';
import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { AuthError } from './auth-error';
import { BASE_ERRORS } from './base.errors';
import { bodyParseFailureOf } from './body-parse-failure';
import { ErrorEntry } from './define-errors';
import { loggablePathOf } from '../http/matched-route';

/** Body-parser failures carry a `type`; each maps to a client error, never a 500. */
const BODY_PARSER_ERRORS: Record<string, ErrorEntry> = {
  'entity.too.large': BASE_ERRORS.PAYLOAD_TOO_LARGE,
  'encoding.unsupported': BASE_ERRORS.UNSUPPORTED_MEDIA_TYPE,
  'charset.unsupported': BASE_ERRORS.UNSUPPORTED_MEDIA_TYPE,
  'request.aborted': BASE_ERRORS.VALIDATION_ERROR,
  'parameters.too.many': BASE_ERRORS.PAYLOAD_TOO_LARGE,
};

// Nest turns body-parser failures (malformed JSON, oversize bodies) into these before the filter.
const HTTP_STATUS_ERRORS: Record<number, ErrorEntry> = {
  400: BASE_ERRORS.VALIDATION_ERROR,
  404: BASE_ERRORS.NOT_FOUND,
  413: BASE_ERRORS.PAYLOAD_TOO_LARGE,
  415: BASE_ERRORS.UNSUPPORTED_MEDIA_TYPE,
  429: BASE_ERRORS.TOO_MANY_REQUESTS,
};

/** Turns a failure of an outside dependency into the catalogue entry it deserves, or null when it is not one. */
export type FaultTranslator = (exception: unknown) => AuthError | null;

/** Writes every failure as `{ code, message }` JSON: no stack trace, no HTML. */
@Catch()
export class AuthErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('AuthErrorFilter');

  constructor(private readonly translators: readonly FaultTranslator[] = []) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const res = http.getResponse<Response>();
    const error = this.toAuthError(exception, http.getRequest<Request>());
    if (res.headersSent) return;
    res.set(error.headers);
    // Typed outright: a handler that answers HTML or CSV may have typed the response already.
    res
      .status(error.status)
      .type('json')
      .json({ code: error.code, message: error.message, ...error.details });
  }

  private toAuthError(exception: unknown, req: Request): AuthError {
    if (exception instanceof AuthError) return exception;
    for (const translate of this.translators) {
      const translated = translate(exception);
      if (translated) {
        this.logger.warn(`${req.method} ${loggablePathOf(req)}: ${(exception as Error).message}`);
        return translated;
      }
    }
    const parserType = (exception as { type?: unknown })?.type;
    // Nest hands a body-parser failure on as a BadRequestException caused by it.
    const cause = (exception as { cause?: { type?: unknown; body?: unknown } })?.cause;
    if (parserType === 'entity.parse.failed' || cause?.type === 'entity.parse.failed')
      return bodyParseFailureOf(cause ?? (exception as { body?: unknown }), req);
    if (typeof parserType === 'string' && BODY_PARSER_ERRORS[parserType])
      return new AuthError(BODY_PARSER_ERRORS[parserType]);
    if (exception instanceof HttpException) {
      const entry = HTTP_STATUS_ERRORS[exception.getStatus()];
      if (entry) return new AuthError(entry);
      const status = exception.getStatus();
      if (status < 500)
        return new AuthError({ code: HttpStatus[status] ?? 'BAD_REQUEST', status, message: exception.message });
    }
    const requestId = (req as { id?: unknown }).id;
    const path = loggablePathOf(req);
    this.logger.error(
      { err: exception, requestId, method: req.method, path },
      `Unexpected failure on ${req.method} ${path}`,
    );
    return new AuthError(BASE_ERRORS.INTERNAL_SERVER_ERROR);
  }
}
