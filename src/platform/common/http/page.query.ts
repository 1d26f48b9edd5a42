import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { IsOmittable } from '../validation/optional';
import { toInteger } from '../validation/query-integer';

/** The most rows an administrator's list answers at once, and what it answers when no limit is given. */
const MAX_PAGE_SIZE = 100;

/**
 * The paging of the administrators' lists, as Better Auth's list-users takes it: `limit` and `offset`
 * (numbers or strings of digits) and a sort direction. Each list adds its own search and `sortBy`.
 */
export class PageQuery {
  @ApiPropertyOptional({ description: `Page size, ${MAX_PAGE_SIZE} by default and at most`, example: 25 })
  @IsOmittable()
  @Transform(toInteger)
  @IsInt()
  @Min(0)
  @Max(100_000)
  limit?: number;

  @ApiPropertyOptional({ example: 0 })
  @IsOmittable()
  @Transform(toInteger)
  @IsInt()
  @Min(0)
  offset?: number;

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'asc' })
  @IsOmittable()
  @IsIn(['asc', 'desc'])
  sortDirection?: 'asc' | 'desc';
}

/** The page asked for: a limit over the cap is brought down to it, as list-users does. */
export function pageWindow(query: Pick<PageQuery, 'limit' | 'offset'>): { limit: number; offset: number } {
  return { limit: Math.min(query.limit ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE), offset: query.offset ?? 0 };
}
