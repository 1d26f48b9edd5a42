import { ErrorEntry, defineErrors } from '../../platform/common/errors/define-errors';
import { BetterAuthLine } from '../../platform/config/app-config';

/** Better Auth derives most codes from the message; they are kept as it writes them. */
export const AUTH_ERRORS = defineErrors({
  EMAIL_AND_PASSWORD_SIGN_UP_IS_NOT_ENABLED: { status: 400, message: 'Email and password sign up is not enabled' },
  // Better Auth 1.7's code for the same refusal.
  EMAIL_PASSWORD_SIGN_UP_DISABLED: { status: 400, message: 'Email and password sign up is not enabled' },
  EMAIL_AND_PASSWORD_IS_NOT_ENABLED: { status: 400, message: 'Email and password is not enabled' },
  INVALID_PASSWORD: { status: 400, message: 'Invalid password' },
  INVALID_EMAIL_OR_PASSWORD: { status: 401, message: 'Invalid email or password' },
  EMAIL_NOT_VERIFIED: { status: 403, message: 'Email not verified' },
  FAILED_TO_CREATE_SESSION: { status: 400, message: 'Failed to create session' },
  NO_PASSWORD_CREDENTIAL_FOUND: { status: 400, message: 'No password credential found' },
  USER_ALREADY_HAS_A_PASSWORD: { status: 400, message: 'user already has a password' },
  EMAIL_CAN_NOT_BE_UPDATED: { status: 400, message: 'Email can not be updated' },
  NO_FIELDS_TO_UPDATE: { status: 400, message: 'No fields to update' },
  CHANGE_EMAIL_IS_DISABLED: { status: 400, message: 'Change email is disabled' },
  EMAIL_IS_THE_SAME: { status: 400, message: 'Email is the same' },
  EMAIL_MISMATCH: { status: 400, message: 'Email mismatch' },
  EMAIL_IS_ALREADY_VERIFIED: { status: 400, message: 'Email is already verified' },
  INVALID_TOKEN: { status: 400, message: 'Invalid token' },
  TOKEN_EXPIRED: { status: 401, message: 'Token expired' },
  SESSION_EXPIRED_REAUTHENTICATE_TO_PERFORM_THIS_ACTION: {
    status: 400,
    message: 'Session expired. Re-authenticate to perform this action.',
  },
  FAILED_TO_GET_USER_INFO: { status: 404, message: 'Failed to get user info' },
});

/** Sign-up switched off: 1.4 derives the code from the message, 1.7 names it. */
export function signUpDisabledError(line: BetterAuthLine): ErrorEntry {
  return line === '1.4'
    ? AUTH_ERRORS.EMAIL_AND_PASSWORD_SIGN_UP_IS_NOT_ENABLED
    : AUTH_ERRORS.EMAIL_PASSWORD_SIGN_UP_DISABLED;
}
