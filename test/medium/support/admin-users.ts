import { AppConfig } from '../../../src/platform/config/app-config';
import { PasswordHasher } from '../../../src/platform/runtime/crypto/password-hashing';
import { SessionService } from '../../../src/identity/session/session.service';
import { AccountRules } from '../../../src/identity/user/account-rules';
import { AdditionalUserFields } from '../../../src/identity/user/additional-user-fields';
import { PasskeyModel } from '../../../src/sign-in/passkey/passkey.model';
import { PasskeyRepository } from '../../../src/sign-in/passkey/passkey.repository';
import { PasskeyService } from '../../../src/sign-in/passkey/passkey.service';
import { AdminUsersService } from '../../../src/manage/admin/admin-users.service';
import { CreateUserRules } from '../../../src/manage/admin/create-user-rules';
import { UpdateUserRules } from '../../../src/manage/admin/update-user-rules';
import { Medium, adminRoles } from './medium-services';
import { sessionService } from './sessions';

export interface AdminUsersPieces {
  sessions: SessionService;
  admin: AdminUsersService;
  /** The same service on another config (its admin defaults, say), over the same database and sessions. */
  withConfig(config: AppConfig): AdminUsersService;
}

/** The admin users service over the medium database, as the admin module wires it. */
export function adminUsersPieces(medium: Medium): AdminUsersPieces {
  const { users, clock, creation, audit } = medium;
  const sessions = sessionService(medium);
  const passkeys = new PasskeyRepository(PasskeyModel);
  const withConfig = (config: AppConfig) => {
    const roles = adminRoles(config);
    const updateRules = new UpdateUserRules(roles, users);
    return new AdminUsersService(
      config,
      users,
      sessions,
      roles,
      new AdditionalUserFields(config),
      new AccountRules(config),
      clock,
      new PasswordHasher(config),
      creation,
      updateRules,
      new CreateUserRules(roles, updateRules),
      new PasskeyService(passkeys, config, audit),
      audit,
    );
  };
  return { sessions, admin: withConfig(medium.config), withConfig };
}
