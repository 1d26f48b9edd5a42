import { Module } from '@nestjs/common';
import { AccountLockoutModule } from '../../identity/account-lockout/account-lockout.module';
import { SessionModule } from '../../identity/session/session.module';
import { VerificationModule } from '../../platform/verification/verification.module';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { AuthLinks } from './auth-links';
import { EmailTokenService } from './email-token.service';
import { EmailVerificationController } from './email-verification.controller';
import { EmailVerificationService } from './email-verification.service';
import { PasswordController } from './password.controller';
import { PasswordPolicy } from './password-policy';
import { PasswordService } from './password.service';
import { SignInController } from './sign-in.controller';
import { SignInService } from './sign-in.service';
import { StatusController } from './status.controller';

@Module({
  imports: [SessionModule, VerificationModule, AccountLockoutModule],
  controllers: [SignInController, PasswordController, EmailVerificationController, AccountController, StatusController],
  providers: [
    AuthLinks,
    EmailTokenService,
    PasswordPolicy,
    SignInService,
    PasswordService,
    EmailVerificationService,
    AccountService,
  ],
})
export class AuthModule {}
