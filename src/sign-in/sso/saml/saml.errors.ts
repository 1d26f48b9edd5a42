import { defineErrors } from '../../../platform/common/errors/define-errors';

/** `@better-auth/sso`'s SAML metadata answers (codes are its messages in Better Auth's form). */
export const SAML_ERRORS = defineErrors({
  NO_PROVIDER_FOUND_FOR_THE_GIVEN_PROVIDERID: { status: 404, message: 'No provider found for the given providerId' },
  INVALID_SAML_CONFIGURATION: { status: 400, message: 'Invalid SAML configuration' },
});
