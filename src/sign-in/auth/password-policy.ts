import { Injectable } from '@nestjs/common';
import { AuthError } from '../../platform/common/errors/auth-error';
import { PasswordHasher } from '../../platform/runtime/crypto/password-hashing';
import { AccountRules } from '../../identity/user/account-rules';
import { UserService } from '../../identity/user/user.service';
import { AUTH_ERRORS } from './auth.errors';

/** Length rules and hashing for every auth path that sets or checks a password. */
@Injectable()
export class PasswordPolicy {
  constructor(
    private readonly rules: AccountRules,
    private readonly users: UserService,
    private readonly hasher: PasswordHasher,
  ) {}

  /** Throws PASSWORD_TOO_SHORT or PASSWORD_TOO_LONG; checked before any hashing. */
  assertAcceptable(password: string): void {
    this.rules.assertAcceptablePassword(password);
  }

  hash(password: string): Promise<string> {
    return this.hasher.hash(password);
  }

  /** Whether `password` is the one `stored` was hashed from. */
  matches(stored: string, password: string): Promise<boolean> {
    return this.hasher.verify(stored, password);
  }

  /** Checks the user's current password: NO_PASSWORD_CREDENTIAL_FOUND or INVALID_PASSWORD when it fails. */
  async assertCurrentPassword(userId: string, password: string): Promise<void> {
    const account = await this.users.findCredentialAccount(userId);
    if (!account?.password) throw new AuthError(AUTH_ERRORS.NO_PASSWORD_CREDENTIAL_FOUND);
    if (!(await this.matches(account.password, password))) throw new AuthError(AUTH_ERRORS.INVALID_PASSWORD);
  }
}
