import { defineErrors } from '../../../platform/common/errors/define-errors';

/**
 * `@better-auth/sso`'s provider and domain-verification answers. Where the package writes a message without a
 * code, the code is the message in Better Auth's form (upper case, spaces to underscores).
 */
export const SSO_PROVIDER_ERRORS = defineErrors({
  PROVIDER_NOT_FOUND: { status: 404, message: 'Provider not found' },
  YOU_DONT_HAVE_ACCESS_TO_THIS_PROVIDER: { status: 403, message: "You don't have access to this provider" },
  YOU_ARE_NOT_A_MEMBER_OF_THE_ORGANIZATION: { status: 400, message: 'You are not a member of the organization' },
  YOU_MUST_BE_AN_ORGANIZATION_OWNER_OR_ADMIN_TO_REGISTER_SSO_PROVIDERS: {
    status: 403,
    message: 'You must be an organization owner or admin to register SSO providers',
  },
  YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_SSO_PROVIDERS: {
    status: 403,
    message: 'You have reached the maximum number of SSO providers',
  },
  THIS_PROVIDERID_IS_RESERVED_AND_CANNOT_BE_USED_FOR_AN_SSO_PROVIDER: {
    status: 422,
    message: 'This providerId is reserved and cannot be used for an SSO provider',
  },
  SSO_PROVIDER_WITH_THIS_PROVIDERID_ALREADY_EXISTS: {
    status: 422,
    message: 'SSO provider with this providerId already exists',
  },
  CLIENTSECRET_IS_REQUIRED_WHEN_USING_CLIENT_SECRET_BASIC_OR_CLIENT_SECRET_POST_AUTHENTICATION: {
    status: 400,
    message: 'clientSecret is required when using client_secret_basic or client_secret_post authentication',
  },
  PRIVATE_KEY_JWT_AUTHENTICATION_IS_NOT_SUPPORTED: {
    status: 400,
    message:
      'private_key_jwt authentication requires either a resolvePrivateKey callback or a privateKey in defaultSSO',
  },
  CERT_SOURCE_MISSING: {
    status: 400,
    message:
      'samlConfig requires either a signing certificate (cert or idpMetadata.cert) or an idpMetadata.metadata XML document.',
  },
  SAML_ENTITY_ID_REQUIRED: {
    status: 400,
    message:
      'SAML manual IdP configuration requires idpMetadata.entityID; issuer identifies the service provider and cannot identify the IdP',
  },
  SAML_METADATA_TOO_LARGE: { status: 400, message: 'IdP metadata exceeds maximum allowed size (102400 bytes)' },
  ONE_OF_OIDCCONFIG_OR_SAMLCONFIG_IS_REQUIRED: {
    status: 400,
    message: 'One of oidcConfig or samlConfig is required',
  },
  DOMAIN_VERIFIED: { status: 409, message: 'Domain has already been verified' },
  NO_PENDING_VERIFICATION: { status: 404, message: 'No pending domain verification exists' },
  IDENTIFIER_TOO_LONG: {
    status: 400,
    message: 'Verification identifier exceeds the DNS label limit of 63 characters',
  },
  INVALID_DOMAIN: { status: 400, message: 'Invalid domain' },
  DOMAIN_VERIFICATION_FAILED: { status: 502, message: 'Unable to verify domain ownership. Try again later' },
  SSO_PROVIDER_CHANGED: {
    status: 409,
    message: 'SSO provider changed while domain verification was in progress. Reload the provider and try again',
  },
});
