import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, MaxLength } from 'class-validator';

export class RequestPasswordResetDto {
  @ApiProperty({ example: 'ada@example.com' })
  @IsEmail()
  @MaxLength(254)
  email: string;

  @ApiPropertyOptional({ description: 'The page that takes the new password; it receives `?token=`', example: '/reset-password' })
  @IsOptional()
  @MaxLength(2048)
  @IsString()
  redirectTo?: string;
}
