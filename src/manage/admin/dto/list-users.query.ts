import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { PageQuery } from '../../../platform/common/http/page.query';
import { IsOmittable } from '../../../platform/common/validation/optional';

/** Better Auth's list-users query: its search, filter and sort field, on the lists' paging. */
export class ListUsersQuery extends PageQuery {
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

  @ApiPropertyOptional({ example: 'createdAt' })
  @IsOmittable()
  @MaxLength(64)
  @IsString()
  sortBy?: string;

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
