/** Where the service serves the auth API, below the dashboard's own origin. */
const AUTH_PATH = '/api/auth';

/** Better Auth's prefix of the TXT record that proves a provider's domain. */
const VERIFICATION_PREFIX = '_better-auth-token';

/** The OIDC redirect URI to register at the identity provider. */
export function redirectUri(origin: string, providerId: string): string {
  return `${origin}${AUTH_PATH}/sso/callback/${encodeURIComponent(providerId)}`;
}

/** Our service provider metadata for a SAML identity provider to import. */
export function spMetadataUrl(origin: string, providerId: string): string {
  return `${origin}${AUTH_PATH}/sso/saml2/sp/metadata?providerId=${encodeURIComponent(providerId)}`;
}

/** The SAML assertion consumer service (HTTP-POST) of a provider. */
export function acsUrl(origin: string, providerId: string): string {
  return `${origin}${AUTH_PATH}/sso/saml2/sp/acs/${encodeURIComponent(providerId)}`;
}

/**
 * The entity id proposed for our side of a SAML provider: its metadata URL, unique per provider and
 * resolvable, which is what most identity providers expect an entity id to be.
 */
export function suggestedSpEntityId(origin: string, providerId: string): string {
  return spMetadataUrl(origin, providerId);
}

/** A provider serves one or more e-mail domains, comma-separated. */
export function providerDomains(domain: string): string[] {
  return domain
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part.length > 0);
}

/** The TXT record name to publish under each of the provider's domains. */
export function verificationRecordNames(providerId: string, domain: string): string[] {
  return providerDomains(domain).map((name) => `${VERIFICATION_PREFIX}-${providerId}.${name}`);
}
