import 'reflect-metadata';
import { CommanderError } from 'commander';
import { testPasswordHashRefusal } from '../platform/common/crypto/test-password-hash';
import { AuthError } from '../platform/common/errors/auth-error';
import { ConfigError, loadConfig } from '../platform/config/load-config';
import { describeDatabaseFailure } from '../platform/database/connection-failure';
import { failStartup } from '../start-up';
import { CliError, EXIT } from './cli-errors';
import { buildProgram } from './cli-program';

async function main(): Promise<number> {
  const refusal = testPasswordHashRefusal();
  if (refusal) failStartup(refusal);
  try {
    await buildProgram().parseAsync(process.argv);
    return EXIT.OK;
  } catch (error) {
    return report(error);
  }
}

/** Prints the failure as one clear line (a line per problem for configuration) and gives its exit code. */
function report(error: unknown): number {
  // Commander has already printed the usage problem, or the help that was asked for.
  if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.OK : EXIT.USAGE;
  if (error instanceof ConfigError) {
    for (const problem of error.problems) process.stderr.write(`Configuration error: ${problem}\n`);
    return EXIT.USAGE;
  }
  if (error instanceof CliError) {
    process.stderr.write(`error: ${error.message}\n`);
    return error.exitCode;
  }
  if (error instanceof AuthError) {
    process.stderr.write(`error: ${error.message} (${error.code})\n`);
    return EXIT.FAILED;
  }
  const database = databaseFailure(error);
  process.stderr.write(`error: ${database ?? (error instanceof Error ? error.message : String(error))}\n`);
  return EXIT.FAILED;
}

/** A failure to connect to the database, said with its cause and what to do. */
function databaseFailure(error: unknown): string | undefined {
  try {
    return describeDatabaseFailure(error, loadConfig().database);
  } catch {
    return undefined;
  }
}

// Exits once the command is done, whatever a library left open (pools, sockets).
void main().then((code) => process.exit(code));
