import { defineErrors } from '../../../platform/common/errors/define-errors';

/**
 * Why single sign-on refused someone. The refusals a callback meets travel as `?error=<code>` on the redirect;
 * the request's own errors are Better Auth's (codes derived from its messages).
 */
export const SSO_SIGN_IN_ERRORS = defineErrors({
  EMAIL_ORGANIZATIONSLUG_DOMAIN_OR_PROVIDERID_IS_REQUIRED: {
    status: 400,
    message: 'email, organizationSlug, domain or providerId is required',
  },
  NO_PROVIDER_FOUND_FOR_THE_ISSUER: { status: 404, message: 'No provider found for the issuer' },
  PROVIDER_DOMAIN_HAS_NOT_BEEN_VERIFIED: { status: 401, message: 'Provider domain has not been verified' },
  /** The IdP named an address outside the domain its provider holds, so it may not create or sign in anyone. */
  EMAIL_OUTSIDE_PROVIDER_DOMAIN: {
    status: 403,
    message: "The identity provider asserted an e-mail address outside its provider's domain",
  },
  OIDC_PROVIDER_IS_NOT_CONFIGURED: { status: 400, message: 'OIDC provider is not configured' },
  SAML_PROVIDER_IS_NOT_CONFIGURED: { status: 400, message: 'SAML provider is not configured' },
  SAML_SIGN_IN_NOT_AVAILABLE: { status: 501, message: 'SAML sign-in is not available on this service' },
  SCIM_USER_NOT_ACTIVE: {
    status: 403,
    message: 'The identity is not an active provisioned user of the organization',
  },
});
