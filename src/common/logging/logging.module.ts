import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { levels } from 'pino';
import { AppConfig } from '../../config/app-config';

const REQUEST_ID_HEADER = 'x-request-id';

/** JSON logs with a request id; secrets in headers never reach them. */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        // Request logs are written at info. Above it none would be written, yet the request logger
        // still costs a fifth of a cheap request's CPU (a child logger per request, its serialised
        // headers, a context store), so it is not installed; failures are still logged by the error filter.
        ...(writesRequestLogs(config.logLevel) ? {} : { forRoutes: [] }),
        pinoHttp: {
          level: config.logLevel,
          genReqId: (req: IncomingMessage) => {
            const given = req.headers[REQUEST_ID_HEADER];
            return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
          },
          redact: {
            paths: [
              'req.headers.cookie',
              'req.headers.authorization',
              'req.headers["x-api-key"]',
              'req.headers["x-service-key"]',
              'res.headers["set-cookie"]',
            ],
            censor: '[redacted]',
          },
          customLogLevel: (_req: IncomingMessage, res: { statusCode: number }, error?: Error) =>
            error || res.statusCode >= 500 ? 'error' : 'info',
        },
      }),
    }),
  ],
})
export class LoggingModule {}

/** Whether request logs are written at this level (they are at info and below). */
export function writesRequestLogs(level: string): boolean {
  return level !== 'silent' && levels.values[level] <= levels.values.info;
}
