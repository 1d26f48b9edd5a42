import { Injectable } from '@nestjs/common';
import { UserService } from '../../identity/user/user.service';
import { User } from '../../identity/user/user.types';
import { TrustedDevices } from './trusted-devices';
import { TwoFactorRepository } from './two-factor.repository';

/** An administrator's reset of a user's second factor, for a user who lost their authenticator. */
@Injectable()
export class TwoFactorReset {
  constructor(
    private readonly enrolments: TwoFactorRepository,
    private readonly users: UserService,
    private readonly trustedDevices: TrustedDevices,
  ) {}

  /**
   * Turns the second factor off, forgets the secret, the backup codes and the trusted browsers, so a
   * later enrolment starts afresh; USER_NOT_FOUND for an unknown user.
   */
  async reset(userId: string): Promise<User> {
    const user = await this.users.setTwoFactorEnabled(userId, false);
    await this.enrolments.deleteByUserId(userId);
    await this.trustedDevices.forgetAll(userId);
    return user;
  }
}
