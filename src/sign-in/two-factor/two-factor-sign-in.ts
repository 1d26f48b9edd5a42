import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import { User } from '../../identity/user/user.types';
import { PendingSignIns } from './pending-sign-ins';
import { TrustedDevices } from './trusted-devices';
import { TwoFactorRepository } from './two-factor.repository';
import { TwoFactorMethod, TwoFactorRedirect } from './two-factor.types';

/**
 * What a right password leads to. Not due: a session now (`trustedDevice`, the renewed cookie value when the
 * browser's trust was used). Due: the identifier for the `two_factor` cookie, the answer to give, and whether
 * a trusted-device cookie was sent but refused (so it is cleared).
 */
export type SecondFactorGate =
  | { isDue: false; trustedDevice: string | null }
  | { isDue: true; pendingSignIn: string; redirect: TwoFactorRedirect; isTrustRefused: boolean };

/** Decides, after a right password, whether the second factor is due before a session is made. */
@Injectable()
export class TwoFactorSignIn {
  constructor(
    private readonly config: AppConfig,
    private readonly pending: PendingSignIns,
    private readonly trustedDevices: TrustedDevices,
    private readonly enrolments: TwoFactorRepository,
  ) {}

  async gate(user: User, trustedDeviceCookie: string | null): Promise<SecondFactorGate> {
    if (!user.twoFactorEnabled) return { isDue: false, trustedDevice: null };
    if (trustedDeviceCookie) {
      const renewed = await this.trustedDevices.renew(user.id, trustedDeviceCookie);
      if (renewed) return { isDue: false, trustedDevice: renewed };
    }
    return {
      isDue: true,
      pendingSignIn: await this.pending.start(user.id),
      redirect: await this.redirectFor(user),
      isTrustRefused: !!trustedDeviceCookie,
    };
  }

  /** An authenticator only once its enrolment is confirmed; e-mailed codes always, as every user has an address. */
  private async redirectFor(user: User): Promise<TwoFactorRedirect> {
    if (this.config.betterAuthCompat === '1.4') return { twoFactorRedirect: true };
    const enrolment = await this.enrolments.findByUserId(user.id);
    const twoFactorMethods: TwoFactorMethod[] = enrolment && enrolment.verified !== false ? ['totp', 'otp'] : ['otp'];
    return { twoFactorRedirect: true, twoFactorMethods };
  }
}
