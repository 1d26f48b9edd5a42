import { defineErrors } from '../../platform/common/errors/define-errors';

export const USER_ERRORS = defineErrors({
  USER_NOT_FOUND: { status: 404, message: 'User not found' },
  INVALID_EMAIL: { status: 400, message: 'Invalid email' },
  PASSWORD_TOO_SHORT: { status: 400, message: 'Password too short' },
  PASSWORD_TOO_LONG: { status: 400, message: 'Password too long' },
  USER_ALREADY_EXISTS: { status: 422, message: 'User already exists.' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { status: 422, message: 'User already exists. Use another email.' },
  FAILED_TO_CREATE_USER: { status: 422, message: 'Failed to create user' },
  FAILED_TO_UPDATE_USER: { status: 500, message: 'Failed to update user' },
  // Additional fields answer with their own name in code and message, as `DEPARTMENT_IS_REQUIRED`.
  FIELD_IS_REQUIRED: { status: 400, message: 'Field is required' },
  // The service's own: SIGN_UP=domains refuses an address at a domain it does not list.
  EMAIL_DOMAIN_NOT_ALLOWED: { status: 400, message: 'Sign-up is open only to e-mail addresses at the listed domains' },
});
