import { DestinationStream, destination } from 'pino';

/** Where the service's JSON log lines go: a stream a test may swap for one it reads, as it swaps the mail server. */
export abstract class LogDestination {
  abstract readonly stream: DestinationStream;
}

/**
 * Standard output, written asynchronously: lines that arrive while a write is under way are written
 * together after it, so a slow terminal or log collector never holds up the event loop. pino flushes
 * what is queued when the process exits, a crash included.
 */
export class StandardOutput extends LogDestination {
  readonly stream: DestinationStream = destination({ dest: 1, sync: false });
}
