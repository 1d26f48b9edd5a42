import { OidcProviderConfig } from '../../sso-provider.types';
import { OutboundRefusal } from './outbound-refusal';
import { SsoOutboundFetch } from './sso-outbound-fetch';

type TokenEndpointAuthentication = NonNullable<OidcProviderConfig['tokenEndpointAuthentication']>;

/** The endpoints a registration may name itself; discovery fills the rest. */
export type OidcEndpoints = Pick<
  OidcProviderConfig,
  | 'discoveryEndpoint'
  | 'authorizationEndpoint'
  | 'tokenEndpoint'
  | 'jwksEndpoint'
  | 'userInfoEndpoint'
  | 'tokenEndpointAuthentication'
>;

export type DiscoveredOidc = Required<Omit<OidcEndpoints, 'userInfoEndpoint'>> &
  Pick<OidcEndpoints, 'userInfoEndpoint'> & { issuer: string };

const REQUIRED_FIELDS = ['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const;
const DOCUMENT_MAX_BYTES = 256 * 1024;

/** `{issuer}/.well-known/openid-configuration`, a trailing slash of the issuer dropped. */
export function discoveryUrlOf(issuer: string): string {
  return `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
}

/**
 * Fetches the issuer's discovery document through the guarded fetch and reads the endpoints from it, as
 * `@better-auth/sso` does at registration: the document's issuer must be the one configured (a trailing slash
 * aside), relative endpoints are read against the issuer, and endpoints given by the caller win.
 */
export async function discoverOidc(
  outbound: SsoOutboundFetch,
  issuer: string,
  given: Partial<OidcEndpoints>,
): Promise<DiscoveredOidc> {
  const discoveryEndpoint = given.discoveryEndpoint || discoveryUrlOf(issuer);
  const document = await fetchDocument(outbound, discoveryEndpoint);
  const missing = REQUIRED_FIELDS.filter((field) => typeof document[field] !== 'string' || !document[field]);
  if (missing.length > 0) {
    throw new OutboundRefusal(
      'discovery_incomplete',
      `Discovery document is missing required fields: ${missing.join(', ')}`,
    );
  }
  const discoveredIssuer = document.issuer as string;
  if (discoveredIssuer.replace(/\/$/, '') !== issuer.replace(/\/$/, '')) {
    throw new OutboundRefusal(
      'issuer_mismatch',
      `Discovered issuer "${discoveredIssuer}" does not match configured issuer "${issuer}"`,
    );
  }
  const endpoint = (name: string) => normalizeEndpoint(outbound, name, document[name], issuer);
  const userInfo = typeof document.userinfo_endpoint === 'string' ? endpoint('userinfo_endpoint') : undefined;
  return {
    issuer: discoveredIssuer,
    discoveryEndpoint,
    authorizationEndpoint: given.authorizationEndpoint ?? endpoint('authorization_endpoint'),
    tokenEndpoint: given.tokenEndpoint ?? endpoint('token_endpoint'),
    jwksEndpoint: given.jwksEndpoint ?? endpoint('jwks_uri'),
    userInfoEndpoint: given.userInfoEndpoint ?? userInfo,
    tokenEndpointAuthentication:
      given.tokenEndpointAuthentication ?? tokenEndpointAuthentication(document.token_endpoint_auth_methods_supported),
  };
}

async function fetchDocument(outbound: SsoOutboundFetch, url: string): Promise<Record<string, unknown>> {
  const response = await outbound.fetch(url, {
    endpoint: 'discoveryEndpoint',
    headers: { accept: 'application/json' },
    maxBytes: DOCUMENT_MAX_BYTES,
  });
  if (response.status === 404) throw new OutboundRefusal('discovery_not_found', 'Discovery endpoint not found');
  if (response.status === 408) throw new OutboundRefusal('discovery_timeout', 'Discovery request timed out');
  if (!response.ok) {
    throw new OutboundRefusal(
      'discovery_unexpected_error',
      `Unexpected discovery error: ${response.status} ${response.statusText}`,
    );
  }
  let document: unknown;
  try {
    document = JSON.parse(await response.text());
  } catch {
    throw new OutboundRefusal('discovery_invalid_json', 'Discovery endpoint returned invalid JSON');
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    throw new OutboundRefusal('discovery_invalid_json', 'Discovery endpoint returned invalid JSON');
  }
  return document as Record<string, unknown>;
}

/**
 * An endpoint of the document as an absolute URL. A document may send the browser or the service anywhere it
 * likes, so each endpoint passes the same host rule as the discovery URL: a private host must be trusted.
 */
function normalizeEndpoint(outbound: SsoOutboundFetch, name: string, value: unknown, issuer: string): string {
  const raw = String(value);
  let url: string;
  try {
    url = new URL(raw).toString();
  } catch {
    const base = new URL(issuer);
    url = new URL(`${base.pathname.replace(/\/+$/, '')}/${raw.replace(/^\/+/, '')}`, base.origin).toString();
  }
  try {
    return outbound.check(url, name).toString();
  } catch (error) {
    if (!(error instanceof OutboundRefusal) || error.code !== 'discovery_private_host') throw error;
    throw new OutboundRefusal(
      'discovery_untrusted_origin',
      `The ${name} "${url}" is not trusted by your trusted origins configuration.`,
    );
  }
}

/** The package's choice: client_secret_basic when offered (or nothing is said), then post, then private_key_jwt. */
function tokenEndpointAuthentication(supported: unknown): TokenEndpointAuthentication {
  const methods = Array.isArray(supported) ? supported : [];
  if (methods.length === 0 || methods.includes('client_secret_basic')) return 'client_secret_basic';
  if (methods.includes('client_secret_post')) return 'client_secret_post';
  if (methods.includes('private_key_jwt')) return 'private_key_jwt';
  return 'client_secret_basic';
}
