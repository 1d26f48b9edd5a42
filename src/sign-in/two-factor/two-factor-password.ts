import { Injectable } from '@nestjs/common';
import { AuthError } from '../../platform/common/errors/auth-error';
import { PasswordHasher } from '../../platform/runtime/crypto/password-hashing';
import { UserService } from '../../identity/user/user.service';
import { TWO_FACTOR_ERRORS } from './two-factor.errors';

/** The password confirmation the two-factor calls ask for, answered as Better Auth answers it. */
@Injectable()
export class TwoFactorPassword {
  constructor(
    private readonly users: UserService,
    private readonly hasher: PasswordHasher,
  ) {}

  /** Enable and disable: a missing password credential reads as a wrong password. */
  async assertValid(userId: string, password: string): Promise<void> {
    if (!(await this.isValid(userId, password))) throw new AuthError(TWO_FACTOR_ERRORS.INVALID_PASSWORD);
  }

  /** get-totp-uri and generate-backup-codes tell a missing credential apart. */
  async assertCurrent(userId: string, password: string): Promise<void> {
    const account = await this.users.findCredentialAccount(userId);
    if (!account?.password || !password) throw new AuthError(TWO_FACTOR_ERRORS.NO_PASSWORD_CREDENTIAL_FOUND);
    if (!(await this.hasher.verify(account.password, password))) {
      throw new AuthError(TWO_FACTOR_ERRORS.INVALID_PASSWORD);
    }
  }

  private async isValid(userId: string, password: string): Promise<boolean> {
    const account = await this.users.findCredentialAccount(userId);
    return account?.password ? this.hasher.verify(account.password, password) : false;
  }
}
