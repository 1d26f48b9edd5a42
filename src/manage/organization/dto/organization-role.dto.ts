import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, IsString, MaxLength, MinLength, ValidateIf, ValidateNested } from 'class-validator';
import { IsOmittable } from '../../../platform/common/validation/optional';
import { IsPermissionMap } from '../../../platform/common/validation/permission-map.validator';

const ID_LENGTH = 256;
const PERMISSION_EXAMPLE = { member: ['update'], invitation: ['create'] };
const ORGANIZATION_ID = { description: 'Defaults to the active organization of the session' };
const ROLE_NAME = { description: 'The role’s name, as stored; required unless `roleId` is sent', example: 'support' };
const ROLE_ID = { description: 'The role’s id; required unless `roleName` is sent' };

export class CreateOrganizationRoleDto {
  @ApiPropertyOptional(ORGANIZATION_ID)
  @IsOmittable()
  @MaxLength(ID_LENGTH)
  @IsString()
  organizationId?: string;

  @ApiProperty({ description: 'The role’s name, stored in lower case', example: 'support' })
  @MaxLength(ID_LENGTH)
  @MinLength(1)
  @IsString()
  role: string;

  @ApiProperty({ description: 'resource -> actions the role grants', example: PERMISSION_EXAMPLE })
  @IsPermissionMap()
  @IsObject()
  permission: Record<string, string[]>;
}

/** A role named by name or id, in a body or a query. */
export class OrganizationRoleRefDto {
  @ApiPropertyOptional(ORGANIZATION_ID)
  @IsOmittable()
  @MaxLength(ID_LENGTH)
  @IsString()
  organizationId?: string;

  @ApiPropertyOptional(ROLE_NAME)
  @ValidateIf((dto: OrganizationRoleRefDto) => dto.roleId === undefined || dto.roleName !== undefined)
  @MaxLength(ID_LENGTH)
  @MinLength(1)
  @IsString()
  roleName?: string;

  @ApiPropertyOptional(ROLE_ID)
  @ValidateIf((dto: OrganizationRoleRefDto) => dto.roleName === undefined || dto.roleId !== undefined)
  @MaxLength(ID_LENGTH)
  @MinLength(1)
  @IsString()
  roleId?: string;
}

export class ListOrganizationRolesQuery {
  @ApiPropertyOptional(ORGANIZATION_ID)
  @IsOmittable()
  @MaxLength(ID_LENGTH)
  @IsString()
  organizationId?: string;
}

export class OrganizationRoleChangesDto {
  @ApiPropertyOptional({ description: 'Replaces the role’s permission', example: PERMISSION_EXAMPLE })
  @IsOmittable()
  @IsPermissionMap()
  @IsObject()
  permission?: Record<string, string[]>;

  @ApiPropertyOptional({ description: 'A new name, stored in lower case', example: 'support-lead' })
  @IsOmittable()
  @MaxLength(ID_LENGTH)
  @MinLength(1)
  @IsString()
  roleName?: string;
}

export class UpdateOrganizationRoleDto extends OrganizationRoleRefDto {
  @ApiProperty({ type: OrganizationRoleChangesDto })
  @ValidateNested()
  @Type(() => OrganizationRoleChangesDto)
  @IsObject()
  data: OrganizationRoleChangesDto;
}
