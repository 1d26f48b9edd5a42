// First, before anything loads or queues work on libuv's thread pool: the heap's growth, the pool's size and priority.
import './platform/runtime/start-runtime';
// Next, before the modules it instruments load; it loads nothing unless an OTLP endpoint is set.
import './platform/common/tracing/start-tracing';
import 'reflect-metadata';
import { LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { AppConfig } from './platform/config/app-config';
import { ConfigError, loadConfig } from './platform/config/load-config';
import { configureApp } from './configure-app';
import { shutDownGracefully } from './platform/runtime/http/graceful-shutdown';
import { createHttpAdapter } from './platform/common/http/http-adapter';
import { testPasswordHashRefusal } from './platform/common/crypto/test-password-hash';
import {
  describeBinding,
  describeStartupFailure,
  failStartup,
  isPortFree,
  portInUseMessage,
  startupWarnings,
} from './start-up';

// Until the service's own logger takes over, Nest's messages are held (bufferLogs) and go nowhere if the start
// fails: the failure is then reported once, by failStartup, rather than as retries and stacks.
const HELD: LoggerService = { log: () => undefined, warn: () => undefined, error: () => undefined };

async function bootstrap(): Promise<void> {
  const refusal = testPasswordHashRefusal();
  if (refusal) failStartup(refusal);
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems) process.stderr.write(`Configuration error: ${problem}\n`);
    process.exit(1);
  }
  if (!(await isPortFree(config.port))) failStartup(portInUseMessage(config.port));
  try {
    await start();
  } catch (error) {
    failStartup(describeStartupFailure(error, config));
  }
}

async function start(): Promise<void> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, createHttpAdapter(), {
    bufferLogs: true,
    bodyParser: false,
    abortOnError: false,
    logger: HELD,
  });
  const logger = app.get(Logger);
  app.useLogger(logger);
  const config = app.get(AppConfig);
  configureApp(app, config);
  if (config.isDefaultSecret) {
    logger.warn('AUTH_SECRET is the default placeholder: set a long random secret before real use');
  }
  for (const warning of startupWarnings(config)) logger.warn(warning);
  shutDownGracefully(app, logger, config.shutdownDelayMs);
  await app.listen(config.port);
  const binding = describeBinding(app.getHttpServer().address());
  logger.log(`Listening on ${binding}; BASE_URL is ${config.baseUrl} (auth API at ${config.basePath}, dashboard at /)`);
}

void bootstrap();
