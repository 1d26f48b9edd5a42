import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import {
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsPositive,
  IsString,
  Max,
  MaxLength,
  MinLength,
} from 'class-validator';
import { IsNullable, IsOmittable } from '../../../../platform/common/validation/optional';

/** The JWS algorithms the package accepts for a resource's signing pin. */
const JWS_ALGORITHMS = ['EdDSA', 'ES256', 'ES512', 'PS256', 'RS256'];

/** The largest lifetime the integer columns hold (about 68 years); a larger number is refused, not overflowed. */
const MAX_LIFETIME_SECONDS = 2_147_483_647;

/** The package's resource body: every field but `identifier` optional, `null` clearing the nullable ones. */
export class CreateOAuthResourceDto {
  @ApiProperty({ description: 'An absolute URI without a fragment (RFC 8707 §2)', example: 'https://reports.example/' })
  @MaxLength(2048)
  @MinLength(1)
  @IsString()
  identifier: string;

  @ApiPropertyOptional({ description: 'Defaults to the identifier', example: 'Reports API' })
  @IsOmittable()
  @MaxLength(256)
  @IsString()
  name?: string;

  @ApiPropertyOptional({ description: 'Seconds; a token for several resources lives as long as the shortest' })
  @IsNullable()
  @Max(MAX_LIFETIME_SECONDS)
  @IsPositive()
  @IsInt()
  accessTokenTtl?: number | null;

  @ApiPropertyOptional({ description: 'Seconds' })
  @IsNullable()
  @Max(MAX_LIFETIME_SECONDS)
  @IsPositive()
  @IsInt()
  refreshTokenTtl?: number | null;

  @ApiPropertyOptional({ enum: JWS_ALGORITHMS, description: 'Stored; access tokens here are opaque' })
  @IsNullable()
  @IsIn(JWS_ALGORITHMS)
  signingAlgorithm?: string | null;

  @ApiPropertyOptional({ description: 'Stored; access tokens here are opaque' })
  @IsNullable()
  @MaxLength(256)
  @IsString()
  signingKeyId?: string | null;

  @ApiPropertyOptional({ type: [String], description: 'A token for this resource gets only these of its scopes' })
  @IsNullable()
  @IsString({ each: true })
  @IsArray()
  allowedScopes?: string[] | null;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  @IsNullable()
  @IsObject()
  customClaims?: Record<string, unknown> | null;

  @ApiPropertyOptional()
  @IsOmittable()
  @IsBoolean()
  dpopBoundAccessTokensRequired?: boolean;

  @ApiPropertyOptional({ description: 'A disabled resource gets no new tokens; its tokens stay valid' })
  @IsOmittable()
  @IsBoolean()
  disabled?: boolean;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  @IsNullable()
  @IsObject()
  metadata?: Record<string, unknown> | null;
}

export class UpdateOAuthResourceDto extends OmitType(CreateOAuthResourceDto, ['identifier'] as const) {}

export class OAuthResourceResponse extends OmitType(CreateOAuthResourceDto, ['name', 'identifier'] as const) {
  @ApiProperty()
  id: string;

  @ApiProperty({ example: 'https://reports.example/' })
  identifier: string;

  @ApiProperty({ example: 'Reports API' })
  name: string;

  @ApiProperty({ nullable: true })
  policyVersion: number | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  createdAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  updatedAt: string | null;
}
