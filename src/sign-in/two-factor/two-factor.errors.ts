import { defineErrors } from '../../platform/common/errors/define-errors';
import { BetterAuthLine } from '../../platform/config/app-config';

/**
 * Better Auth 1.4 answers these with the code derived from the message; 1.7 with its error table's key,
 * so a message whose derived code differs has an entry under each code.
 */
export const TWO_FACTOR_ERRORS = defineErrors({
  INVALID_CODE: { status: 401, message: 'Invalid code' },
  INVALID_BACKUP_CODE: { status: 401, message: 'Invalid backup code' },
  INVALID_TWO_FACTOR_COOKIE: { status: 401, message: 'Invalid two factor cookie' },
  TOTP_NOT_ENABLED: { status: 400, message: 'TOTP not enabled' },
  TOTP_ALREADY_ENABLED: { status: 400, message: 'TOTP is already enabled' },
  OTP_HAS_EXPIRED: { status: 400, message: 'OTP has expired' },
  TWO_FACTOR_ISNT_ENABLED: { status: 400, message: "Two factor isn't enabled" },
  TWO_FACTOR_NOT_ENABLED: { status: 400, message: "Two factor isn't enabled" },
  BACKUP_CODES_ARENT_ENABLED: { status: 400, message: "Backup codes aren't enabled" },
  BACKUP_CODES_NOT_ENABLED: { status: 400, message: "Backup codes aren't enabled" },
  TOO_MANY_ATTEMPTS_PLEASE_REQUEST_A_NEW_CODE: {
    status: 400,
    message: 'Too many attempts. Please request a new code.',
  },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: { status: 400, message: 'Too many attempts. Please request a new code.' },
  // The password checks of the two-factor calls answer as Better Auth's own password checks do.
  INVALID_PASSWORD: { status: 400, message: 'Invalid password' },
  NO_PASSWORD_CREDENTIAL_FOUND: { status: 400, message: 'No password credential found' },
  FAILED_TO_CREATE_SESSION: { status: 400, message: 'Failed to create session' },
  FAILED_TO_VERIFY_BACKUP_CODE_PLEASE_TRY_AGAIN: {
    status: 409,
    message: 'Failed to verify backup code. Please try again.',
  },
});

/** The entries whose wire code depends on the line the service answers as. */
export function lineErrors(line: BetterAuthLine) {
  const is14 = line === '1.4';
  return {
    twoFactorNotEnabled: is14 ? TWO_FACTOR_ERRORS.TWO_FACTOR_ISNT_ENABLED : TWO_FACTOR_ERRORS.TWO_FACTOR_NOT_ENABLED,
    backupCodesNotEnabled: is14
      ? TWO_FACTOR_ERRORS.BACKUP_CODES_ARENT_ENABLED
      : TWO_FACTOR_ERRORS.BACKUP_CODES_NOT_ENABLED,
    tooManyOtpAttempts: is14
      ? TWO_FACTOR_ERRORS.TOO_MANY_ATTEMPTS_PLEASE_REQUEST_A_NEW_CODE
      : TWO_FACTOR_ERRORS.TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE,
  };
}
