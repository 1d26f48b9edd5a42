import { CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { AuthError } from '../errors/auth-error';
import { BASE_ERRORS } from '../errors/base.errors';
import { isJsonSentAsForm } from './form-body';

const TAKES_FORMS = 'body-type:takes-forms';
const TAKES_ONLY_FORMS = 'body-type:takes-only-forms';
const TAKES_MEDIA_TYPES = 'body-type:takes-media-types';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_ONLY = ['application/json'];
const JSON_OR_FORM = ['application/json', 'application/x-www-form-urlencoded'];
const FORM_ONLY = ['application/x-www-form-urlencoded'];

/**
 * Marks a route a plain HTML form may post to, as it may to Better Auth's (sign-in, sign-up, a provider's form_post).
 */
export const TakesForms = () => SetMetadata(TAKES_FORMS, true);

/** Marks a route that takes forms and nothing else, as OAuth's token endpoint does (RFC 6749 §4.1.3). */
export const TakesOnlyForms = () => SetMetadata(TAKES_ONLY_FORMS, true);

/** Marks a route that takes exactly these media types, as a protocol with its own JSON type (SCIM's) does. */
export const TakesMediaTypes = (types: string[]) => SetMetadata(TAKES_MEDIA_TYPES, types);

/**
 * A request body is JSON (or a form, where the route takes forms): any other type answers 415 rather
 * than being ignored. A guard, so it judges the route that matched, never a spelling of its path.
 */
@Injectable()
export class BodyTypeGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (!BODY_METHODS.has(req.method) || !hasBody) return true;
    const allowed = this.allowedTypes(context);
    if (req.is(allowed)) {
      // A form route would read a JSON text sent as a form as one odd field, and name every field missing.
      if (isJsonSentAsForm(req)) {
        throw new AuthError(BASE_ERRORS.VALIDATION_ERROR, {
          message: `${BASE_ERRORS.VALIDATION_ERROR.message}: the body is JSON but was sent as application/x-www-form-urlencoded; send it with Content-Type: application/json. Allowed types: ${allowed.join(', ')}`,
        });
      }
      return true;
    }
    const contentType = req.headers['content-type'];
    // Better Auth's wording, naming the type that was sent.
    const message = contentType
      ? `Content-Type "${contentType}" is not allowed. Allowed types: ${allowed.join(', ')}`
      : `Content-Type is required. Allowed types: ${allowed.join(', ')}`;
    throw new AuthError(BASE_ERRORS.UNSUPPORTED_MEDIA_TYPE, { message });
  }

  private allowedTypes(context: ExecutionContext): string[] {
    const mediaTypes = this.reflector.getAllAndOverride<string[] | undefined>(TAKES_MEDIA_TYPES, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (mediaTypes) return mediaTypes;
    if (this.reflector.get<boolean>(TAKES_ONLY_FORMS, context.getHandler())) return FORM_ONLY;
    return this.reflector.get<boolean>(TAKES_FORMS, context.getHandler()) ? JSON_OR_FORM : JSON_ONLY;
  }
}
