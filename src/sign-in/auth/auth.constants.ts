/** Reset tokens are 24 letters and digits, as Better Auth makes them. */
export const RESET_TOKEN_LENGTH = 24;
export const DELETE_TOKEN_LENGTH = 32;
export const RESET_IDENTIFIER_PREFIX = 'reset-password:';
export const DELETE_IDENTIFIER_PREFIX = 'delete-account-';
export const EMAIL_TOKEN_IDENTIFIER_PREFIX = 'email-verification:';
export const RESET_REQUESTED_MESSAGE = 'If this email exists in our system, check your email for the reset link';
export const DEFAULT_CALLBACK_URL = '/';
export const CHANGE_EMAIL_VERIFICATION = 'change-email-verification';
