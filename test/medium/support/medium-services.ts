import { AuditRepository } from '../../../src/platform/audit/audit.repository';
import { AuditService } from '../../../src/platform/audit/audit.service';
import { AuditSweeper } from '../../../src/platform/audit/audit-sweeper';
import { AppConfig } from '../../../src/platform/config/app-config';
import { DeepPartial, RawConfig, deepMerge } from '../../../src/platform/config/config-sources';
import { loadConfig } from '../../../src/platform/config/load-config';
import { ServiceMetrics } from '../../../src/platform/metrics/service-metrics';
import { MemorySecondaryStorage } from '../../../src/platform/secondary-storage/memory.secondary-storage';
import { LocalChangeNotices } from '../../../src/platform/secondary-storage/change-notices';
import { AdminRoleModel } from '../../../src/identity/access/admin-role.model';
import { AdminRoleRepository } from '../../../src/identity/access/admin-role.repository';
import { AdminRoles } from '../../../src/identity/access/admin-roles';
import { StoredAdminRoles } from '../../../src/identity/access/stored-admin-roles';
import { AccountRepository } from '../../../src/identity/user/account.repository';
import { AccountModel } from '../../../src/identity/user/account.model';
import { AdditionalUserFields } from '../../../src/identity/user/additional-user-fields';
import { UserCache } from '../../../src/identity/user/user-cache';
import { UserModel } from '../../../src/identity/user/user.model';
import { UserRepository } from '../../../src/identity/user/user.repository';
import { UserService } from '../../../src/identity/user/user.service';
import { UserCreation } from '../../../src/identity/user/user-creation.service';
import { AccountRules } from '../../../src/identity/user/account-rules';
import { SignUpPolicy } from '../../../src/identity/user/sign-up-policy';
import { PasswordHasher } from '../../../src/platform/runtime/crypto/password-hashing';
import { User } from '../../../src/identity/user/user.types';
import { AuditEventModel } from '../../../src/platform/audit/audit-event.model';
import { uniqueEmail } from '../../support/factories';
import { TestClock } from '../../support/test-clock';
import { TestDatabase, createTestDatabase } from '../../support/test-database';
import { MediumDatabase, openMediumDatabase } from './medium-database';

const TEST_SECRET = 'test-secret-that-is-long-enough-for-hmac-0123456789';

/** What every medium file stands on: config, a test clock, a fresh database and the identity services. */
export interface Medium {
  config: AppConfig;
  clock: TestClock;
  db: MediumDatabase;
  metrics: ServiceMetrics;
  audit: AuditService;
  users: UserService;
  creation: UserCreation;
  close(): Promise<void>;
}

/**
 * A fresh database (in-memory SQLite, or a PostgreSQL schema with TEST_DATABASE=postgres) with the migrations
 * applied, and the services every feature builds on, constructed directly over it: no HTTP, no Nest application.
 */
export async function openMedium(overrides: DeepPartial<RawConfig> = {}): Promise<Medium> {
  const testDatabase: TestDatabase = await createTestDatabase();
  const config = loadConfig({
    env: { NODE_ENV: 'test' },
    overrides: deepMerge<DeepPartial<RawConfig>>(
      { secret: TEST_SECRET, databaseUrl: testDatabase.url, logLevel: 'silent' },
      overrides,
    ),
  });
  const clock = new TestClock();
  const db = await openMediumDatabase(config);
  const metrics = new ServiceMetrics(config);
  const auditEvents = new AuditRepository(AuditEventModel);
  const audit = new AuditService(auditEvents, new AuditSweeper(auditEvents, config, clock), clock);
  const fields = new AdditionalUserFields(config);
  const cache = new UserCache(new MemorySecondaryStorage(clock), fields);
  const userRows = new UserRepository(UserModel, fields, cache);
  const users = new UserService(userRows, new AccountRepository(AccountModel), db.database, clock, cache);
  return {
    config,
    clock,
    db,
    metrics,
    audit,
    users,
    creation: new UserCreation(
      config,
      users,
      userRows,
      new AccountRules(config),
      fields,
      new SignUpPolicy(config),
      new PasswordHasher(config),
      db.database,
      clock,
    ),
    async close() {
      await db.close();
      await testDatabase.drop();
    },
  };
}

/** A user with a credential account, made as sign-up makes one; the password is never checked here. */
export function createUser(
  medium: Medium,
  options: { role?: string; ban?: { reason: string | null; expires: Date | null } } = {},
): Promise<User> {
  return medium.creation.create({
    name: 'Medium User',
    email: uniqueEmail('medium'),
    role: options.role ?? 'user',
    ban: options.ban,
    credential: { password: 'not-checked-by-these-tests' },
  });
}

/** The admin roles as the access module wires them: the configuration's and those stored at run time. */
export function adminRoles(config: AppConfig): AdminRoles {
  const stored = new StoredAdminRoles(new AdminRoleRepository(AdminRoleModel), new LocalChangeNotices());
  return new AdminRoles(config, stored);
}
