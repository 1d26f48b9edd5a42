import { ApiProperty } from '@nestjs/swagger';
import { StoredAdminRole } from '../../../identity/access/admin-role.types';

const STATEMENTS_SCHEMA = {
  type: 'object',
  additionalProperties: { type: 'array', items: { type: 'string' } },
  example: { user: ['list', 'get'], session: ['list'] },
} as const;

export class AdminRoleResponse {
  @ApiProperty()
  id: string;

  @ApiProperty({ example: 'support' })
  role: string;

  @ApiProperty({ ...STATEMENTS_SCHEMA, description: 'resource -> actions the role grants' })
  permission: Record<string, string[]>;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  updatedAt: Date | null;
}

export class CreateAdminRoleResponse {
  @ApiProperty({ example: true })
  success: true;

  @ApiProperty({ type: AdminRoleResponse })
  roleData: AdminRoleResponse;

  @ApiProperty({ ...STATEMENTS_SCHEMA, description: 'The statements the role grants' })
  statements: Record<string, string[]>;
}

export class UpdateAdminRoleResponse {
  @ApiProperty({ example: true })
  success: true;

  @ApiProperty({ type: AdminRoleResponse })
  roleData: AdminRoleResponse;
}

export function toAdminRoleResponse(role: StoredAdminRole): AdminRoleResponse {
  return {
    id: role.id,
    role: role.role,
    permission: role.permission as Record<string, string[]>,
    createdAt: role.createdAt,
    updatedAt: role.updatedAt,
  };
}
