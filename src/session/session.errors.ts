import { defineErrors } from '../common/errors/define-errors';

export const SESSION_ERRORS = defineErrors({
  SESSION_IS_NOT_FRESH: { status: 403, message: 'Session is not fresh' },
  BANNED_USER: { status: 403, message: 'You have been banned from this application' },
  FAILED_TO_GET_SESSION: { status: 500, message: 'Failed to get session' },
});
