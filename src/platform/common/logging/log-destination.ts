import { DestinationStream, destination } from 'pino';
import pretty from 'pino-pretty';

/** Where the service's log lines go: a stream a test may swap for one it reads, as it swaps the mail server. */
export abstract class LogDestination {
  abstract readonly stream: DestinationStream;
}

/**
 * Standard output as JSON, written asynchronously: lines that arrive while a write is under way are written
 * together after it, so a slow terminal or log collector never holds up the event loop. pino flushes
 * what is queued when the process exits, a crash included.
 */
export class StandardOutput extends LogDestination {
  readonly stream: DestinationStream = destination({ dest: 1, sync: false });
}

/** Coloured, one readable line per entry with its fields below, for a person at a terminal. */
export class PrettyOutput extends LogDestination {
  readonly stream: DestinationStream;

  constructor(output: NodeJS.WritableStream | number = 1) {
    super();
    this.stream = pretty({ destination: output, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss.l' });
  }
}

/**
 * Pretty lines only for a terminal outside production: a collector, a container's log or a test
 * reads standard output as a pipe or a file, and gets JSON.
 */
export function logsArePretty(output: { isTTY?: boolean }, isProduction: boolean): boolean {
  return output.isTTY === true && !isProduction;
}
