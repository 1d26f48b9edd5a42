import { Command, InvalidArgumentError } from 'commander';

/**
 * The commands, their arguments and help; each action is one call. A command's module is loaded when the command runs:
 * the help, a usage error, config and doctor never load the service's modules that the database commands start.
 */
export function buildProgram(): Command {
  const program = new Command('npm run cli --')
    .description(
      'Administer the auth service on its own configuration (config/default.json, CONFIG_FILE and the environment).',
    )
    .exitOverride()
    .showHelpAfterError();

  program
    .command('migrate')
    .description('apply the pending database migrations')
    .action(lazy(async () => (await import('./migrate.command.js')).migrateCommand));

  program
    .command('create-admin')
    .description(
      'create a user with the admin role (the first step on a new database, migrated if needed); the password is asked for, or read from the first line of stdin',
    )
    .requiredOption('--email <email>', 'e-mail address of the administrator')
    .requiredOption('--name <name>', 'display name')
    .option('--password-stdin', 'read the password from the first line of stdin, even at a terminal')
    .action(lazy(async () => (await import('./create-admin.command.js')).createAdminCommand));

  program
    .command('set-role')
    .description('set the role of a user (several roles comma-joined, such as admin,user)')
    .argument('<user>', 'e-mail address or id of the user')
    .argument('<role>', 'the role, such as admin or user')
    .action(lazy(async () => (await import('./set-role.command.js')).setRoleCommand));

  program
    .command('list-users')
    .description('list users, oldest first')
    .option('--search <text>', 'only e-mail addresses containing this')
    .option('--limit <count>', 'at most this many (1 to 100)', positiveInteger, 100)
    .option('--offset <count>', 'skip this many', nonNegativeInteger, 0)
    .option('--json', 'print {users, total, limit, offset} as JSON')
    .action(lazy(async () => (await import('./list-users.command.js')).listUsersCommand));

  program
    .command('rotate-jwks')
    .description('make a new JWT signing key now; older keys stay published until the tokens they signed expire')
    .action(lazy(async () => (await import('./rotate-jwks.command.js')).rotateJwksCommand));

  program
    .command('reencrypt')
    .description(
      'encrypt the stored signing keys and two-factor secrets under the current secret, before retiring an earlier one',
    )
    .action(lazy(async () => (await import('./reencrypt.command.js')).reencryptCommand));

  program
    .command('convert-refill-intervals')
    .description(
      'convert API-key refill intervals written in milliseconds (by Better Auth) to days, the unit this service counts in',
    )
    .option('--dry-run', 'list the keys and their new intervals without changing them')
    .action(lazy(async () => (await import('./convert-refill-intervals.command.js')).convertRefillIntervalsCommand));

  program
    .command('sweep-api-keys')
    .description('delete every expired API key now')
    .action(lazy(async () => (await import('./sweep-api-keys.command.js')).sweepApiKeysCommand));

  program
    .command('config')
    .description('print the effective settings, secrets masked, each with where it came from; then validate them')
    .option('--json', 'print [{setting, value, source}] as JSON')
    .action(lazy(async () => (await import('./config.command.js')).configCommand));

  program
    .command('doctor')
    .description('check the configuration, database, Redis and SMTP, and print what is wrong')
    .action(lazy(async () => (await import('./doctor.command.js')).doctorCommand));

  return program;
}

function nonNegativeInteger(value: string): number {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError('Expected a whole number.');
  return Number(value);
}

function positiveInteger(value: string): number {
  const count = nonNegativeInteger(value);
  if (count < 1) throw new InvalidArgumentError('Expected a whole number of at least 1.');
  return count;
}

/** An action that loads its command's module as it runs, then runs the command with commander's arguments. */
function lazy<A extends unknown[]>(load: () => Promise<(...args: A) => unknown>): (...args: A) => Promise<void> {
  return async (...args) => {
    const command = await load();
    await command(...args);
  };
}
