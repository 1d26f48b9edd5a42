import { Global, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import pino, { levels } from 'pino';
import { AppConfig } from '../../config/app-config';
import { LogDestination, PrettyOutput, StandardOutput, logsArePretty } from '../../common/logging/log-destination';
import { RootLogger } from '../../common/logging/root-logger';

@Global()
@Module({
  providers: [
    {
      provide: LogDestination,
      inject: [AppConfig],
      useFactory: (config: AppConfig): LogDestination =>
        logsArePretty(process.stdout, config.isProduction) ? new PrettyOutput() : new StandardOutput(),
    },
    {
      provide: RootLogger,
      inject: [AppConfig, LogDestination],
      useFactory: (config: AppConfig, logs: LogDestination): RootLogger => ({
        pino: pino({ level: config.logLevel }, logs.stream),
      }),
    },
  ],
  exports: [LogDestination, RootLogger],
})
class RootLoggerModule {}

/**
 * Logs through one pino logger, JSON unless a person reads them at a terminal: Nest's own messages
 * through nestjs-pino, and request lines through `logRequests`, installed with the HTTP app rather than
 * pino-http, whose line carries every header and the path as sent.
 */
@Module({
  imports: [
    RootLoggerModule,
    LoggerModule.forRootAsync({
      imports: [],
      providers: [],
      inject: [RootLogger],
      useFactory: (root: RootLogger) => ({ forRoutes: [], pinoHttp: { logger: root.pino } }),
    }),
  ],
})
export class LoggingModule {}

/** Whether request logs are written at this level (they are at info and below). */
export function writesRequestLogs(level: string): boolean {
  return level !== 'silent' && levels.values[level] <= levels.values.info;
}
