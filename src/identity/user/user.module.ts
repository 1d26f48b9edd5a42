import { Module } from '@nestjs/common';
import { SequelizeModule } from '@nestjs/sequelize';
import { AccountModel } from './account.model';
import { AccountRules } from './account-rules';
import { AdditionalUserFields } from './additional-user-fields';
import { UserSchema } from './user-schema';
import { AccountRepository } from './account.repository';
import { UserCache } from './user-cache';
import { UserDirectory } from './user-directory';
import { UserMetrics } from './user.metrics';
import { UserModel } from './user.model';
import { UserRepository } from './user.repository';
import { UserService } from './user.service';
import { UserCreation } from './user-creation.service';
import { SignUpPolicy } from './sign-up-policy';
import { SecondFactorHoldings } from './second-factor-holdings';

@Module({
  imports: [SequelizeModule.forFeature([UserModel, AccountModel])],
  providers: [
    AdditionalUserFields,
    AccountRules,
    UserSchema,
    UserCache,
    UserRepository,
    AccountRepository,
    UserService,
    UserCreation,
    UserDirectory,
    UserMetrics,
    SignUpPolicy,
    SecondFactorHoldings,
  ],
  exports: [
    UserService,
    UserCreation,
    UserDirectory,
    AdditionalUserFields,
    AccountRules,
    SignUpPolicy,
    SecondFactorHoldings,
  ],
})
export class UserModule {}
