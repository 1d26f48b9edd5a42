import { Injectable } from '@nestjs/common';
import { User } from './user.types';

/** A kind of second factor a feature above the user module keeps (passkeys), asked whether a user has one. */
export interface SecondFactorHolding {
  isHeldBy(user: User): Promise<boolean>;
}

/**
 * Whether a user has set up a second factor: a confirmed TOTP (or e-mail codes), which the user row
 * records, or any kind a feature registers here, so the policy that asks need not know those features.
 */
@Injectable()
export class SecondFactorHoldings {
  private readonly holdings: SecondFactorHolding[] = [];

  register(holding: SecondFactorHolding): void {
    this.holdings.push(holding);
  }

  async isHeldBy(user: User): Promise<boolean> {
    if (user.twoFactorEnabled) return true;
    for (const holding of this.holdings) if (await holding.isHeldBy(user)) return true;
    return false;
  }
}
