import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsObject, IsString, IsUrl, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { IsOmittable } from '../../../../platform/common/validation/optional';
import { OidcConfigDto, SamlConfigDto } from './sso-config.dto';

export class RegisterSsoProviderDto {
  @ApiProperty({ description: 'Names the provider in sign-in and callback URLs', example: 'acme-oidc' })
  @MinLength(1)
  @MaxLength(128)
  @IsString()
  providerId: string;

  @ApiProperty({ example: 'https://idp.acme.example' })
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  @MaxLength(2048)
  issuer: string;

  @ApiProperty({
    description: 'The e-mail domain(s) the provider answers for, comma-separated',
    example: 'acme.example',
  })
  @MinLength(1)
  @MaxLength(1024)
  @IsString()
  domain: string;

  @ApiPropertyOptional({ description: 'Links the provider to an organization the caller owns or administers' })
  @IsOmittable()
  @MaxLength(255)
  @IsString()
  organizationId?: string;

  @ApiPropertyOptional({ description: 'Update the user’s name and image from the IdP at each sign-in' })
  @IsOmittable()
  @IsBoolean()
  overrideUserInfo?: boolean;

  @ApiPropertyOptional({ type: OidcConfigDto })
  @IsOmittable()
  @ValidateNested()
  @Type(() => OidcConfigDto)
  @IsObject()
  oidcConfig?: OidcConfigDto;

  @ApiPropertyOptional({ type: SamlConfigDto })
  @IsOmittable()
  @ValidateNested()
  @Type(() => SamlConfigDto)
  @IsObject()
  samlConfig?: SamlConfigDto;
}

export class ProviderIdDto {
  @ApiProperty({ example: 'acme-oidc' })
  @MinLength(1)
  @MaxLength(128)
  @IsString()
  providerId: string;
}
