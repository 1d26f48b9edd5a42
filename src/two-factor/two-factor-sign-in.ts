import { Injectable } from '@nestjs/common';
import { User } from '../user/user.types';
import { PendingSignIns } from './pending-sign-ins';
import { TrustedDevices } from './trusted-devices';

/**
 * What a right password leads to. Not due: a session now (`trustedDevice`, the renewed cookie value when the
 * browser's trust was used). Due: the identifier for the `two_factor` cookie, and whether a trusted-device
 * cookie was sent but refused (so it is cleared).
 */
export type SecondFactorGate =
  { isDue: false; trustedDevice: string | null } | { isDue: true; pendingSignIn: string; isTrustRefused: boolean };

/** Decides, after a right password, whether the second factor is due before a session is made. */
@Injectable()
export class TwoFactorSignIn {
  constructor(
    private readonly pending: PendingSignIns,
    private readonly trustedDevices: TrustedDevices,
  ) {}

  async gate(user: User, trustedDeviceCookie: string | null): Promise<SecondFactorGate> {
    if (!user.twoFactorEnabled) return { isDue: false, trustedDevice: null };
    if (trustedDeviceCookie) {
      const renewed = await this.trustedDevices.renew(user.id, trustedDeviceCookie);
      if (renewed) return { isDue: false, trustedDevice: renewed };
    }
    return { isDue: true, pendingSignIn: await this.pending.start(user.id), isTrustRefused: !!trustedDeviceCookie };
  }
}
