import { DestinationStream, destination } from 'pino';

/** Where the service's JSON log lines go: a stream a test may swap for one it reads, as it swaps the mail server. */
export abstract class LogDestination {
  abstract readonly stream: DestinationStream;
}

/** Standard output, written synchronously, as pino does by default. */
export class StandardOutput extends LogDestination {
  readonly stream: DestinationStream = destination({ dest: 1, sync: true });
}
