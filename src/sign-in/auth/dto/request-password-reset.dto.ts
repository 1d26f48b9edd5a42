import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { IsEmailAddress } from '../../../identity/user/email-address';
import { IsOmittable } from '../../../platform/common/validation/optional';

export class RequestPasswordResetDto {
  @ApiProperty({ example: 'ada@example.com' })
  @IsEmailAddress()
  @MaxLength(254)
  email: string;

  @ApiPropertyOptional({
    description: 'The page that takes the new password; it receives `?token=`',
    example: '/reset-password',
  })
  @IsOmittable()
  @MaxLength(2048)
  @IsString()
  redirectTo?: string;
}
