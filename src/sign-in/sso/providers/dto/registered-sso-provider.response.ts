import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SsoProviderView } from './sso-provider.response';

/** What register answers: the stored provider with its settings, as `@better-auth/sso` answers it. */
export class RegisteredSsoProviderResponse {
  @ApiProperty()
  id: string;

  @ApiProperty({ example: 'acme-oidc' })
  providerId: string;

  @ApiProperty({ example: 'https://idp.acme.example' })
  issuer: string;

  @ApiProperty({ example: 'acme.example' })
  domain: string;

  @ApiProperty({ type: String, nullable: true })
  organizationId: string | null;

  @ApiProperty({ type: String, nullable: true })
  userId: string | null;

  @ApiProperty({ example: false })
  domainVerified: boolean;

  @ApiProperty({ type: Object, nullable: true, description: 'Discovered endpoints, client id, pkce, mapping' })
  oidcConfig: Record<string, unknown> | null;

  @ApiProperty({ type: Object, nullable: true })
  samlConfig: Record<string, unknown> | null;

  @ApiProperty({ example: 'http://localhost:3000/api/auth/sso/callback/acme-oidc' })
  redirectURI: string;

  @ApiPropertyOptional({ description: 'Publish it as the TXT record _better-auth-token-{providerId}.{domain}' })
  domainVerificationToken?: string;
}

export class SsoProviderListResponse {
  @ApiProperty({ type: [SsoProviderView] })
  providers: SsoProviderView[];
}

export class DomainVerificationTokenResponse {
  @ApiProperty({ example: 'h3Jk9sQ2mZ7pX1vB4nC8dF6g' })
  domainVerificationToken: string;
}
