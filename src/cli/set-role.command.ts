import { AdminUsersService } from '../manage/admin/admin-users.service';
import { CLI_CALLER } from '../platform/audit/audit-caller';
import { UserService } from '../identity/user/user.service';
import { withContext } from './cli-context';
import { CliError } from './cli-errors';
import { CliModule } from './cli.module';

/** Sets the role of the user named by e-mail or id; several roles are comma-joined, as admin set-role takes them. */
export async function setRoleCommand(userRef: string, role: string): Promise<void> {
  const roles = role
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const user = await withContext(CliModule, async (app) => {
    const users = app.get(UserService, { strict: false });
    const found = userRef.includes('@')
      ? await users.findByEmail(userRef.trim().toLowerCase())
      : await users.findById(userRef);
    if (!found) throw new CliError(`No user ${userRef}`);
    return app
      .get(AdminUsersService, { strict: false })
      .setRole(CLI_CALLER, found.id, roles.length === 1 ? roles[0] : roles);
  });
  process.stdout.write(`${user.email} now has the role ${user.role}\n`);
}
