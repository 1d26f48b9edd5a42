import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { SCIM_MEDIA_TYPE } from './scim.constants';

/** The success answer of a SCIM operation: a resource or a ListResponse, as `application/scim+json`. */
export function ScimAnswer(status: number, description: string): MethodDecorator {
  return ApiResponse({
    status,
    description,
    content: { [SCIM_MEDIA_TYPE]: { schema: { type: 'object', additionalProperties: true } } },
  });
}

/** The refusals an operation can answer, in RFC 7644 §3.12's error shape rather than the service's. */
export function ScimFailures(...statuses: number[]): MethodDecorator {
  return applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({
        status,
        description: `SCIM error ${status}`,
        content: {
          [SCIM_MEDIA_TYPE]: {
            schema: {
              type: 'object',
              required: ['schemas', 'status', 'detail'],
              properties: {
                schemas: { type: 'array', items: { type: 'string' } },
                status: { type: 'string', enum: [String(status)] },
                detail: { type: 'string' },
                scimType: { type: 'string' },
              },
            },
          },
        },
      }),
    ),
  );
}
