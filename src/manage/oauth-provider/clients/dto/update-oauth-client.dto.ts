import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsObject, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IsOmittable } from '../../../../platform/common/validation/optional';
import { AdminCreateOAuthClientDto } from './admin-create-oauth-client.dto';

/**
 * What a client's owner may change: the registration without its authentication method or keys, with scopes for
 * client_credentials, consent, logout, PKCE and `disabled`.
 */
export class AdminOAuthClientChanges extends OmitType(AdminCreateOAuthClientDto, [
  'token_endpoint_auth_method',
  'jwks',
  'jwks_uri',
  'subject_type',
] as const) {
  @ApiPropertyOptional({ description: 'A disabled client can neither authorize nor get or use tokens' })
  @IsOmittable()
  @IsBoolean()
  disabled?: boolean;
}

export class AdminUpdateOAuthClientDto {
  @ApiProperty({ example: 'aBcDeFgHiJkLmNoPqRsTuVwXyZaBcDeF' })
  @MaxLength(256)
  @IsString()
  client_id: string;

  @ApiProperty({ type: AdminOAuthClientChanges })
  @ValidateNested()
  @Type(() => AdminOAuthClientChanges)
  @IsObject()
  update: AdminOAuthClientChanges;
}
