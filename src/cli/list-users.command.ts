import { AdminUsersService } from '../manage/admin/admin-users.service';
import { toAdminUserResponse } from '../manage/admin/dto/admin-user.response';
import { User } from '../identity/user/user.types';
import { withContext } from './cli-context';
import { CliModule } from './cli.module';

export interface ListUsersOptions {
  search?: string;
  limit: number;
  offset: number;
  json?: boolean;
}

/** A page of users by the rules of admin list-users: a table, or the same JSON the endpoint answers. */
export async function listUsersCommand(options: ListUsersOptions): Promise<void> {
  const page = await withContext(CliModule, (app) =>
    app.get(AdminUsersService, { strict: false }).list({
      searchValue: options.search,
      searchField: 'email',
      searchOperator: 'contains',
      limit: options.limit,
      offset: options.offset,
      sortBy: 'createdAt',
      sortDirection: 'asc',
    }),
  );
  if (options.json) {
    process.stdout.write(`${JSON.stringify({ ...page, users: page.users.map(toAdminUserResponse) }, null, 2)}\n`);
    return;
  }
  process.stdout.write(table(page.users.map(({ user }) => user)));
  process.stdout.write(`${page.users.length} of ${page.total} users\n`);
}

const COLUMNS: Array<[string, (user: User) => string]> = [
  ['ID', (user) => user.id],
  ['EMAIL', (user) => user.email],
  ['NAME', (user) => user.name],
  ['ROLE', (user) => user.role ?? ''],
  ['BANNED', (user) => (user.banned ? 'yes' : 'no')],
  ['CREATED', (user) => user.createdAt.toISOString()],
];

function table(users: User[]): string {
  const rows = [COLUMNS.map(([title]) => title), ...users.map((user) => COLUMNS.map(([, read]) => read(user)))];
  const widths = COLUMNS.map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map(
      (row) =>
        `${row
          .map((cell, column) => cell.padEnd(widths[column]))
          .join('  ')
          .trimEnd()}\n`,
    )
    .join('');
}
