import { ApiProperty } from '@nestjs/swagger';
import { RoleGrants } from '../../../platform/common/access/access-control';

const STATEMENTS = {
  type: 'object',
  description: 'resource -> actions',
  additionalProperties: { type: 'array', items: { type: 'string' } },
} as const;

const ROLES = {
  type: 'object',
  description: 'role -> its statements (resource -> actions); these cannot be changed at run time',
  additionalProperties: STATEMENTS,
} as const;

export class AccessSideResponse {
  @ApiProperty({ ...STATEMENTS, example: { user: ['list', 'get'], session: ['list'] } })
  statements: RoleGrants;

  @ApiProperty({ ...ROLES, example: { user: { user: [], session: [] } } })
  roles: Readonly<Record<string, RoleGrants>>;
}

export class AccessStatementsResponse {
  @ApiProperty({ type: AccessSideResponse, description: 'The admin side: `/admin/*` and the admin roles' })
  admin: AccessSideResponse;

  @ApiProperty({ type: AccessSideResponse, description: 'The organization side: members’ roles in an organization' })
  organization: AccessSideResponse;
}
