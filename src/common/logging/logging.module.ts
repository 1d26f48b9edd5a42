import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { levels } from 'pino';
import { AppConfig } from '../../config/app-config';

/**
 * JSON logs through pino. Request lines are written by `logRequests`, installed with the HTTP app,
 * not by pino-http: its line carries every header, and the path as sent.
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({ forRoutes: [], pinoHttp: { level: config.logLevel } }),
    }),
  ],
})
export class LoggingModule {}

/** Whether request logs are written at this level (they are at info and below). */
export function writesRequestLogs(level: string): boolean {
  return level !== 'silent' && levels.values[level] <= levels.values.info;
}
