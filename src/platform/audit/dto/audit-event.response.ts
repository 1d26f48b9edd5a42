import { ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { AUDIT_ACTIONS } from '../audit-actions';

export class AuditEventResponse {
  @ApiProperty({ example: 'Qm2Lr8Vt1Zp4Wn6Bs0Hc5Jd7Fa2Xk3y9' })
  id: string;

  @ApiProperty({ enum: AUDIT_ACTIONS, example: 'sign-in' })
  action: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The user who acted; null for a failed sign-in or a trusted backend',
    example: 'Xk3y9Qm2Lr8Vt1Zp4Wn6Bs0Hc5Jd7Fa2',
  })
  actorId: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The administrator impersonating the actor, if any' })
  impersonatedBy: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    enum: [
      'user',
      'api-key',
      'organization',
      'email',
      'passkey',
      'signing-key',
      'role',
      'oauth-client',
      'oauth-resource',
      'sso-provider',
      'scim-connection',
      'scim-group',
    ],
    example: 'user',
  })
  targetType: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Xk3y9Qm2Lr8Vt1Zp4Wn6Bs0Hc5Jd7Fa2' })
  targetId: string | null;

  @ApiProperty({ type: String, nullable: true, example: '203.0.113.9' })
  ipAddress: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Mozilla/5.0' })
  userAgent: string | null;

  @ApiProperty({ description: '`success`, or the error code the action failed with', example: 'success' })
  result: string;

  @ApiProperty({
    type: 'object',
    nullable: true,
    additionalProperties: true,
    description: 'Details such as the e-mail tried or the new role',
    example: { email: 'ada@example.com' },
  })
  metadata: Record<string, unknown> | null;

  @ApiProperty({
    type: String,
    nullable: true,
    enum: ['cli', 'system'],
    description:
      'Where an action no request carried came from: `cli` for the command line, `system` for scheduled work; ' +
      'null for a request',
    example: null,
  })
  origin: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
}

export class AuditUserNameResponse {
  @ApiProperty({ example: 'Ada Lovelace' })
  name: string;

  @ApiProperty({ example: 'ada@example.com' })
  email: string;
}

export class AuditEventsResponse {
  @ApiProperty({ type: [AuditEventResponse], description: 'Newest first' })
  events: AuditEventResponse[];

  @ApiProperty({ description: 'Every event matching the filters', example: 120 })
  total: number;

  @ApiProperty({ example: 50 })
  limit: number;

  @ApiProperty({ example: 0 })
  offset: number;

  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(AuditUserNameResponse) },
    description:
      "Name and e-mail of each user the page's events name (actors, impersonators, user targets), by id; " +
      'a user deleted since is absent',
    example: { Xk3y9Qm2Lr8Vt1Zp4Wn6Bs0Hc5Jd7Fa2: { name: 'Ada Lovelace', email: 'ada@example.com' } },
  })
  users: Record<string, AuditUserNameResponse>;
}
