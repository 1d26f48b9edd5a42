import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsEmailAddress } from '../../user/email-address';

export class SendVerificationEmailDto {
  @ApiProperty({ example: 'ada@example.com' })
  @IsEmailAddress()
  @MaxLength(254)
  email: string;

  @ApiPropertyOptional({ example: '/welcome' })
  @IsOptional()
  @MaxLength(2048)
  @IsString()
  callbackURL?: string;
}
