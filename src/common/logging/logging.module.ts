import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from '../../config/app-config';

const REQUEST_ID_HEADER = 'x-request-id';

/** JSON logs with a request id; secrets in headers never reach them. */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
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
