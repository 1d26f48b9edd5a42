import { defineErrors } from '../../platform/common/errors/define-errors';

/**
 * Better Auth's social sign-in and linked-account errors (codes derived from its messages), and
 * one entry per way an ID token or a provider's key set can fail, so each says what went wrong.
 */
export const SOCIAL_ERRORS = defineErrors({
  PROVIDER_NOT_FOUND: { status: 404, message: 'Provider not found' },
  ID_TOKEN_NOT_SUPPORTED: { status: 404, message: 'id_token not supported' },
  USER_EMAIL_NOT_FOUND: { status: 401, message: 'User email not found' },
  ACCOUNT_NOT_LINKED: { status: 401, message: 'account not linked' },
  // A new user by ID token while sign-up is closed: 1.4 derives the code from the message, 1.7 names it.
  SIGNUP_DISABLED: { status: 401, message: 'signup disabled' },
  OAUTH_LINK_ERROR: { status: 401, message: 'signup disabled' },
  ACCOUNT_NOT_LINKED__LINKING_NOT_ALLOWED: { status: 401, message: 'Account not linked - linking not allowed' },
  ACCOUNT_NOT_LINKED__DIFFERENT_EMAILS_NOT_ALLOWED: {
    status: 401,
    message: 'Account not linked - different emails not allowed',
  },
  ACCOUNT_NOT_LINKED__UNABLE_TO_CREATE_ACCOUNT: {
    status: 417,
    message: 'Account not linked - unable to create account',
  },
  SOCIAL_ACCOUNT_ALREADY_LINKED: { status: 400, message: 'Social account already linked' },
  YOU_CANT_UNLINK_YOUR_LAST_ACCOUNT: { status: 400, message: "You can't unlink your last account" },
  ACCOUNT_NOT_FOUND: { status: 400, message: 'Account not found' },
  PROVIDER_IS_NOT_SUPPORTED: { status: 400, message: 'Provider {providerId} is not supported.' },
  REFRESH_TOKEN_NOT_FOUND: { status: 400, message: 'Refresh token not found' },
  ACCESS_TOKEN_NOT_FOUND: { status: 400, message: 'Access token not found' },
  FAILED_TO_REFRESH_ACCESS_TOKEN: { status: 400, message: 'Failed to refresh access token' },
  FAILED_TO_GET_A_VALID_ACCESS_TOKEN: { status: 400, message: 'Failed to get a valid access token' },
  EITHER_USERID_OR_SESSION_IS_REQUIRED: { status: 400, message: 'Either userId or session is required' },
  ID_TOKEN_INVALID: { status: 401, message: 'Invalid token: the ID token is not a well-formed signed JWT' },
  ID_TOKEN_EXPIRED: { status: 401, message: 'Token expired: the ID token is past its expiry time' },
  ID_TOKEN_CLAIM_VALIDATION_FAILED: {
    status: 401,
    message: 'Claim validation failed: the ID token was not issued for this service',
  },
  ID_TOKEN_SIGNATURE_VERIFICATION_FAILED: {
    status: 401,
    message: 'Signature verification failed: the ID token was not signed by the provider',
  },
  ID_TOKEN_UNSUPPORTED_ALG: {
    status: 401,
    message: 'Unsupported alg: the ID token is signed with an algorithm that is not accepted',
  },
  ID_TOKEN_NO_MATCHING_KEY: {
    status: 401,
    message: "No matching key: the provider's key set has no key for this ID token",
  },
  KEY_SET_MALFORMED: { status: 502, message: "Malformed key set: the provider's JSON Web Key Set is not valid" },
  KEY_SET_FETCH_FAILED: { status: 502, message: "Expected 200 OK from the provider's key set fetch" },
  KEY_SET_FETCH_TIMEOUT: { status: 504, message: "The provider's key set fetch timed out" },
  PROVIDER_UNAVAILABLE: { status: 502, message: 'The identity provider could not be reached' },
});
