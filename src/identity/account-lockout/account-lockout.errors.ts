import { defineErrors } from '../../platform/common/errors/define-errors';

export const ACCOUNT_LOCKOUT_ERRORS = defineErrors({
  // Said of the address, not of an account: an address nobody uses is locked just the same.
  TOO_MANY_FAILED_SIGN_IN_ATTEMPTS: {
    status: 429,
    message: 'Too many failed sign-in attempts for this email. Please try again later.',
  },
});
