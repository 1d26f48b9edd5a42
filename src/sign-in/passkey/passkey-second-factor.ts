import { Injectable, OnModuleInit } from '@nestjs/common';
import { SecondFactorHolding, SecondFactorHoldings } from '../../identity/user/second-factor-holdings';
import { User } from '../../identity/user/user.types';
import { PasskeyRepository } from './passkey.repository';

/** A passkey counts as a second factor wherever a policy asks whether a user has one. */
@Injectable()
export class PasskeySecondFactor implements SecondFactorHolding, OnModuleInit {
  constructor(
    private readonly passkeys: PasskeyRepository,
    private readonly holdings: SecondFactorHoldings,
  ) {}

  onModuleInit(): void {
    this.holdings.register(this);
  }

  async isHeldBy(user: User): Promise<boolean> {
    return (await this.passkeys.listByUser(user.id)).length > 0;
  }
}
