import type { Logger } from 'pino';

/** The service's one pino logger, writing to the `LogDestination` at the configured level. */
export abstract class RootLogger {
  abstract readonly pino: Logger;
}
