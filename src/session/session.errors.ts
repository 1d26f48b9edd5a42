import { defineErrors } from '../common/errors/define-errors';

export const SESSION_ERRORS = defineErrors({
  SESSION_IS_NOT_FRESH: { status: 403, message: 'Session is not fresh' },
  FAILED_TO_GET_SESSION: { status: 500, message: 'Failed to get session' },
});
