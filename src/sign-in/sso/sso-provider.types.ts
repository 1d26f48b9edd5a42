/** Which IdP claims (OIDC) or attributes (SAML) fill the user's fields, by name. */
export interface SsoAttributeMapping {
  email?: string;
  emailVerified?: string;
  name?: string;
  image?: string;
  firstName?: string;
  lastName?: string;
  extraFields?: Record<string, string>;
}

/** An OIDC provider's settings, as `ssoProvider.oidcConfig` stores them (JSON text). */
export interface OidcProviderConfig {
  issuer: string;
  pkce: boolean;
  clientId: string;
  clientSecret?: string;
  discoveryEndpoint: string;
  authorizationEndpoint?: string;
  tokenEndpoint?: string;
  userInfoEndpoint?: string;
  jwksEndpoint?: string;
  tokenEndpointAuthentication?: 'client_secret_post' | 'client_secret_basic' | 'private_key_jwt';
  scopes?: string[];
  overrideUserInfo?: boolean;
  mapping?: SsoAttributeMapping;
}

/** The IdP's side of a SAML provider: its metadata XML, or its entity id, SSO URL and certificates. */
interface SamlIdentityProviderMetadata {
  metadata?: string;
  entityID?: string;
  cert?: string | string[];
  singleSignOnService?: { Binding: string; Location: string }[];
}

/** A SAML provider's settings, as `ssoProvider.samlConfig` stores them (JSON text). */
export interface SamlProviderConfig {
  issuer: string;
  entryPoint: string;
  cert?: string | string[];
  audience?: string;
  callbackUrl?: string;
  idpMetadata: SamlIdentityProviderMetadata;
  spMetadata?: { metadata?: string; entityID?: string; binding?: string };
  wantAssertionsSigned?: boolean;
  authnRequestsSigned?: boolean;
  signatureAlgorithm?: string;
  digestAlgorithm?: string;
  identifierFormat?: string;
  mapping?: SsoAttributeMapping;
}

/** A row of `ssoProvider`, its JSON columns parsed. */
export interface SsoProvider {
  id: string;
  providerId: string;
  issuer: string;
  domain: string;
  organizationId: string | null;
  userId: string | null;
  domainVerified: boolean;
  oidcConfig: OidcProviderConfig | null;
  samlConfig: SamlProviderConfig | null;
}

/** Who the IdP says signed in, mapped to the user's fields; `subject` is the OIDC `sub` or the SAML NameID. */
export interface SsoIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
  image?: string | null;
}

/** Where the browser goes once the IdP answers, as `POST /sign-in/sso` received it. */
export interface SsoReturnUrls {
  callbackURL: string;
  errorCallbackURL?: string;
  newUserCallbackURL?: string;
}
