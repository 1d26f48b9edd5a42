import { Module } from '@nestjs/common';
import { SequelizeModule } from '@nestjs/sequelize';
import { AccountLockoutModule } from '../../identity/account-lockout/account-lockout.module';
import { VerificationModule } from '../../platform/verification/verification.module';
import { EmailOtps } from './email-otps';
import { PendingSignIns } from './pending-sign-ins';
import { TrustedDevices } from './trusted-devices';
import { TwoFactorCookies } from './two-factor-cookies';
import { TwoFactorSignIn } from './two-factor-sign-in';
import { SessionModule } from '../../identity/session/session.module';
import { UserModule } from '../../identity/user/user.module';
import { SecondFactorSubjects } from './second-factor-subjects';
import { SecondFactorService } from './second-factor.service';
import { TwoFactorPassword } from './two-factor-password';
import { TwoFactorReencryption } from './two-factor-reencryption';
import { TwoFactorReset } from './two-factor-reset';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorModel } from './two-factor.model';
import { TwoFactorRepository } from './two-factor.repository';
import { TwoFactorService } from './two-factor.service';

@Module({
  imports: [
    SequelizeModule.forFeature([TwoFactorModel]),
    UserModule,
    SessionModule,
    AccountLockoutModule,
    VerificationModule,
  ],
  controllers: [TwoFactorController],
  providers: [
    TwoFactorRepository,
    TwoFactorPassword,
    TwoFactorService,
    SecondFactorService,
    SecondFactorSubjects,
    PendingSignIns,
    EmailOtps,
    TrustedDevices,
    TwoFactorCookies,
    TwoFactorSignIn,
    TwoFactorReset,
    TwoFactorReencryption,
  ],
  exports: [TwoFactorReset, TwoFactorReencryption],
})
export class TwoFactorModule {}
