import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { UserIdDto } from './user-id.dto';

export class ResetTwoFactorDto extends UserIdDto {
  @ApiPropertyOptional({
    description: 'Also end every session of the user (default false: they stay signed in)',
    example: false,
  })
  @IsOptional()
  @IsBoolean()
  revokeSessions?: boolean;
}
