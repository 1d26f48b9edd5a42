import { LoggerService } from '@nestjs/common';

// Start-up chatter of Nest itself is left out; these services report progress worth seeing.
const PROGRESS_CONTEXTS = new Set(['DatabaseMigrator', 'ApiKeySweeper']);
// Nest reports a failed start here too, and the Sequelize module each retry to connect; the CLI prints the
// error once, itself.
const SILENT_CONTEXTS = new Set(['ExceptionHandler', 'SequelizeModule']);

/** Writes the service's progress, warnings and errors to stderr as plain lines, leaving stdout to results. */
export class CliLogger implements LoggerService {
  log(message: unknown, ...params: unknown[]): void {
    if (PROGRESS_CONTEXTS.has(contextOf(params))) write(String(message));
  }

  warn(message: unknown, ...params: unknown[]): void {
    if (!SILENT_CONTEXTS.has(contextOf(params))) write(`warning: ${String(message)}`);
  }

  error(message: unknown, ...params: unknown[]): void {
    if (!SILENT_CONTEXTS.has(contextOf(params))) write(`error: ${String(message)}`);
  }
}

function contextOf(params: unknown[]): string {
  const last = params.at(-1);
  return typeof last === 'string' ? last : '';
}

function write(line: string): void {
  process.stderr.write(`${line}\n`);
}
