import { defineErrors } from '../common/errors/define-errors';

/** Better Auth 1.4 answers these with the code derived from the message, as kept here. */
export const TWO_FACTOR_ERRORS = defineErrors({
  INVALID_CODE: { status: 401, message: 'Invalid code' },
  INVALID_BACKUP_CODE: { status: 401, message: 'Invalid backup code' },
  INVALID_TWO_FACTOR_COOKIE: { status: 401, message: 'Invalid two factor cookie' },
  TOTP_NOT_ENABLED: { status: 400, message: 'TOTP not enabled' },
  TWO_FACTOR_ISNT_ENABLED: { status: 400, message: "Two factor isn't enabled" },
  BACKUP_CODES_ARENT_ENABLED: { status: 400, message: "Backup codes aren't enabled" },
  // The password checks of the two-factor calls answer as Better Auth's own password checks do.
  INVALID_PASSWORD: { status: 400, message: 'Invalid password' },
  NO_PASSWORD_CREDENTIAL_FOUND: { status: 400, message: 'No password credential found' },
  FAILED_TO_CREATE_SESSION: { status: 400, message: 'Failed to create session' },
  FAILED_TO_VERIFY_BACKUP_CODE_PLEASE_TRY_AGAIN: {
    status: 409,
    message: 'Failed to verify backup code. Please try again.',
  },
});
