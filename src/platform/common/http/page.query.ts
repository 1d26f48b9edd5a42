import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { IsOmittable } from '../validation/optional';
import { toInteger } from '../validation/query-integer';

/** The most rows an administrator's list answers at once, and what it answers when no limit is given. */
const MAX_PAGE_SIZE = 100;

interface PageLimitOptions {
  description: string;
  example: number;
  min: number;
  max: number;
}

// Each helper lists its decorators bottom-up, the order in which a stack written above a field applies them,
// so the validation messages come in the same order as where each list spelled the stack out.

/** A list's `limit`: a number or a string of digits, within the list's own bounds. */
export const PageLimit = ({ description, example, min, max }: PageLimitOptions): PropertyDecorator =>
  applyDecorators(
    Max(max),
    Min(min),
    IsInt(),
    Transform(toInteger),
    IsOmittable(),
    ApiPropertyOptional({ description, example }),
  );

/** A list's `offset`: rows to skip, a number or a string of digits. */
export const PageOffset = (): PropertyDecorator =>
  applyDecorators(Min(0), IsInt(), Transform(toInteger), IsOmittable(), ApiPropertyOptional({ example: 0 }));

/** A list's `sortDirection`, `asc` or `desc`; `documentedDefault` is what the list does when it is left out. */
export const SortDirection = (documentedDefault?: 'asc' | 'desc'): PropertyDecorator =>
  applyDecorators(
    IsIn(['asc', 'desc']),
    IsOmittable(),
    ApiPropertyOptional({ enum: ['asc', 'desc'], ...(documentedDefault && { default: documentedDefault }) }),
  );

/**
 * The paging of the administrators' lists, as Better Auth's list-users takes it: `limit` and `offset`
 * (numbers or strings of digits) and a sort direction. Each list adds its own search and `sortBy`.
 */
export class PageQuery {
  @PageLimit({ description: `Page size, ${MAX_PAGE_SIZE} by default and at most`, example: 25, min: 0, max: 100_000 })
  limit?: number;

  @PageOffset()
  offset?: number;

  @SortDirection('asc')
  sortDirection?: 'asc' | 'desc';
}

/** The page asked for: a limit over the cap is brought down to it, as list-users does. */
export function pageWindow(query: Pick<PageQuery, 'limit' | 'offset'>): { limit: number; offset: number } {
  return { limit: Math.min(query.limit ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE), offset: query.offset ?? 0 };
}
