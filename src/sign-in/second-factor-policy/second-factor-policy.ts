import { Injectable } from '@nestjs/common';
import { AdminRoles } from '../../identity/access/admin-roles';
import { splitRoles } from '../../platform/common/access/access-control';
import { AppConfig } from '../../platform/config/app-config';
import { ActiveSession } from '../../identity/session/session.types';
import { SecondFactorHoldings } from '../../identity/user/second-factor-holdings';
import { User } from '../../identity/user/user.types';

/** REQUIRE_SECOND_FACTOR: whom it covers, and which sessions it holds back. */
@Injectable()
export class SecondFactorPolicy {
  constructor(
    private readonly config: AppConfig,
    private readonly adminRoles: AdminRoles,
    private readonly secondFactors: SecondFactorHoldings,
  ) {}

  get isOn(): boolean {
    return this.config.requireSecondFactor !== 'none';
  }

  /**
   * Whether the session may only enrol or pass a second factor: its user is covered and it has not met the
   * requirement. An impersonation is the administrator's doing, who met the policy to start it; the user's
   * factor is not theirs to present.
   */
  holdsBack({ session, user }: ActiveSession): boolean {
    return !session.secondFactorAt && !session.impersonatedBy && this.covers(user);
  }

  /** Whether the user has set up a second factor: a confirmed TOTP (or e-mail codes) or a passkey. */
  hasSecondFactor(user: User): Promise<boolean> {
    return this.secondFactors.isHeldBy(user);
  }

  /** `admins`: the administrators, and the holders of configured roles, which exist only to grant admin actions. */
  private covers(user: User): boolean {
    if (this.config.requireSecondFactor === 'all') return true;
    if (this.config.requireSecondFactor === 'none') return false;
    return (
      this.adminRoles.isAdmin(user) ||
      splitRoles(user.role ?? this.config.admin.defaultRole).some((role) =>
        Object.hasOwn(this.config.admin.roles, role),
      )
    );
  }
}
