import { ApiProperty } from '@nestjs/swagger';
import { IsDefined } from 'class-validator';
import { UserIdDto } from './user-id.dto';

export class SetRoleDto extends UserIdDto {
  @ApiProperty({
    description: 'One role, or several (stored comma-joined)',
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    example: ['admin', 'support'],
  })
  @IsDefined()
  role: unknown;
}
