import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { IsOmittable } from '../../../platform/common/validation/optional';
import { IsPermissionMap } from '../../../platform/common/validation/permission-map.validator';

/** A role name: one word (it is stored comma-joined among a user's roles); kept in lower case. */
const ROLE_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const ROLE_NAME_RULE = 'must be 1 to 64 letters, digits, _ or -';
const STATEMENTS_EXAMPLE = { user: ['list', 'get'], session: ['list'] };

export class CreateAdminRoleDto {
  @ApiProperty({ description: 'The name of the role to create (kept in lower case)', example: 'support' })
  @Matches(ROLE_NAME, { message: `role ${ROLE_NAME_RULE}` })
  @IsString()
  role: string;

  @ApiProperty({ description: 'resource -> actions the role grants', example: STATEMENTS_EXAMPLE })
  @IsPermissionMap()
  permission: Record<string, string[]>;
}

/** Which role: by name or by id (the name is used when both are given). */
export class AdminRoleKeyDto {
  @ApiPropertyOptional({ description: 'The name of the role', example: 'support' })
  @IsOmittable()
  @MaxLength(64)
  @IsString()
  roleName?: string;

  @ApiPropertyOptional({ description: 'The id of the role' })
  @IsOmittable()
  @MaxLength(64)
  @IsString()
  roleId?: string;
}

export class AdminRoleChangesDto {
  @ApiPropertyOptional({ description: 'The statements that replace the role’s', example: STATEMENTS_EXAMPLE })
  @IsOmittable()
  @IsPermissionMap()
  permission?: Record<string, string[]>;

  @ApiPropertyOptional({ description: 'A new name for the role', example: 'helpdesk' })
  @IsOmittable()
  @Matches(ROLE_NAME, { message: `roleName ${ROLE_NAME_RULE}` })
  @IsString()
  roleName?: string;
}

export class UpdateAdminRoleDto extends AdminRoleKeyDto {
  @ApiProperty({ type: AdminRoleChangesDto })
  @ValidateNested()
  @Type(() => AdminRoleChangesDto)
  @IsObject()
  data: AdminRoleChangesDto;
}
