import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_COUNT, API_KEY_SORT_FIELDS } from '../api-key.constants';
import { IsOmittable } from '../../../platform/common/validation/optional';

/**
 * Better Auth 1.7's list parameters; a request carrying any of them is answered as 1.7. `limit` and `offset` are
 * coerced as 1.7's `z.coerce.number()` does (an empty string is 0, `1e2` is 100), not as the administrators' lists'
 * PageQuery, which takes digits only: the same words, another wire.
 */
export class ListApiKeysQuery {
  @ApiProperty({ required: false, description: 'Keys to answer at most', example: 20 })
  @IsOmittable()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_COUNT)
  limit?: number;

  @ApiProperty({ required: false, description: 'Keys to skip', example: 0 })
  @IsOmittable()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_COUNT)
  offset?: number;

  @ApiProperty({ required: false, enum: API_KEY_SORT_FIELDS, example: 'createdAt' })
  @IsOmittable()
  @IsIn(API_KEY_SORT_FIELDS)
  sortBy?: (typeof API_KEY_SORT_FIELDS)[number];

  @ApiProperty({ required: false, enum: ['asc', 'desc'] })
  @IsOmittable()
  @IsIn(['asc', 'desc'])
  sortDirection?: 'asc' | 'desc';

  @ApiProperty({ required: false, description: 'Only keys of this configuration', example: 'default' })
  @IsOmittable()
  @IsString()
  @MaxLength(256)
  configId?: string;

  @ApiProperty({ required: false, description: "The organization's keys instead of yours" })
  @IsOmittable()
  @IsString()
  @MaxLength(256)
  organizationId?: string;
}

/** Whether the query carries a parameter only Better Auth 1.7's client sends. */
export function isSentBy17(query: ListApiKeysQuery): boolean {
  return Object.values(query).some((value) => value !== undefined);
}
