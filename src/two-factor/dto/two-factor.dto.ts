import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';

export class PasswordConfirmationDto {
  @ApiProperty({ description: 'The user’s current password', example: 'correct horse battery staple' })
  @MaxLength(4096)
  @IsString()
  password: string;
}

export class EnableTwoFactorDto extends PasswordConfirmationDto {
  @ApiPropertyOptional({ description: 'Issuer shown in the authenticator app', example: 'Acme' })
  @IsOptional()
  @MaxLength(256)
  @IsString()
  issuer?: string;
}

export class VerifyTotpDto {
  @ApiProperty({ description: 'The 6-digit code from the authenticator app', example: '012345' })
  @MaxLength(64)
  @IsString()
  code: string;

  @ApiPropertyOptional({ description: 'Skip the second factor on this browser for 30 days', example: false })
  @IsOptional()
  @IsBoolean()
  trustDevice?: boolean;
}

export class VerifyBackupCodeDto extends VerifyTotpDto {
  @ApiProperty({ description: 'A backup code, used up by this call', example: 'a1B2c-3D4e5' })
  declare code: string;

  @ApiPropertyOptional({ description: 'Check the code without setting a session cookie', example: false })
  @IsOptional()
  @IsBoolean()
  disableSession?: boolean;
}
