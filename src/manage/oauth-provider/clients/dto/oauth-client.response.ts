import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** A client as RFC 7591 writes it; fields without a value are left out, free-form metadata fields sit beside them. */
export class OAuthClientResponse {
  @ApiProperty({ example: 'aBcDeFgHiJkLmNoPqRsTuVwXyZaBcDeF' })
  client_id: string;

  @ApiPropertyOptional({ description: 'Only when created or rotated: shown once, stored hashed' })
  client_secret?: string;

  @ApiPropertyOptional({ description: 'Set for confidential clients: 0, the secret never expires', example: 0 })
  client_secret_expires_at?: number;

  @ApiPropertyOptional({ example: 'openid profile email' })
  scope?: string;

  @ApiPropertyOptional()
  user_id?: string;

  @ApiPropertyOptional({ description: 'Seconds since the epoch' })
  client_id_issued_at?: number;

  @ApiPropertyOptional()
  client_name?: string;

  @ApiPropertyOptional({ type: [String] })
  redirect_uris: string[];

  @ApiPropertyOptional({ type: [String] })
  post_logout_redirect_uris?: string[];

  @ApiPropertyOptional({ example: 'client_secret_basic' })
  token_endpoint_auth_method?: string;

  @ApiPropertyOptional({ type: [String] })
  grant_types?: string[];

  @ApiPropertyOptional({ type: [String] })
  response_types?: string[];

  @ApiPropertyOptional({ enum: ['web', 'native'] })
  application_type?: string;

  @ApiPropertyOptional()
  disabled?: boolean;

  @ApiPropertyOptional()
  skip_consent?: boolean;

  @ApiPropertyOptional()
  enable_end_session?: boolean;

  @ApiPropertyOptional()
  require_pkce?: boolean;

  @ApiPropertyOptional({ enum: ['EdDSA', 'RS256'] })
  id_token_signed_response_alg?: string;

  @ApiPropertyOptional({ type: [String], description: 'Administrators’ endpoints only' })
  client_credentials_scopes?: string[];
}
