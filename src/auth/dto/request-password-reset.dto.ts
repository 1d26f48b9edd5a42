import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsEmailAddress } from '../../user/email-address';

export class RequestPasswordResetDto {
  @ApiProperty({ example: 'ada@example.com' })
  @IsEmailAddress()
  @MaxLength(254)
  email: string;

  @ApiPropertyOptional({
    description: 'The page that takes the new password; it receives `?token=`',
    example: '/reset-password',
  })
  @IsOptional()
  @MaxLength(2048)
  @IsString()
  redirectTo?: string;
}
