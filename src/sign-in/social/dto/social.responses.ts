import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { UserResponse } from '../../../identity/user/dto/user.response';

export class SocialRedirectResponse {
  @ApiProperty({ description: "The provider's authorization URL to send the browser to" })
  url: string;

  @ApiProperty({ description: 'false when disableRedirect was set (no Location header then)' })
  redirect: boolean;
}

export class SocialIdTokenSignInResponse {
  @ApiProperty({ example: false })
  redirect: boolean;

  @ApiProperty({ description: 'The session token' })
  token: string;

  @ApiPropertyOptional()
  url?: string;

  @ApiProperty({ type: UserResponse })
  user: UserResponse;
}

export class LinkSocialResponse {
  @ApiProperty({ description: 'The authorization URL, or empty when linked at once with an ID token' })
  url: string;

  @ApiProperty()
  redirect: boolean;

  @ApiPropertyOptional({ description: 'true when linked at once with an ID token' })
  status?: boolean;
}

export class SocialProviderResponse {
  @ApiProperty({ example: 'corp' })
  id: string;

  @ApiProperty({ example: 'Corporate sign-in' })
  name: string;
}

export class SignUpSettingResponse {
  @ApiProperty({
    enum: ['open', 'domains', 'closed'],
    description: 'SIGN_UP: anyone, addresses at `domains` only, or nobody may create their own account',
  })
  policy: 'open' | 'domains' | 'closed';

  @ApiProperty({ type: [String], example: ['corp.example'], description: 'The domains of SIGN_UP=domains' })
  domains: string[];
}

export class SocialProvidersResponse {
  @ApiProperty({ type: [SocialProviderResponse] })
  providers: SocialProviderResponse[];

  @ApiProperty({
    type: SignUpSettingResponse,
    description: 'Whether a sign-in page offers to create an account (an invited address may sign up whatever it says)',
  })
  signUp: SignUpSettingResponse;
}

export class AccessTokenResponse {
  @ApiProperty()
  accessToken: string;

  @ApiPropertyOptional({ type: String, format: 'date-time' })
  accessTokenExpiresAt?: Date;

  @ApiProperty({ type: [String] })
  scopes: string[];

  @ApiPropertyOptional()
  idToken?: string;
}

export class RefreshTokenResponse {
  @ApiProperty({ nullable: true, type: String }) accessToken: string | null;
  @ApiProperty({ nullable: true, type: String }) refreshToken: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) accessTokenExpiresAt: Date | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) refreshTokenExpiresAt: Date | null;
  @ApiProperty({ nullable: true, type: String, description: 'Comma-joined scopes' }) scope: string | null;
  @ApiProperty({ nullable: true, type: String }) idToken: string | null;
  @ApiProperty() providerId: string;
  @ApiProperty() accountId: string;
}

class AccountInfoUser {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String }) email: string | null;
  @ApiProperty({ nullable: true, type: String }) image: string | null;
  @ApiProperty() emailVerified: boolean;
}

export class AccountInfoResponse {
  @ApiProperty({ type: AccountInfoUser })
  user: AccountInfoUser;

  @ApiProperty({ description: 'Everything the provider said about the user', type: Object, additionalProperties: true })
  data: Record<string, unknown>;
}
