import { ApiProperty } from '@nestjs/swagger';
import { AUDIT_ACTIONS, AUDIT_ACTION_GROUPS } from '../audit-actions';

export class AuditActionResponse {
  @ApiProperty({
    enum: AUDIT_ACTIONS,
    description: 'The name events carry and the search filters on',
    example: 'admin.ban-user',
  })
  action: string;

  @ApiProperty({ description: 'What happened, in words', example: 'Ban a user' })
  label: string;

  @ApiProperty({
    enum: AUDIT_ACTION_GROUPS,
    description: 'The heading the action is listed under',
    example: 'Administration',
  })
  group: string;
}

export class AuditActionsResponse {
  @ApiProperty({
    type: [AuditActionResponse],
    description: 'Every action the service records, grouped, in a fixed order',
  })
  actions: AuditActionResponse[];
}
