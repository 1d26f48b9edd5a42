import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsNumber, IsOptional, IsString, MaxLength } from 'class-validator';

const TOKEN_LENGTH = 16_384;

/** An ID token the client obtained from the provider itself (a native or one-tap sign-in). */
export class IdTokenDto {
  @ApiProperty({ description: 'The ID token (a signed JWT) from the provider' })
  @MaxLength(TOKEN_LENGTH)
  @IsString()
  token: string;

  @ApiPropertyOptional({ description: 'The nonce the token was requested with; checked against its nonce claim' })
  @IsOptional()
  @MaxLength(512)
  @IsString()
  nonce?: string;

  @ApiPropertyOptional({ description: 'An access token from the same provider, kept on the account' })
  @IsOptional()
  @MaxLength(TOKEN_LENGTH)
  @IsString()
  accessToken?: string;

  @ApiPropertyOptional({ description: 'A refresh token from the same provider, kept on the account' })
  @IsOptional()
  @MaxLength(TOKEN_LENGTH)
  @IsString()
  refreshToken?: string;

  @ApiPropertyOptional({ description: "The access token's expiry, in seconds (or milliseconds) since the epoch" })
  @IsOptional()
  @IsNumber()
  expiresAt?: number;

  @ApiPropertyOptional({ type: [String], description: 'Scopes the access token carries' })
  @IsOptional()
  @IsArray()
  @MaxLength(256, { each: true })
  @IsString({ each: true })
  scopes?: string[];
}
