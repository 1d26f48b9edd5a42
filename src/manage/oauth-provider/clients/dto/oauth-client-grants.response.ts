import { ApiProperty } from '@nestjs/swagger';

class ClientConsentResponse {
  @ApiProperty()
  id: string;

  @ApiProperty({ type: String, nullable: true })
  userId: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Null when the user no longer exists' })
  name: string | null;

  @ApiProperty({ type: String, nullable: true })
  email: string | null;

  @ApiProperty({ type: [String], example: ['openid', 'email'] })
  scopes: string[];

  @ApiProperty()
  createdAt: Date;
}

class ClientTokensResponse {
  @ApiProperty({ description: 'Access tokens neither revoked nor expired', example: 3 })
  activeAccessTokens: number;

  @ApiProperty({ description: 'Refresh tokens neither revoked, rotated nor expired', example: 1 })
  activeRefreshTokens: number;

  @ApiProperty({ type: Date, nullable: true, description: 'When the last access token was issued' })
  lastIssuedAt: Date | null;
}

/** Who consented to a client, and its live tokens. */
export class OAuthClientGrantsResponse {
  @ApiProperty({ type: [ClientConsentResponse] })
  consents: ClientConsentResponse[];

  @ApiProperty({ type: ClientTokensResponse })
  tokens: ClientTokensResponse;
}
