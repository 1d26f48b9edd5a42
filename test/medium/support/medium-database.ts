import { Logger } from '@nestjs/common';
import { Sequelize } from 'sequelize-typescript';
import { AuditEventModel } from '../../../src/platform/audit/audit-event.model';
import { AppConfig } from '../../../src/platform/config/app-config';
import { Database } from '../../../src/platform/database/database';
import { DatabaseMigrator } from '../../../src/platform/database/database-migrator';
import { databaseConnectionOptions } from '../../../src/platform/database/connection-options';
import { EmailOutboxModel } from '../../../src/platform/mail/email-outbox.model';
import { RateLimitModel } from '../../../src/platform/rate-limit/rate-limit.model';
import { VerificationModel } from '../../../src/platform/verification/verification.model';
import { AdminRoleModel } from '../../../src/identity/access/admin-role.model';
import { AccountLockoutModel } from '../../../src/identity/account-lockout/account-lockout.model';
import { SessionModel } from '../../../src/identity/session/session.model';
import { AccountModel } from '../../../src/identity/user/account.model';
import { UserModel } from '../../../src/identity/user/user.model';
import { PasskeyModel } from '../../../src/sign-in/passkey/passkey.model';
import { TwoFactorModel } from '../../../src/sign-in/two-factor/two-factor.model';
import { ApiKeyModel } from '../../../src/manage/api-key/api-key.model';
import { JwksModel } from '../../../src/manage/jwt/jwks.model';
import { OAuthClientModel } from '../../../src/manage/oauth-provider/storage/oauth-client.model';
import {
  OAuthAccessTokenModel,
  OAuthConsentModel,
  OAuthRefreshTokenModel,
} from '../../../src/manage/oauth-provider/storage/oauth-token.models';
import { InvitationModel } from '../../../src/manage/organization/models/invitation.model';
import { MemberModel } from '../../../src/manage/organization/models/member.model';
import { OrganizationModel } from '../../../src/manage/organization/models/organization.model';
import { OrganizationRoleModel } from '../../../src/manage/organization/models/organization-role.model';
import { TeamMemberModel } from '../../../src/manage/organization/models/team-member.model';
import { TeamModel } from '../../../src/manage/organization/models/team.model';
import { TelemetryModel } from '../../../src/manage/telemetry/telemetry.model';
import { SsoProviderModel } from '../../../src/sign-in/sso/providers/sso-provider.model';

/** Every table the service owns, as the modules register them. */
const MODELS = [
  AuditEventModel,
  EmailOutboxModel,
  RateLimitModel,
  VerificationModel,
  AccountLockoutModel,
  AdminRoleModel,
  SessionModel,
  AccountModel,
  UserModel,
  PasskeyModel,
  TwoFactorModel,
  ApiKeyModel,
  JwksModel,
  OAuthClientModel,
  OAuthAccessTokenModel,
  OAuthRefreshTokenModel,
  OAuthConsentModel,
  InvitationModel,
  MemberModel,
  OrganizationModel,
  OrganizationRoleModel,
  TeamMemberModel,
  TeamModel,
  TelemetryModel,
  SsoProviderModel,
];

export interface MediumDatabase {
  sequelize: Sequelize;
  database: Database;
  migrator: DatabaseMigrator;
  close(): Promise<void>;
}

/**
 * A Sequelize connection to the config's database with the service's models and every migration applied, as the
 * database module opens it at start-up, without a Nest application around it.
 */
export async function openMediumDatabase(config: AppConfig): Promise<MediumDatabase> {
  // As an app with logLevel silent: the migrator's list of applied migrations is noise here.
  Logger.overrideLogger(false);
  // The service's own connection options; the models are given here, where Nest's module would find them.
  const {
    uri,
    autoLoadModels: _load,
    synchronize: _sync,
    retryAttempts: _tries,
    retryDelay: _delay,
    ...options
  } = databaseConnectionOptions(config);
  const sequelize = uri
    ? new Sequelize(uri, { ...options, models: MODELS })
    : new Sequelize({ ...options, models: MODELS });
  const migrator = new DatabaseMigrator(sequelize);
  await migrator.ensureMigrated();
  return { sequelize, database: new Database(sequelize), migrator, close: () => sequelize.close() };
}
