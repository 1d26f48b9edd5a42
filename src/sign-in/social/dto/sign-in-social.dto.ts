import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsObject, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IdTokenDto } from './id-token.dto';
import { IsOmittable } from '../../../platform/common/validation/optional';

const URL_LENGTH = 2048;

export class SignInSocialDto {
  @ApiProperty({
    description: 'The providerId of a configured provider (google, microsoft, github, or an OIDC_PROVIDERS entry)',
    example: 'corp',
  })
  @MaxLength(64)
  @IsString()
  provider: string;

  @ApiPropertyOptional({
    description: 'Where the browser lands once signed in (a path or a trusted origin); default the service root',
    example: '/',
  })
  @IsOmittable()
  @MaxLength(URL_LENGTH)
  @IsString()
  callbackURL?: string;

  @ApiPropertyOptional({ description: 'Where a user created by this sign-in lands instead', example: '/welcome' })
  @IsOmittable()
  @MaxLength(URL_LENGTH)
  @IsString()
  newUserCallbackURL?: string;

  @ApiPropertyOptional({
    description: 'Where a failed sign-in lands, with ?error=…; default the error page',
    example: '/sign-in',
  })
  @IsOmittable()
  @MaxLength(URL_LENGTH)
  @IsString()
  errorCallbackURL?: string;

  @ApiPropertyOptional({ description: 'Answer with the URL but no Location header, so the caller redirects itself' })
  @IsOmittable()
  @IsBoolean()
  disableRedirect?: boolean;

  @ApiPropertyOptional({ type: IdTokenDto, description: 'Sign in at once with an ID token instead of redirecting' })
  @IsOmittable()
  @ValidateNested()
  @Type(() => IdTokenDto)
  @IsObject()
  idToken?: IdTokenDto;

  @ApiPropertyOptional({ type: [String], description: 'Scopes asked for beside the configured ones' })
  @IsOmittable()
  @IsArray()
  @MaxLength(256, { each: true })
  @IsString({ each: true })
  scopes?: string[];

  @ApiPropertyOptional({ description: 'Explicitly asks for sign-up' })
  @IsOmittable()
  @IsBoolean()
  requestSignUp?: boolean;

  @ApiPropertyOptional({ description: 'Passed to the provider as login_hint', example: 'ada@example.com' })
  @IsOmittable()
  @MaxLength(1024)
  @IsString()
  loginHint?: string;

  @ApiPropertyOptional({ description: 'Kept with the state through the provider round trip' })
  @IsOmittable()
  @IsObject()
  additionalData?: Record<string, unknown>;
}

/** Linking takes sign-in's fields but the new-user landing page and the login hint. */
export class LinkSocialDto extends PickType(SignInSocialDto, [
  'provider',
  'callbackURL',
  'errorCallbackURL',
  'disableRedirect',
  'idToken',
  'scopes',
  'requestSignUp',
  'additionalData',
] as const) {}
