import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsObject,
  IsString,
  IsUrl,
  MaxLength,
  MinLength,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { IsOmittable } from '../../../../platform/common/validation/optional';

const URL_LENGTH = 2048;
const TEXT_LENGTH = 512;
const PEM_LENGTH = 16_384;
/** `@better-auth/sso`'s default limit on IdP metadata, in characters here (bytes there). */
export const METADATA_LENGTH = 102_400;
const HTTP_URL = { require_tld: false, require_protocol: true, protocols: ['http', 'https'] };

/** A PEM string, or a non-empty list of them (a rotation). */
const IsCertificateSource = (): PropertyDecorator =>
  ValidateBy({
    name: 'isCertificateSource',
    validator: {
      validate: (value: unknown) =>
        (typeof value === 'string' && value.length <= PEM_LENGTH) ||
        (Array.isArray(value) &&
          value.length > 0 &&
          value.length <= 8 &&
          value.every((entry) => typeof entry === 'string' && entry.length <= PEM_LENGTH)),
      defaultMessage: () => '$property must be a certificate or a list of certificates',
    },
  });

/** Which claims or attributes fill the user's fields. */
export class SsoMappingDto {
  @ApiProperty({ example: 'email' })
  @MaxLength(TEXT_LENGTH)
  @IsString()
  email: string;

  @ApiProperty({ example: 'name' })
  @MaxLength(TEXT_LENGTH)
  @IsString()
  name: string;

  @ApiPropertyOptional({ example: 'email_verified' })
  @IsOmittable()
  @MaxLength(TEXT_LENGTH)
  @IsString()
  emailVerified?: string;

  @ApiPropertyOptional({ example: 'picture' })
  @IsOmittable()
  @MaxLength(TEXT_LENGTH)
  @IsString()
  image?: string;

  @ApiPropertyOptional({ example: 'givenName' })
  @IsOmittable()
  @MaxLength(TEXT_LENGTH)
  @IsString()
  firstName?: string;

  @ApiPropertyOptional({ example: 'surname' })
  @IsOmittable()
  @MaxLength(TEXT_LENGTH)
  @IsString()
  lastName?: string;
}

export class OidcConfigDto {
  @ApiProperty({ example: 'service-client' })
  @MinLength(1)
  @MaxLength(TEXT_LENGTH)
  @IsString()
  clientId: string;

  @ApiPropertyOptional({ description: 'Needed for client_secret_basic and client_secret_post' })
  @IsOmittable()
  @MaxLength(TEXT_LENGTH)
  @IsString()
  clientSecret?: string;

  @ApiPropertyOptional({ description: 'Instead of the discovered one' })
  @IsOmittable()
  @IsUrl(HTTP_URL)
  @MaxLength(URL_LENGTH)
  authorizationEndpoint?: string;

  @ApiPropertyOptional()
  @IsOmittable()
  @IsUrl(HTTP_URL)
  @MaxLength(URL_LENGTH)
  tokenEndpoint?: string;

  @ApiPropertyOptional()
  @IsOmittable()
  @IsUrl(HTTP_URL)
  @MaxLength(URL_LENGTH)
  userInfoEndpoint?: string;

  @ApiPropertyOptional()
  @IsOmittable()
  @IsUrl(HTTP_URL)
  @MaxLength(URL_LENGTH)
  jwksEndpoint?: string;

  @ApiPropertyOptional({ description: 'Default: {issuer}/.well-known/openid-configuration' })
  @IsOmittable()
  @IsUrl(HTTP_URL)
  @MaxLength(URL_LENGTH)
  discoveryEndpoint?: string;

  @ApiPropertyOptional({ enum: ['client_secret_basic', 'client_secret_post', 'private_key_jwt'] })
  @IsOmittable()
  @IsIn(['client_secret_basic', 'client_secret_post', 'private_key_jwt'])
  tokenEndpointAuthentication?: 'client_secret_basic' | 'client_secret_post' | 'private_key_jwt';

  @ApiPropertyOptional({ description: 'Take the endpoints as given, without fetching the discovery document' })
  @IsOmittable()
  @IsBoolean()
  skipDiscovery?: boolean;

  @ApiPropertyOptional({ type: [String], example: ['openid', 'email', 'profile'] })
  @IsOmittable()
  @IsArray()
  @ArrayMaxSize(32)
  @MaxLength(256, { each: true })
  @IsString({ each: true })
  scopes?: string[];

  @ApiPropertyOptional({ default: true })
  @IsOmittable()
  @IsBoolean()
  pkce?: boolean;

  @ApiPropertyOptional({ type: SsoMappingDto })
  @IsOmittable()
  @ValidateNested()
  @Type(() => SsoMappingDto)
  @IsObject()
  mapping?: SsoMappingDto;
}

export class SamlSingleSignOnServiceDto {
  @ApiProperty({ example: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect' })
  @MaxLength(TEXT_LENGTH)
  @IsString()
  Binding: string;

  @ApiProperty({ example: 'https://idp.acme.example/sso' })
  @IsUrl(HTTP_URL)
  @MaxLength(URL_LENGTH)
  Location: string;
}

export class SamlIdpMetadataDto {
  @ApiPropertyOptional({ description: 'The IdP metadata XML (it carries the signing certificates)' })
  @IsOmittable()
  @MinLength(1)
  @MaxLength(METADATA_LENGTH)
  @IsString()
  metadata?: string;

  @ApiPropertyOptional({ description: 'The IdP entity id, required without metadata' })
  @IsOmittable()
  @MinLength(1)
  @MaxLength(URL_LENGTH)
  @IsString()
  entityID?: string;

  @ApiPropertyOptional({ description: 'Signing certificate(s), PEM; wins over the top-level cert' })
  @IsOmittable()
  @IsCertificateSource()
  cert?: string | string[];

  @ApiPropertyOptional({ type: [SamlSingleSignOnServiceDto] })
  @IsOmittable()
  @IsArray()
  @ArrayMaxSize(8)
  @ValidateNested({ each: true })
  @Type(() => SamlSingleSignOnServiceDto)
  singleSignOnService?: SamlSingleSignOnServiceDto[];
}

export class SamlSpMetadataDto {
  @ApiPropertyOptional({ description: 'This service provider’s entity id; default the issuer' })
  @IsOmittable()
  @MaxLength(URL_LENGTH)
  @IsString()
  entityID?: string;

  @ApiPropertyOptional()
  @IsOmittable()
  @MaxLength(TEXT_LENGTH)
  @IsString()
  binding?: string;
}

export class SamlConfigDto {
  @ApiProperty({ description: 'The IdP single-sign-on URL', example: 'https://idp.acme.example/sso' })
  @IsUrl(HTTP_URL)
  @MaxLength(URL_LENGTH)
  entryPoint: string;

  @ApiPropertyOptional({ description: 'Signing certificate(s), PEM, when the metadata XML does not carry them' })
  @IsOmittable()
  @IsCertificateSource()
  cert?: string | string[];

  @ApiPropertyOptional()
  @IsOmittable()
  @MaxLength(URL_LENGTH)
  @IsString()
  audience?: string;

  @ApiPropertyOptional()
  @IsOmittable()
  @MaxLength(URL_LENGTH)
  @IsString()
  callbackUrl?: string;

  @ApiProperty({ type: SamlIdpMetadataDto })
  @ValidateNested()
  @Type(() => SamlIdpMetadataDto)
  @IsObject()
  idpMetadata: SamlIdpMetadataDto;

  @ApiPropertyOptional({ type: SamlSpMetadataDto })
  @IsOmittable()
  @ValidateNested()
  @Type(() => SamlSpMetadataDto)
  @IsObject()
  spMetadata?: SamlSpMetadataDto;

  @ApiPropertyOptional()
  @IsOmittable()
  @IsBoolean()
  wantAssertionsSigned?: boolean;

  @ApiPropertyOptional()
  @IsOmittable()
  @IsBoolean()
  authnRequestsSigned?: boolean;

  @ApiPropertyOptional()
  @IsOmittable()
  @MaxLength(TEXT_LENGTH)
  @IsString()
  signatureAlgorithm?: string;

  @ApiPropertyOptional()
  @IsOmittable()
  @MaxLength(TEXT_LENGTH)
  @IsString()
  digestAlgorithm?: string;

  @ApiPropertyOptional({ example: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress' })
  @IsOmittable()
  @MaxLength(TEXT_LENGTH)
  @IsString()
  identifierFormat?: string;

  @ApiPropertyOptional({ type: SsoMappingDto })
  @IsOmittable()
  @ValidateNested()
  @Type(() => SsoMappingDto)
  @IsObject()
  mapping?: SsoMappingDto;
}
