import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsBoolean, IsIn, IsObject, IsString, MaxLength, MinLength } from 'class-validator';
import { IsOmittable } from '../../../../platform/common/validation/optional';
import { CreateOAuthClientDto } from './create-oauth-client.dto';

/** `POST /admin/oauth2/create-client`: the session fields, and those only an administrator sets. */
export class AdminCreateOAuthClientDto extends CreateOAuthClientDto {
  @ApiPropertyOptional({
    type: [String],
    description: 'Scopes a client_credentials token may carry (not openid, profile, email, offline_access)',
    example: ['api:read'],
  })
  @IsOmittable()
  @MinLength(1, { each: true })
  @MaxLength(256, { each: true })
  @IsString({ each: true })
  @IsArray()
  client_credentials_scopes?: string[];

  @ApiPropertyOptional({ description: 'Accepted and ignored: secrets made here never expire (0)', example: 0 })
  @IsOmittable()
  client_secret_expires_at?: string | number;

  @ApiPropertyOptional({ description: 'Trusted first-party client: no consent page' })
  @IsOmittable()
  @IsBoolean()
  skip_consent?: boolean;

  @ApiPropertyOptional({ description: 'May end the user’s session (RP-initiated logout); adds `sid` to ID tokens' })
  @IsOmittable()
  @IsBoolean()
  enable_end_session?: boolean;

  @ApiPropertyOptional({ description: 'false lets a confidential client skip PKCE (default: required)' })
  @IsOmittable()
  @IsBoolean()
  require_pkce?: boolean;

  @ApiPropertyOptional({ enum: ['public', 'pairwise'] })
  @IsOmittable()
  @IsIn(['public', 'pairwise'])
  subject_type?: string;

  @ApiPropertyOptional({ type: Object, description: 'Free-form fields echoed with the client' })
  @IsOmittable()
  @IsObject()
  metadata?: Record<string, unknown>;
}
