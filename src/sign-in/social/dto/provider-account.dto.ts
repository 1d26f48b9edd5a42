import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { IsOmittable, IsOmittableBody } from '../../../platform/common/validation/optional';

export class UnlinkAccountDto {
  @ApiProperty({ example: 'corp' })
  @MaxLength(64)
  @IsString()
  providerId: string;

  @ApiPropertyOptional({ description: "The provider's id for the account, when you have several with it" })
  @IsOmittable()
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
  @IsOmittable()
  @MaxLength(256)
  @IsString()
  accountId?: string;

  @ApiPropertyOptional({ description: 'Whose tokens: only with x-service-key (server-side); otherwise your own' })
  @IsOmittable()
  @MaxLength(256)
  @IsString()
  userId?: string;
}

export class AccountInfoQuery {
  @ApiPropertyOptional({ description: "The provider's id for the account (accountId in list-accounts)" })
  @IsOmittable()
  @MaxLength(256)
  @IsString()
  accountId?: string;
}

/** The callback's parameters, in the query (GET) or a form post (POST), which may have no body. */
@IsOmittableBody()
export class OAuthCallbackParams {
  @ApiPropertyOptional() @IsOmittable() @MaxLength(4096) @IsString() code?: string;
  @ApiPropertyOptional() @IsOmittable() @MaxLength(1024) @IsString() state?: string;
  @ApiPropertyOptional() @IsOmittable() @MaxLength(1024) @IsString() error?: string;
  @ApiPropertyOptional() @IsOmittable() @MaxLength(4096) @IsString() error_description?: string;
  @ApiPropertyOptional() @IsOmittable() @MaxLength(2048) @IsString() iss?: string;
  @ApiPropertyOptional() @IsOmittable() @MaxLength(1024) @IsString() device_id?: string;
  @ApiPropertyOptional() @IsOmittable() @MaxLength(8192) @IsString() user?: string;
}
