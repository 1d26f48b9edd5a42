import { AdminUsersService } from '../manage/admin/admin-users.service';
import { CLI_CALLER } from '../platform/audit/audit-caller';
import { AppConfig } from '../platform/config/app-config';
import { withContext } from './cli-context';
import { CliModule } from './cli.module';
import { readPassword } from './read-password';

export interface CreateAdminOptions {
  email: string;
  name: string;
  passwordStdin?: boolean;
}

/**
 * Creates a user with the admin role and a password, as admin create-user does, migrating the database first
 * (the one `npm start` uses); then says where to sign in.
 */
export async function createAdminCommand(options: CreateAdminOptions): Promise<void> {
  const password = await readPassword({ fromStdin: options.passwordStdin ?? false });
  const { user, baseUrl } = await withContext(CliModule, async (app) => ({
    user: await app
      .get(AdminUsersService, { strict: false })
      .create(CLI_CALLER, null, { email: options.email, name: options.name, password, role: 'admin' }),
    baseUrl: app.get(AppConfig).baseUrl,
  }));
  process.stdout.write(
    `Created administrator ${user.email} (id ${user.id})\n` +
      `Next: with the service running (npm start), open ${baseUrl}/ and sign in as ${user.email} with that password.\n`,
  );
}
