import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { INestApplication, LoggerService } from '@nestjs/common';
import { ShutdownState } from '../shutdown-state';
import { stopTracing } from '../../common/tracing/tracing-bootstrap';

/** In-flight requests get this long to finish before the process exits regardless. */
const SHUTDOWN_TIMEOUT_MS = 30_000;

/**
 * On SIGTERM: report not ready at once, keep serving for `delayMs` while the load balancer or
 * orchestrator takes the instance out of rotation, then stop accepting connections and let the
 * requests under way finish, and only then close the modules (database, Redis), so no request loses
 * its dependencies halfway. SIGINT (a person at a terminal) skips the delay. Nest's own shutdown
 * hooks close modules before the HTTP server, which would fail those requests.
 */
export function shutDownGracefully(app: INestApplication, logger: LoggerService, delayMs: number): void {
  let isClosing = false;
  let isShuttingDown = false;
  const server = app.getHttpServer() as Server;
  // A balancer keeps reusing its open connections; once draining, each answer closes its own, so
  // the requests stop coming here and the server can finish.
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (isClosing && !res.headersSent) res.setHeader('Connection', 'close');
  });
  const shutDown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    app.get(ShutdownState, { strict: false }).begin();
    const delay = signal === 'SIGTERM' ? delayMs : 0;
    if (delay > 0) {
      logger.log(`${signal} received: readiness answers 503; closing the listener in ${delay} ms`);
      await sleep(delay);
    }
    isClosing = true;
    logger.log(`${signal} received: finishing the requests under way`);
    setTimeout(() => {
      logger.warn(`Requests still running after ${SHUTDOWN_TIMEOUT_MS} ms: exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    // close() refuses new connections, ends idle keep-alive ones and resolves once the last request is answered.
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await app.close();
    await stopTracing();
    logger.log('Shut down');
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, (name) => void shutDown(name));
}
