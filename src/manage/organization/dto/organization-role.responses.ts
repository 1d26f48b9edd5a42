import { ApiProperty } from '@nestjs/swagger';

const DATE = { type: String, format: 'date-time' } as const;
const PERMISSION = {
  type: 'object',
  additionalProperties: { type: 'array', items: { type: 'string' } },
  example: { member: ['update'], invitation: ['create'] },
} as const;

export class OrganizationRoleResponse {
  @ApiProperty({ example: 'Rl3kP9sT1vX5zB7dF0hJ2lN4pR6tV8xZ' }) id: string;
  @ApiProperty() organizationId: string;
  @ApiProperty({ example: 'support' }) role: string;
  @ApiProperty(PERMISSION) permission: Record<string, string[]>;
  @ApiProperty(DATE) createdAt: Date;
  @ApiProperty({ ...DATE, nullable: true }) updatedAt: Date | null;
}

export class CreatedOrganizationRoleResponse {
  @ApiProperty({ example: true }) success: boolean;
  @ApiProperty({ type: OrganizationRoleResponse }) roleData: OrganizationRoleResponse;
  @ApiProperty({ ...PERMISSION, description: 'What the role grants' }) statements: Record<string, string[]>;
}

export class UpdatedOrganizationRoleResponse {
  @ApiProperty({ example: true }) success: boolean;
  @ApiProperty({ type: OrganizationRoleResponse }) roleData: OrganizationRoleResponse;
}
