import { Injectable } from '@nestjs/common';
import { AuthError } from '../../platform/common/errors/auth-error';
import { AppConfig } from '../../platform/config/app-config';
import { isValidEmail, normalizeEmail } from './email-address';
import { USER_ERRORS } from './user.errors';

/** The address and password rules for every path that sets one: sign-up, resets, administrators. */
@Injectable()
export class AccountRules {
  constructor(private readonly config: AppConfig) {}

  /** The address lowercased, or INVALID_EMAIL. */
  acceptableEmail(email: string): string {
    if (!isValidEmail(email)) throw new AuthError(USER_ERRORS.INVALID_EMAIL);
    return normalizeEmail(email);
  }

  /** Throws PASSWORD_TOO_SHORT or PASSWORD_TOO_LONG; checked before any hashing. */
  assertAcceptablePassword(password: string): void {
    const { minPasswordLength, maxPasswordLength } = this.config.emailAndPassword;
    if (password.length < minPasswordLength) throw new AuthError(USER_ERRORS.PASSWORD_TOO_SHORT);
    if (password.length > maxPasswordLength) throw new AuthError(USER_ERRORS.PASSWORD_TOO_LONG);
  }
}
