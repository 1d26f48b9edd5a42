import { AdminUsersService } from '../admin/admin-users.service';
import { CLI_CALLER } from '../audit/audit-caller';
import { withContext } from './cli-context';
import { CliModule } from './cli.module';
import { readPassword } from './read-password';

export interface CreateAdminOptions {
  email: string;
  name: string;
}

/** Creates a user with the admin role and a password, as admin create-user does. */
export async function createAdminCommand(options: CreateAdminOptions): Promise<void> {
  const password = await readPassword();
  const user = await withContext(CliModule, (app) =>
    app
      .get(AdminUsersService, { strict: false })
      .create(CLI_CALLER, null, { email: options.email, name: options.name, password, role: 'admin' }),
  );
  process.stdout.write(`Created administrator ${user.email} (id ${user.id})\n`);
}
