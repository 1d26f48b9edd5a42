import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class ResetPasswordDto {
  @ApiProperty({ description: 'The new password, 8 to 128 characters', example: 'a new long passphrase' })
  @IsString()
  @MaxLength(4096)
  newPassword: string;

  @ApiPropertyOptional({ description: 'The reset token (or give it as `?token=`)' })
  @IsOptional()
  @IsString()
  @MaxLength(256)
  token?: string;
}

export class ResetPasswordQuery {
  @ApiPropertyOptional({ description: 'The reset token, when not in the body' })
  @IsOptional()
  @IsString()
  @MaxLength(256)
  token?: string;
}

export class ResetPasswordLinkQuery {
  @ApiProperty({ description: 'The page to send the browser to, with `?token=` or `?error=INVALID_TOKEN`', example: '/reset-password' })
  @IsString()
  @MaxLength(2048)
  callbackURL: string;
}
