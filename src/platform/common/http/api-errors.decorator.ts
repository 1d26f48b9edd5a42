import { applyDecorators } from '@nestjs/common';
import { ApiResponse, SchemaObject } from '@nestjs/swagger';
import { ErrorEntry } from '../errors/define-errors';

/** Documents the catalogue entries a route can answer with, grouped by status. */
export function ApiErrors(...entries: ErrorEntry[]): MethodDecorator & ClassDecorator {
  const byStatus = new Map<number, ErrorEntry[]>();
  for (const entry of entries) byStatus.set(entry.status, [...(byStatus.get(entry.status) ?? []), entry]);
  return applyDecorators(
    ...[...byStatus.entries()].map(([status, group]) => ApiResponse({ status, ...describeErrors(group) })),
  );
}

/** Catalogue entries sharing one status: their codes with messages, and the `{ code, message }` body. */
export function describeErrors(group: ErrorEntry[]): { description: string; schema: SchemaObject } {
  return {
    description: group.map((entry) => `\`${entry.code}\`: ${entry.message}`).join('<br>'),
    schema: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: group.map((entry) => entry.code) },
        message: { type: 'string', example: group[0].message },
      },
    },
  };
}
