import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsObject, IsString, MaxLength, ValidateIf } from 'class-validator';
import { IsPermissionMap } from '../../../platform/common/validation/permission-map.validator';
import { IsStringOrStringList } from './role-input.validator';
import { PageLimit, PageOffset, SortDirection } from '../../../platform/common/http/page.query';
import { OrganizationRefQuery } from './organization.dto';
import { IsOmittable } from '../../../platform/common/validation/optional';

const ID_LENGTH = 256;
const ROLE_EXAMPLE = {
  oneOf: [
    { type: 'string', example: 'admin' },
    { type: 'array', items: { type: 'string' } },
  ],
};
const MEMBER_FIELDS = ['id', 'userId', 'role', 'createdAt'] as const;

export class AddMemberDto {
  @ApiProperty({ example: 'k2VfY0oQ3a9LwE4tR7uI1pZx8cB5nM6d' })
  @MaxLength(ID_LENGTH)
  @IsString()
  userId: string;

  @ApiProperty({ description: 'owner, admin or member; one or a list', ...ROLE_EXAMPLE })
  @IsStringOrStringList()
  role: string | string[];

  @ApiPropertyOptional({ description: 'Defaults to the active organization of the session, if any' })
  @IsOmittable()
  @MaxLength(ID_LENGTH)
  @IsString()
  organizationId?: string;

  @ApiPropertyOptional({ description: 'A team of the organization to put the member in' })
  @IsOmittable()
  @MaxLength(ID_LENGTH)
  @IsString()
  teamId?: string;
}

export class RemoveMemberDto {
  @ApiProperty({ description: 'The member id, or the member’s e-mail address', example: 'grace@example.com' })
  @MaxLength(ID_LENGTH)
  @IsString()
  memberIdOrEmail: string;

  @ApiPropertyOptional()
  @IsOmittable()
  @MaxLength(ID_LENGTH)
  @IsString()
  organizationId?: string;
}

export class UpdateMemberRoleDto {
  @ApiProperty({ description: 'owner, admin or member; one or a list', ...ROLE_EXAMPLE })
  @IsStringOrStringList()
  role: string | string[];

  @ApiProperty({ example: 'Mb7nV5cX3zL1kJ9hG8fD6sA4qW2eR0tY' })
  @MaxLength(ID_LENGTH)
  @IsString()
  memberId: string;

  @ApiPropertyOptional()
  @IsOmittable()
  @MaxLength(ID_LENGTH)
  @IsString()
  organizationId?: string;
}

export class ListMembersQuery extends OrganizationRefQuery {
  @PageLimit({ description: 'Page size; the membership limit (100) by default', example: 25, min: 1, max: 10_000 })
  limit?: number;

  @PageOffset()
  offset?: number;

  @ApiPropertyOptional({ enum: MEMBER_FIELDS })
  @IsOmittable()
  @IsIn(MEMBER_FIELDS)
  sortBy?: (typeof MEMBER_FIELDS)[number];

  @SortDirection()
  sortDirection?: 'asc' | 'desc';

  @ApiPropertyOptional({ enum: MEMBER_FIELDS })
  @IsOmittable()
  @IsIn(MEMBER_FIELDS)
  filterField?: (typeof MEMBER_FIELDS)[number];

  @ApiPropertyOptional({ example: 'admin' })
  @IsOmittable()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'number' || typeof value === 'boolean' ? String(value) : value,
  )
  @MaxLength(ID_LENGTH)
  @IsString()
  filterValue?: string;

  @ApiPropertyOptional({ enum: ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'contains'], default: 'eq' })
  @IsOmittable()
  @IsIn(['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'contains'])
  filterOperator?: 'eq' | 'ne' | 'lt' | 'lte' | 'gt' | 'gte' | 'contains';
}

export class GetActiveMemberRoleQuery extends OrganizationRefQuery {
  @ApiPropertyOptional({ description: 'A fellow member whose role to read; yourself by default' })
  @IsOmittable()
  @MaxLength(ID_LENGTH)
  @IsString()
  userId?: string;
}

export class OrganizationHasPermissionDto {
  @ApiPropertyOptional({ description: 'Defaults to the active organization' })
  @IsOmittable()
  @MaxLength(ID_LENGTH)
  @IsString()
  organizationId?: string;

  @ApiPropertyOptional({
    description: 'resource -> actions; required unless `permission` is sent',
    example: { member: ['create'], invitation: ['create'] },
  })
  @ValidateIf((dto: OrganizationHasPermissionDto) => dto.permission === undefined)
  @IsPermissionMap()
  @IsObject()
  permissions?: Record<string, string[]>;

  @ApiPropertyOptional({ description: 'Older name of `permissions`', deprecated: true })
  @IsOmittable()
  @IsPermissionMap()
  @IsObject()
  permission?: Record<string, string[]>;

  @ApiPropertyOptional({
    description: 'AND: every action must be granted (default); OR: one is enough',
    enum: ['AND', 'OR'],
  })
  @IsOmittable()
  @IsIn(['AND', 'OR'])
  connector?: 'AND' | 'OR';
}
