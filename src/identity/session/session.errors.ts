import { defineErrors } from '../../platform/common/errors/define-errors';

export const SESSION_ERRORS = defineErrors({
  SESSION_IS_NOT_FRESH: { status: 403, message: 'Session is not fresh' },
  BANNED_USER: { status: 403, message: 'You have been banned from this application' },
  /** Impersonation sessions may not change the password or create API keys. */
  NOT_ALLOWED_WHILE_IMPERSONATING: { status: 403, message: 'This action is not allowed while impersonating a user' },
  FAILED_TO_GET_SESSION: { status: 500, message: 'Failed to get session' },
});
