import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsString, MaxLength } from 'class-validator';
import { IsNullable, IsOmittable } from '../../../platform/common/validation/optional';

/** Shape only; address validity and password length answer with their own catalogue errors. */
export class SignUpDto {
  @ApiProperty({ description: 'Display name', example: 'Ada Lovelace', maxLength: 256 })
  @MaxLength(256)
  @IsString()
  name: string;

  @ApiProperty({ description: 'E-mail address; stored lowercased', example: 'ada@example.com' })
  @MaxLength(1024)
  @IsString()
  email: string;

  @ApiProperty({ description: 'Password, 8 to 128 characters', example: 'correct horse battery staple' })
  @MaxLength(4096)
  @IsString()
  password: string;

  @ApiPropertyOptional({ description: 'Avatar URL; null: none', type: String, example: 'https://example.com/ada.png' })
  @IsNullable()
  @MaxLength(2048)
  @IsString()
  image?: string | null;

  @ApiPropertyOptional({
    description: 'Where the verification link leads; a relative path or a trusted origin',
    example: '/welcome',
  })
  @IsOmittable()
  @MaxLength(2048)
  @IsString()
  callbackURL?: string;

  @ApiPropertyOptional({ description: 'false makes a browser-session cookie and a one-day session', example: true })
  @IsOmittable()
  @IsBoolean()
  rememberMe?: boolean;

  @ApiPropertyOptional({
    description:
      "The signed authorization request of the login page's URL, as `oauthProviderClient()` sends it: the answer is then `{ redirect: true, url }` continuing the authorization",
  })
  @IsOmittable()
  @MaxLength(8192)
  @IsString()
  oauth_query?: string;
}
