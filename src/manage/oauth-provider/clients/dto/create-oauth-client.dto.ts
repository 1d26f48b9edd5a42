import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMinSize, IsArray, IsBoolean, IsIn, IsObject, IsString, MaxLength, MinLength } from 'class-validator';
import { IsOmittable } from '../../../../platform/common/validation/optional';
import { IsSafeUrl } from './safe-url.validator';

const URL_MAX = 2048;
const TEXT_MAX = 4096;

/** `POST /oauth2/create-client`: RFC 7591 client metadata, as the package takes it. */
export class CreateOAuthClientDto {
  @ApiPropertyOptional({
    description: 'Where the authorization code may be sent; https (http on loopback for native apps)',
    example: ['https://app.example.com/callback'],
    type: [String],
  })
  @IsOmittable()
  @IsSafeUrl({ each: true })
  @MaxLength(URL_MAX, { each: true })
  @ArrayMinSize(1)
  @IsArray()
  redirect_uris?: string[];

  @ApiPropertyOptional({
    description: 'Space-separated scopes the client may ask for',
    example: 'openid profile email',
  })
  @IsOmittable()
  @MaxLength(TEXT_MAX)
  @IsString()
  scope?: string;

  @ApiPropertyOptional({ description: 'Name shown on the consent page', example: 'Intranet wiki' })
  @IsOmittable()
  @MaxLength(TEXT_MAX)
  @IsString()
  client_name?: string;

  @ApiPropertyOptional({ example: 'https://wiki.example.com' })
  @IsOmittable()
  @MaxLength(URL_MAX)
  @IsString()
  client_uri?: string;

  @ApiPropertyOptional({ example: 'https://wiki.example.com/logo.png' })
  @IsOmittable()
  @MaxLength(URL_MAX)
  @IsString()
  logo_uri?: string;

  @ApiPropertyOptional({ type: [String], example: ['admin@example.com'] })
  @IsOmittable()
  @MinLength(1, { each: true })
  @MaxLength(TEXT_MAX, { each: true })
  @IsString({ each: true })
  @ArrayMinSize(1)
  @IsArray()
  contacts?: string[];

  @ApiPropertyOptional()
  @IsOmittable()
  @MaxLength(URL_MAX)
  @IsString()
  tos_uri?: string;

  @ApiPropertyOptional()
  @IsOmittable()
  @MaxLength(URL_MAX)
  @IsString()
  policy_uri?: string;

  @ApiPropertyOptional()
  @IsOmittable()
  @MaxLength(TEXT_MAX)
  @IsString()
  software_id?: string;

  @ApiPropertyOptional()
  @IsOmittable()
  @MaxLength(TEXT_MAX)
  @IsString()
  software_version?: string;

  @ApiPropertyOptional()
  @IsOmittable()
  @MaxLength(TEXT_MAX * 4)
  @IsString()
  software_statement?: string;

  @ApiPropertyOptional({
    description: 'Where end-session may send the user back',
    type: [String],
    example: ['https://app.example.com/'],
  })
  @IsOmittable()
  @IsSafeUrl({ each: true })
  @MaxLength(URL_MAX, { each: true })
  @ArrayMinSize(1)
  @IsArray()
  post_logout_redirect_uris?: string[];

  @ApiPropertyOptional()
  @IsOmittable()
  @IsSafeUrl()
  @MaxLength(URL_MAX)
  backchannel_logout_uri?: string;

  @ApiPropertyOptional()
  @IsOmittable()
  @IsBoolean()
  backchannel_logout_session_required?: boolean;

  @ApiPropertyOptional({
    description: '`client_secret_basic` (default), `client_secret_post`, or `none` for a public client',
    example: 'client_secret_basic',
  })
  @IsOmittable()
  @MinLength(1)
  @MaxLength(256)
  @IsString()
  token_endpoint_auth_method?: string;

  @ApiPropertyOptional({ enum: ['web', 'native'], description: 'Decides which redirect URIs are allowed' })
  @IsOmittable()
  @IsIn(['web', 'native'])
  application_type?: string;

  @ApiPropertyOptional({ type: Object, description: 'The client’s public keys (JWK set)' })
  @IsOmittable()
  @IsObject()
  jwks?: Record<string, unknown>;

  @ApiPropertyOptional()
  @IsOmittable()
  @MaxLength(URL_MAX)
  @IsString()
  jwks_uri?: string;

  @ApiPropertyOptional({
    type: [String],
    description: '`authorization_code` (default), `refresh_token`, `client_credentials`',
    example: ['authorization_code', 'refresh_token'],
  })
  @IsOmittable()
  @MinLength(1, { each: true })
  @MaxLength(256, { each: true })
  @IsString({ each: true })
  @ArrayMinSize(1)
  @IsArray()
  grant_types?: string[];

  @ApiPropertyOptional({ type: [String], enum: ['code'], example: ['code'] })
  @IsOmittable()
  @IsIn(['code'], { each: true })
  @IsArray()
  response_types?: string[];

  @ApiPropertyOptional()
  @IsOmittable()
  @IsBoolean()
  dpop_bound_access_tokens?: boolean;

  @ApiPropertyOptional({
    enum: ['EdDSA', 'RS256'],
    description: 'How ID tokens for this client are signed: EdDSA (default) or RS256; kept in `metadata`',
  })
  @IsOmittable()
  @MaxLength(64)
  @IsString()
  id_token_signed_response_alg?: string;
}
