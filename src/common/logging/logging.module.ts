import { Global, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { levels } from 'pino';
import { AppConfig } from '../../config/app-config';
import { LogDestination, StandardOutput } from './log-destination';

@Global()
@Module({
  providers: [{ provide: LogDestination, useClass: StandardOutput }],
  exports: [LogDestination],
})
class LogDestinationModule {}

/**
 * JSON logs through pino. Request lines are written by `logRequests`, installed with the HTTP app,
 * not by pino-http: its line carries every header, and the path as sent.
 */
@Module({
  imports: [
    LogDestinationModule,
    LoggerModule.forRootAsync({
      inject: [AppConfig, LogDestination],
      useFactory: (config: AppConfig, logs: LogDestination) => ({ forRoutes: [], pinoHttp: [{ level: config.logLevel }, logs.stream] }),
    }),
  ],
})
export class LoggingModule {}

/** Whether request logs are written at this level (they are at info and below). */
export function writesRequestLogs(level: string): boolean {
  return level !== 'silent' && levels.values[level] <= levels.values.info;
}
