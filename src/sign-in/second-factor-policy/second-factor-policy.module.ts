import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AdminAccessModule } from '../../identity/access/admin-access.module';
import { SecondFactorPolicy } from './second-factor-policy';
import { SecondFactorGuard } from './second-factor.guard';

/** REQUIRE_SECOND_FACTOR: a global guard holding back sessions made with a password alone. */
@Module({
  imports: [AdminAccessModule],
  providers: [SecondFactorPolicy, { provide: APP_GUARD, useClass: SecondFactorGuard }],
})
export class SecondFactorPolicyModule {}
