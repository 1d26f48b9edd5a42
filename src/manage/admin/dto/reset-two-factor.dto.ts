import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { UserIdDto } from './user-id.dto';
import { IsOmittable } from '../../../platform/common/validation/optional';

export class ResetTwoFactorDto extends UserIdDto {
  @ApiPropertyOptional({
    description: 'Also end every session of the user (default false: they stay signed in)',
    example: false,
  })
  @IsOmittable()
  @IsBoolean()
  revokeSessions?: boolean;
}
