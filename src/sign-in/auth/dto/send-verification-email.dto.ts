import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { IsEmailAddress } from '../../../identity/user/email-address';
import { IsOmittable } from '../../../platform/common/validation/optional';

export class SendVerificationEmailDto {
  @ApiProperty({ example: 'ada@example.com' })
  @IsEmailAddress()
  @MaxLength(254)
  email: string;

  @ApiPropertyOptional({ example: '/welcome' })
  @IsOmittable()
  @MaxLength(2048)
  @IsString()
  callbackURL?: string;
}
