import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { IsEmailAddress } from '../../../identity/user/email-address';
import { IsOmittable } from '../../../platform/common/validation/optional';

export class ChangeEmailDto {
  @ApiProperty({
    description: 'The new address; it takes effect when the link sent there is opened',
    example: 'ada@new.example.com',
  })
  @IsEmailAddress()
  @MaxLength(254)
  newEmail: string;

  @ApiPropertyOptional({ example: '/account' })
  @IsOmittable()
  @MaxLength(2048)
  @IsString()
  callbackURL?: string;
}
