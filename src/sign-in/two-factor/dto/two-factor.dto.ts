import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsString, MaxLength } from 'class-validator';
import { IsOmittable, IsOmittableBody } from '../../../platform/common/validation/optional';

export class PasswordConfirmationDto {
  @ApiProperty({ description: 'The user’s current password', example: 'correct horse battery staple' })
  @MaxLength(4096)
  @IsString()
  password: string;
}

export class EnableTwoFactorDto extends PasswordConfirmationDto {
  @ApiPropertyOptional({
    description:
      'BETTER_AUTH_COMPAT=1.7: `totp` (default) starts an authenticator enrolment; `otp` turns e-mailed codes on at once',
    enum: ['totp', 'otp'],
    example: 'totp',
  })
  @IsOmittable()
  @IsIn(['totp', 'otp'])
  method?: 'totp' | 'otp';

  @ApiPropertyOptional({ description: 'Issuer shown in the authenticator app', example: 'Acme' })
  @IsOmittable()
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
  @IsOmittable()
  @IsBoolean()
  trustDevice?: boolean;

  @ApiPropertyOptional({
    description:
      "The login page's signed authorization request: a finished sign-in then continues it, `{ redirect: true, url }`",
  })
  @IsOmittable()
  @MaxLength(8192)
  @IsString()
  oauth_query?: string;
}

export class VerifyBackupCodeDto extends VerifyTotpDto {
  @ApiProperty({ description: 'A backup code, used up by this call', example: 'a1B2c-3D4e5' })
  declare code: string;

  @ApiPropertyOptional({ description: 'Check the code without setting a session cookie', example: false })
  @IsOmittable()
  @IsBoolean()
  disableSession?: boolean;
}

/** Better Auth's body here is itself optional: a bodyless POST sends a code. */
@IsOmittableBody()
export class SendOtpDto {
  @ApiPropertyOptional({
    description: 'Accepted as Better Auth accepts it; trust is asked for at verify-otp',
    example: false,
  })
  @IsOmittable()
  @IsBoolean()
  trustDevice?: boolean;
}

export class VerifyOtpDto extends VerifyTotpDto {
  @ApiProperty({ description: 'The 6-digit code from the e-mail', example: '012345' })
  declare code: string;
}
