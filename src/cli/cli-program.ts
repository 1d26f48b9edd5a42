import { Command, InvalidArgumentError } from 'commander';
import { configCommand } from './config.command';
import { convertRefillIntervalsCommand } from './convert-refill-intervals.command';
import { createAdminCommand } from './create-admin.command';
import { doctorCommand } from './doctor.command';
import { listUsersCommand } from './list-users.command';
import { migrateCommand } from './migrate.command';
import { reencryptCommand } from './reencrypt.command';
import { rotateJwksCommand } from './rotate-jwks.command';
import { setRoleCommand } from './set-role.command';
import { sweepApiKeysCommand } from './sweep-api-keys.command';

/** The commands, their arguments and help; each action is one call. */
export function buildProgram(): Command {
  const program = new Command('npm run cli --')
    .description(
      'Administer the auth service on its own configuration (config/default.json, CONFIG_FILE and the environment).',
    )
    .exitOverride()
    .showHelpAfterError();

  program.command('migrate').description('apply the pending database migrations').action(migrateCommand);

  program
    .command('create-admin')
    .description(
      'create a user with the admin role (the first step on a new database, migrated if needed); the password is asked for, or read from the first line of stdin',
    )
    .requiredOption('--email <email>', 'e-mail address of the administrator')
    .requiredOption('--name <name>', 'display name')
    .option('--password-stdin', 'read the password from the first line of stdin, even at a terminal')
    .action(createAdminCommand);

  program
    .command('set-role')
    .description('set the role of a user (several roles comma-joined, such as admin,user)')
    .argument('<user>', 'e-mail address or id of the user')
    .argument('<role>', 'the role, such as admin or user')
    .action(setRoleCommand);

  program
    .command('list-users')
    .description('list users, oldest first')
    .option('--search <text>', 'only e-mail addresses containing this')
    .option('--limit <count>', 'at most this many (1 to 100)', positiveInteger, 100)
    .option('--offset <count>', 'skip this many', nonNegativeInteger, 0)
    .option('--json', 'print {users, total, limit, offset} as JSON')
    .action(listUsersCommand);

  program
    .command('rotate-jwks')
    .description('make a new JWT signing key now; older keys stay published until the tokens they signed expire')
    .action(rotateJwksCommand);

  program
    .command('reencrypt')
    .description(
      'encrypt the stored signing keys and two-factor secrets under the current secret, before retiring an earlier one',
    )
    .action(reencryptCommand);

  program
    .command('convert-refill-intervals')
    .description(
      'convert API-key refill intervals written in milliseconds (by Better Auth) to days, the unit this service counts in',
    )
    .option('--dry-run', 'list the keys and their new intervals without changing them')
    .action(convertRefillIntervalsCommand);

  program.command('sweep-api-keys').description('delete every expired API key now').action(sweepApiKeysCommand);

  program
    .command('config')
    .description('print the effective settings, secrets masked, each with where it came from; then validate them')
    .option('--json', 'print [{setting, value, source}] as JSON')
    .action(configCommand);

  program
    .command('doctor')
    .description('check the configuration, database, Redis and SMTP, and print what is wrong')
    .action(doctorCommand);

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
