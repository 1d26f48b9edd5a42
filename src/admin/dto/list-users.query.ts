import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { toInteger } from '../../common/validation/query-integer';
import { IsOmittable } from '../../common/validation/optional';

export class ListUsersQuery {
  @ApiPropertyOptional({ example: 'ada' })
  @IsOmittable()
  @MaxLength(256)
  @IsString()
  searchValue?: string;

  @ApiPropertyOptional({ enum: ['email', 'name'], default: 'email' })
  @IsOmittable()
  @IsIn(['email', 'name'])
  searchField?: 'email' | 'name';

  @ApiPropertyOptional({ enum: ['contains', 'starts_with', 'ends_with'], default: 'contains' })
  @IsOmittable()
  @IsIn(['contains', 'starts_with', 'ends_with'])
  searchOperator?: 'contains' | 'starts_with' | 'ends_with';

  @ApiPropertyOptional({ description: 'Page size, 100 by default and at most', example: 25 })
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

  @ApiPropertyOptional({ example: 'createdAt' })
  @IsOmittable()
  @MaxLength(64)
  @IsString()
  sortBy?: string;

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'asc' })
  @IsOmittable()
  @IsIn(['asc', 'desc'])
  sortDirection?: 'asc' | 'desc';

  @ApiPropertyOptional({ example: 'role' })
  @IsOmittable()
  @MaxLength(64)
  @IsString()
  filterField?: string;

  @ApiPropertyOptional({
    description: "Compared as the field's type (true/false for booleans, ISO dates)",
    example: 'admin',
  })
  @IsOmittable()
  @MaxLength(256)
  @IsString()
  filterValue?: string;

  @ApiPropertyOptional({ enum: ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'contains'], default: 'eq' })
  @IsOmittable()
  @IsIn(['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'contains'])
  filterOperator?: 'eq' | 'ne' | 'lt' | 'lte' | 'gt' | 'gte' | 'contains';
}
