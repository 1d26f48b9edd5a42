import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class UnlinkAccountDto {
  @ApiProperty({ example: 'corp' })
  @MaxLength(64)
  @IsString()
  providerId: string;

  @ApiPropertyOptional({ description: "The provider's id for the account, when you have several with it" })
  @IsOptional()
  @MaxLength(256)
  @IsString()
  accountId?: string;
}

export class ProviderTokenDto {
  @ApiProperty({ example: 'corp' })
  @MaxLength(64)
  @IsString()
  providerId: string;

  @ApiPropertyOptional({ description: "The account row's id, when you have several with the provider" })
  @IsOptional()
  @MaxLength(256)
  @IsString()
  accountId?: string;

  @ApiPropertyOptional({ description: 'Whose tokens: only with x-service-key (server-side); otherwise your own' })
  @IsOptional()
  @MaxLength(256)
  @IsString()
  userId?: string;
}

export class AccountInfoQuery {
  @ApiPropertyOptional({ description: "The provider's id for the account (accountId in list-accounts)" })
  @IsOptional()
  @MaxLength(256)
  @IsString()
  accountId?: string;
}

/** The callback's parameters, in the query (GET) or a form post (POST). */
export class OAuthCallbackParams {
  @ApiPropertyOptional() @IsOptional() @MaxLength(4096) @IsString() code?: string;
  @ApiPropertyOptional() @IsOptional() @MaxLength(1024) @IsString() state?: string;
  @ApiPropertyOptional() @IsOptional() @MaxLength(1024) @IsString() error?: string;
  @ApiPropertyOptional() @IsOptional() @MaxLength(4096) @IsString() error_description?: string;
  @ApiPropertyOptional() @IsOptional() @MaxLength(2048) @IsString() iss?: string;
  @ApiPropertyOptional() @IsOptional() @MaxLength(1024) @IsString() device_id?: string;
  @ApiPropertyOptional() @IsOptional() @MaxLength(8192) @IsString() user?: string;
}
