import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsString, MaxLength } from 'class-validator';
import { IsOmittable } from '../../../platform/common/validation/optional';

export class SignInDto {
  @ApiProperty({ example: 'ada@example.com' })
  @MaxLength(1024)
  @IsString()
  email: string;

  @ApiProperty({ example: 'correct horse battery staple' })
  @MaxLength(4096)
  @IsString()
  password: string;

  @ApiPropertyOptional({ description: 'Returned as `url` with `redirect: true`', example: '/dashboard' })
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
