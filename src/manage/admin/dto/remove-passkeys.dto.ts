import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ResetTwoFactorDto } from './reset-two-factor.dto';
import { IsOmittable } from '../../../platform/common/validation/optional';

export class RemovePasskeysDto extends ResetTwoFactorDto {
  @ApiPropertyOptional({
    description: 'Remove only this passkey of the user; absent: all of them',
    example: 'Zq1Xr8T0bW3yLp5sN7vC2mK4hJ6gF9dA',
  })
  @IsOmittable()
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  passkeyId?: string;
}
