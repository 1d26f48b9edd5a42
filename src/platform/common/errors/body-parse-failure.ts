import type { Request } from 'express';
import { jsonSyntaxErrorAt, lineAndColumnOf } from '../http/json-syntax';
import { AuthError } from './auth-error';
import { BASE_ERRORS } from './base.errors';

/**
 * A JSON body the parser refused. Text that is not JSON answers as Better Auth 1.7 does (400
 * BAD_REQUEST, "Invalid JSON in request body"), saying where it stops being JSON; JSON that is not
 * an object or array (`"text"`, `42`) is a body of the wrong shape, VALIDATION_ERROR as before.
 */
export function bodyParseFailureOf(exception: { body?: unknown }, req: Request): AuthError {
  const { body } = exception;
  if (typeof body !== 'string' || !req.is('json')) return new AuthError(BASE_ERRORS.VALIDATION_ERROR);
  const offset = jsonSyntaxErrorAt(body);
  if (offset === null) return new AuthError(BASE_ERRORS.VALIDATION_ERROR);
  const { line, column } = lineAndColumnOf(body, offset);
  const what = offset === body.length ? 'the body ends too early' : 'unexpected character';
  return new AuthError(BASE_ERRORS.BAD_REQUEST, {
    message: `${BASE_ERRORS.BAD_REQUEST.message}: ${what} at position ${offset} (line ${line}, column ${column})`,
  });
}
