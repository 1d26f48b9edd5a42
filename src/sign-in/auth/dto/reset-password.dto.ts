import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { IsOmittable } from '../../../platform/common/validation/optional';

export class ResetPasswordDto {
  @ApiProperty({ description: 'The new password, 8 to 128 characters', example: 'a new long passphrase' })
  @MaxLength(4096)
  @IsString()
  newPassword: string;

  @ApiPropertyOptional({ description: 'The reset token (or give it as `?token=`)' })
  @IsOmittable()
  @MaxLength(256)
  @IsString()
  token?: string;
}

export class ResetPasswordQuery {
  @ApiPropertyOptional({ description: 'The reset token, when not in the body' })
  @IsOmittable()
  @MaxLength(256)
  @IsString()
  token?: string;
}

export class ResetPasswordLinkQuery {
  @ApiProperty({
    description: 'The page to send the browser to, with `?token=` or `?error=INVALID_TOKEN`',
    example: '/reset-password',
  })
  @MaxLength(2048)
  @IsString()
  callbackURL: string;
}
