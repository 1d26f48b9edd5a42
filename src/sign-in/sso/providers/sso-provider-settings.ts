import { AuthError } from '../../../platform/common/errors/auth-error';
import { OidcProviderConfig, SamlProviderConfig } from '../sso-provider.types';
import { RegisterSsoProviderDto } from './dto/register-sso-provider.dto';
import { OidcConfigDto, SamlConfigDto } from './dto/sso-config.dto';
import { discoverOidc, discoveryUrlOf } from './outbound/oidc-discovery';
import { OutboundRefusal } from './outbound/outbound-refusal';
import { discoveryFailure } from './outbound/discovery-failure';
import { SsoOutboundFetch } from './outbound/sso-outbound-fetch';
import { SAML_METADATA_MAX_BYTES } from './sso-provider.constants';
import { SSO_PROVIDER_ERRORS } from './sso-providers.errors';

/**
 * The OIDC settings stored for a registration: endpoints the caller named must pass the SSRF guard, the rest come
 * from the issuer's discovery document (unless `skipDiscovery`), PKCE is on unless turned off.
 */
export async function oidcSettings(
  outbound: SsoOutboundFetch,
  body: RegisterSsoProviderDto,
  given: OidcConfigDto,
): Promise<OidcProviderConfig> {
  try {
    for (const name of ENDPOINTS) if (given[name]) outbound.check(given[name], name);
    const endpoints = given.skipDiscovery
      ? {
          issuer: body.issuer,
          discoveryEndpoint: given.discoveryEndpoint ?? discoveryUrlOf(body.issuer),
          authorizationEndpoint: given.authorizationEndpoint,
          tokenEndpoint: given.tokenEndpoint,
          jwksEndpoint: given.jwksEndpoint,
          userInfoEndpoint: given.userInfoEndpoint,
          tokenEndpointAuthentication: given.tokenEndpointAuthentication ?? 'client_secret_basic',
        }
      : await discoverOidc(outbound, body.issuer, given);
    const settings: OidcProviderConfig = {
      ...endpoints,
      clientId: given.clientId,
      clientSecret: given.clientSecret,
      pkce: given.pkce ?? true,
      scopes: given.scopes,
      mapping: given.mapping,
      overrideUserInfo: body.overrideUserInfo ?? false,
    };
    if (settings.tokenEndpointAuthentication === 'private_key_jwt') {
      // Signing client assertions needs a private key this service has no place to keep.
      throw new AuthError(SSO_PROVIDER_ERRORS.PRIVATE_KEY_JWT_AUTHENTICATION_IS_NOT_SUPPORTED);
    }
    if (!settings.clientSecret) {
      throw new AuthError(
        SSO_PROVIDER_ERRORS.CLIENTSECRET_IS_REQUIRED_WHEN_USING_CLIENT_SECRET_BASIC_OR_CLIENT_SECRET_POST_AUTHENTICATION,
      );
    }
    return settings;
  } catch (error) {
    if (error instanceof OutboundRefusal) throw discoveryFailure(error);
    throw error;
  }
}

const ENDPOINTS = [
  'authorizationEndpoint',
  'tokenEndpoint',
  'userInfoEndpoint',
  'jwksEndpoint',
  'discoveryEndpoint',
] as const;

/**
 * The SAML settings stored for a registration: responses can only be trusted against a signing certificate,
 * so one must come from the metadata XML or `cert`; without metadata the IdP is named by its entity id.
 */
export function samlSettings(body: RegisterSsoProviderDto, given: SamlConfigDto): SamlProviderConfig {
  const metadata = given.idpMetadata.metadata;
  if (metadata && Buffer.byteLength(metadata) > SAML_METADATA_MAX_BYTES) {
    throw new AuthError(SSO_PROVIDER_ERRORS.SAML_METADATA_TOO_LARGE);
  }
  if (!metadata && given.idpMetadata.cert === undefined && given.cert === undefined) {
    throw new AuthError(SSO_PROVIDER_ERRORS.CERT_SOURCE_MISSING);
  }
  if (!metadata && !given.idpMetadata.entityID) throw new AuthError(SSO_PROVIDER_ERRORS.SAML_ENTITY_ID_REQUIRED);
  return {
    issuer: body.issuer,
    entryPoint: given.entryPoint,
    cert: given.cert,
    audience: given.audience,
    callbackUrl: given.callbackUrl,
    idpMetadata: { ...given.idpMetadata },
    spMetadata: given.spMetadata ? { ...given.spMetadata } : undefined,
    wantAssertionsSigned: given.wantAssertionsSigned,
    authnRequestsSigned: given.authnRequestsSigned,
    signatureAlgorithm: given.signatureAlgorithm,
    digestAlgorithm: given.digestAlgorithm,
    identifierFormat: given.identifierFormat,
    mapping: given.mapping,
  };
}
