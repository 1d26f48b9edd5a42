import { Injectable } from '@nestjs/common';
import { AuthError } from '../common/errors/auth-error';
import { hashPassword, verifyPassword } from '../common/crypto/password-hasher';
import { AppConfig } from '../config/app-config';
import { UserService } from '../user/user.service';
import { AUTH_ERRORS } from './auth.errors';

/** Length rules and hashing for every path that sets or checks a password. */
@Injectable()
export class PasswordPolicy {
  constructor(private readonly config: AppConfig, private readonly users: UserService) {}

  /** Throws PASSWORD_TOO_SHORT or PASSWORD_TOO_LONG; checked before any hashing. */
  assertAcceptable(password: string): void {
    const { minPasswordLength, maxPasswordLength } = this.config.emailAndPassword;
    if (password.length < minPasswordLength) throw new AuthError(AUTH_ERRORS.PASSWORD_TOO_SHORT);
    if (password.length > maxPasswordLength) throw new AuthError(AUTH_ERRORS.PASSWORD_TOO_LONG);
  }

  hash(password: string): Promise<string> {
    return hashPassword(password);
  }

  /** Checks the user's current password: NO_PASSWORD_CREDENTIAL_FOUND or INVALID_PASSWORD when it fails. */
  async assertCurrentPassword(userId: string, password: string): Promise<void> {
    const account = await this.users.findCredentialAccount(userId);
    if (!account?.password) throw new AuthError(AUTH_ERRORS.NO_PASSWORD_CREDENTIAL_FOUND);
    if (!(await verifyPassword(account.password, password))) throw new AuthError(AUTH_ERRORS.INVALID_PASSWORD);
  }
}
