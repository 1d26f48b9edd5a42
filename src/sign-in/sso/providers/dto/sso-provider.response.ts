import { X509Certificate } from 'node:crypto';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { OidcProviderConfig, SamlProviderConfig, SsoProvider } from '../../sso-provider.types';

/** A SAML signing certificate as read, or why it could not be. */
type CertificateSummary =
  { fingerprintSha256: string; notBefore: string; notAfter: string; publicKeyAlgorithm: string } | { error: string };

/** A provider as get-provider, providers and update-provider show it: no client secret, no private key. */
export class SsoProviderView {
  @ApiProperty({ example: 'acme-oidc' })
  providerId: string;

  @ApiProperty({ enum: ['oidc', 'saml'] })
  type: 'oidc' | 'saml';

  @ApiProperty({ example: 'https://idp.acme.example' })
  issuer: string;

  @ApiProperty({ description: 'One e-mail domain, or several joined by commas', example: 'acme.example' })
  domain: string;

  @ApiProperty({ type: String, nullable: true })
  organizationId: string | null;

  @ApiProperty()
  domainVerified: boolean;

  @ApiPropertyOptional({ description: 'Endpoints, scopes and the last four characters of the client id' })
  oidcConfig?: Record<string, unknown>;

  @ApiPropertyOptional({ description: 'Entry point, signing policy and the signing certificates read' })
  samlConfig?: Record<string, unknown>;

  @ApiProperty({ description: 'Where the IdP reads this service provider’s SAML metadata' })
  spMetadataUrl: string;
}

export function toSsoProviderView(provider: SsoProvider, apiBaseUrl: string): SsoProviderView {
  const { oidcConfig, samlConfig } = provider;
  return {
    providerId: provider.providerId,
    type: samlConfig ? 'saml' : 'oidc',
    issuer: provider.issuer,
    domain: provider.domain,
    organizationId: provider.organizationId,
    domainVerified: provider.domainVerified,
    oidcConfig: oidcConfig ? oidcView(oidcConfig) : undefined,
    samlConfig: samlConfig ? samlView(samlConfig) : undefined,
    spMetadataUrl: `${apiBaseUrl}/sso/saml2/sp/metadata?providerId=${encodeURIComponent(provider.providerId)}`,
  };
}

function oidcView(config: OidcProviderConfig): Record<string, unknown> {
  return {
    discoveryEndpoint: config.discoveryEndpoint,
    clientIdLastFour: maskClientId(String(config.clientId ?? '')),
    pkce: config.pkce,
    authorizationEndpoint: config.authorizationEndpoint,
    tokenEndpoint: config.tokenEndpoint,
    userInfoEndpoint: config.userInfoEndpoint,
    jwksEndpoint: config.jwksEndpoint,
    scopes: config.scopes,
    tokenEndpointAuthentication: config.tokenEndpointAuthentication,
  };
}

function samlView(config: SamlProviderConfig & { idpInitiatedCallbackUrl?: string }): Record<string, unknown> {
  const certs = config.idpMetadata?.cert ?? config.cert;
  return {
    entryPoint: config.entryPoint,
    callbackUrl: config.callbackUrl,
    idpInitiatedCallbackUrl: config.idpInitiatedCallbackUrl,
    audience: config.audience,
    wantAssertionsSigned: config.wantAssertionsSigned,
    authnRequestsSigned: config.authnRequestsSigned,
    identifierFormat: config.identifierFormat,
    signatureAlgorithm: config.signatureAlgorithm,
    digestAlgorithm: config.digestAlgorithm,
    certificate: certs === undefined ? undefined : (Array.isArray(certs) ? certs : [certs]).map(summarize),
  };
}

function maskClientId(clientId: string): string {
  return clientId.length <= 4 ? '****' : `****${clientId.slice(-4)}`;
}

function summarize(pem: string): CertificateSummary {
  try {
    const text = pem.includes('-----BEGIN') ? pem : `-----BEGIN CERTIFICATE-----\n${pem}\n-----END CERTIFICATE-----`;
    const cert = new X509Certificate(text);
    return {
      fingerprintSha256: cert.fingerprint256,
      notBefore: cert.validFrom,
      notAfter: cert.validTo,
      publicKeyAlgorithm: cert.publicKey.asymmetricKeyType?.toUpperCase() ?? 'UNKNOWN',
    };
  } catch {
    return { error: 'Failed to parse certificate' };
  }
}
