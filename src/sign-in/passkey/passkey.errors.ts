import { defineErrors } from '../../platform/common/errors/define-errors';

/** Better Auth's passkey plugin messages. */
export const PASSKEY_ERRORS = defineErrors({
  CHALLENGE_NOT_FOUND: { status: 400, message: 'Challenge not found' },
  YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY: {
    status: 401,
    message: 'You are not allowed to register this passkey',
  },
  // Better Auth answers 500 here; a response that does not verify is the caller's input, so 400.
  FAILED_TO_VERIFY_REGISTRATION: { status: 400, message: 'Failed to verify registration' },
  PASSKEY_NOT_FOUND: { status: 404, message: 'Passkey not found' },
  AUTHENTICATION_FAILED: { status: 400, message: 'Authentication failed' },
});
