import {
  applyDecorators,
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  UseFilters,
  UseInterceptors,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { Observable } from 'rxjs';
import { TakesMediaTypes } from '../../../platform/common/http/body-type.guard';
import { ScimError } from '../scim-error';
import { scimBodyParseFailureOf } from './scim-body-parser';
import { ScimExceptionFilter } from './scim-exception.filter';
import { SCIM_MEDIA_TYPE, SCIM_REQUEST_MEDIA_TYPES } from './scim.constants';

/** Answers in `application/scim+json`, and refuses a body the JSON parser could not read. */
@Injectable()
class ScimMediaInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    http.getResponse<Response>().type(SCIM_MEDIA_TYPE);
    const parseFailure = scimBodyParseFailureOf(http.getRequest<Request>());
    if (parseFailure === 'entity.too.large') throw new ScimError(413, 'The request body is too large');
    if (parseFailure) throw new ScimError(400, 'The request body is not valid JSON', 'invalidSyntax');
    return next.handle();
  }
}

/**
 * A SCIM controller (RFC 7644): JSON or SCIM JSON bodies (else 415), SCIM JSON answers, failures in SCIM's
 * error shape.
 */
export const ScimProtocol = () =>
  applyDecorators(
    TakesMediaTypes(SCIM_REQUEST_MEDIA_TYPES),
    UseFilters(ScimExceptionFilter),
    UseInterceptors(ScimMediaInterceptor),
  );
