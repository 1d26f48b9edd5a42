import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsNumber, IsString, Max, MaxLength, Min } from 'class-validator';
import { LATEST_STORABLE_DATE_MS } from '../../../platform/common/time/storable-date';
import { IsOmittable } from '../../../platform/common/validation/optional';

const TOKEN_LENGTH = 16_384;

/** An ID token the client obtained from the provider itself (a native or one-tap sign-in). */
export class IdTokenDto {
  @ApiProperty({ description: 'The ID token (a signed JWT) from the provider' })
  @MaxLength(TOKEN_LENGTH)
  @IsString()
  token: string;

  @ApiPropertyOptional({ description: 'The nonce the token was requested with; checked against its nonce claim' })
  @IsOmittable()
  @MaxLength(512)
  @IsString()
  nonce?: string;

  @ApiPropertyOptional({ description: 'An access token from the same provider, kept on the account' })
  @IsOmittable()
  @MaxLength(TOKEN_LENGTH)
  @IsString()
  accessToken?: string;

  @ApiPropertyOptional({ description: 'A refresh token from the same provider, kept on the account' })
  @IsOmittable()
  @MaxLength(TOKEN_LENGTH)
  @IsString()
  refreshToken?: string;

  @ApiPropertyOptional({
    description: "The access token's expiry, in seconds (or milliseconds) since the epoch, before the year 10000",
    minimum: 0,
  })
  @IsOmittable()
  @Min(0)
  @Max(LATEST_STORABLE_DATE_MS)
  @IsNumber({ allowNaN: false, allowInfinity: false })
  expiresAt?: number;

  @ApiPropertyOptional({ type: [String], description: 'Scopes the access token carries' })
  @IsOmittable()
  @IsArray()
  @MaxLength(256, { each: true })
  @IsString({ each: true })
  scopes?: string[];
}
