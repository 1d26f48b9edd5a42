import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsBoolean, IsIn, IsString, MaxLength } from 'class-validator';
import { IsOmittable } from '../../../../platform/common/validation/optional';

const URL_LENGTH = 2048;

export class SignInSsoDto {
  @ApiPropertyOptional({ description: 'Finds the provider by the address’s domain', example: 'ada@example.com' })
  @IsOmittable()
  @MaxLength(320)
  @IsString()
  email?: string;

  @ApiPropertyOptional({ description: 'The slug of the organization whose provider signs in', example: 'acme' })
  @IsOmittable()
  @MaxLength(256)
  @IsString()
  organizationSlug?: string;

  @ApiPropertyOptional({ description: 'The providerId of a registered provider', example: 'acme-oidc' })
  @IsOmittable()
  @MaxLength(256)
  @IsString()
  providerId?: string;

  @ApiPropertyOptional({ description: 'An e-mail domain a provider serves', example: 'example.com' })
  @IsOmittable()
  @MaxLength(256)
  @IsString()
  domain?: string;

  @ApiProperty({ description: 'Where the browser lands once signed in (a path or a trusted origin)', example: '/' })
  @MaxLength(URL_LENGTH)
  @IsString()
  callbackURL: string;

  @ApiPropertyOptional({ description: 'Where a failed sign-in lands, with ?error=…', example: '/sign-in' })
  @IsOmittable()
  @MaxLength(URL_LENGTH)
  @IsString()
  errorCallbackURL?: string;

  @ApiPropertyOptional({ description: 'Where a user made by this sign-in lands instead', example: '/welcome' })
  @IsOmittable()
  @MaxLength(URL_LENGTH)
  @IsString()
  newUserCallbackURL?: string;

  @ApiPropertyOptional({ type: [String], description: 'Scopes asked of the IdP instead of the provider’s' })
  @IsOmittable()
  @IsArray()
  @MaxLength(256, { each: true })
  @IsString({ each: true })
  scopes?: string[];

  @ApiPropertyOptional({ description: 'Sent to the IdP as login_hint (default: the email)', example: 'ada' })
  @IsOmittable()
  @MaxLength(1024)
  @IsString()
  loginHint?: string;

  @ApiPropertyOptional({ description: 'Explicitly asks for sign-up (accepted; SSO makes users just in time)' })
  @IsOmittable()
  @IsBoolean()
  requestSignUp?: boolean;

  @ApiPropertyOptional({ enum: ['oidc', 'saml'], description: 'The protocol to sign in with' })
  @IsOmittable()
  @IsIn(['oidc', 'saml'])
  providerType?: 'oidc' | 'saml';
}

export class SsoRedirectResponse {
  @ApiProperty({ description: "The IdP's URL to send the browser to" })
  url: string;

  @ApiProperty({ example: true })
  redirect: boolean;
}
