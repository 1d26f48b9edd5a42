import { Module } from '@nestjs/common';
import { SequelizeModule } from '@nestjs/sequelize';
import { SessionModule } from '../../identity/session/session.module';
import { VerificationModule } from '../../platform/verification/verification.module';
import { ChallengeCookie } from './challenge-cookie';
import { PasskeyChallenges } from './passkey-challenges';
import { PasskeyRegistrationService } from './passkey-registration.service';
import { PasskeySignInController } from './passkey-sign-in.controller';
import { PasskeySignInService } from './passkey-sign-in.service';
import { PasskeyController } from './passkey.controller';
import { PasskeyModel } from './passkey.model';
import { PasskeyRepository } from './passkey.repository';
import { PasskeySecondFactor } from './passkey-second-factor';
import { PasskeyService } from './passkey.service';
import { RelyingParty } from './relying-party';

/** Better Auth's passkey plugin: WebAuthn registration, sign-in and the user's list of passkeys. */
@Module({
  imports: [SequelizeModule.forFeature([PasskeyModel]), SessionModule, VerificationModule],
  controllers: [PasskeyController, PasskeySignInController],
  providers: [
    PasskeyRepository,
    PasskeyChallenges,
    RelyingParty,
    ChallengeCookie,
    PasskeyRegistrationService,
    PasskeySignInService,
    PasskeyService,
    PasskeySecondFactor,
  ],
  exports: [PasskeyService],
})
export class PasskeyModule {}
