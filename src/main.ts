// First, before anything loads or queues work on libuv's thread pool: the heap's growth, the pool's size and priority.
import './common/runtime/start-runtime';
// Next, before the modules it instruments load; it loads nothing unless an OTLP endpoint is set.
import './common/tracing/start-tracing';
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { AppConfig } from './config/app-config';
import { ConfigError, loadConfig } from './config/load-config';
import { configureApp } from './configure-app';
import { shutDownGracefully } from './common/http/graceful-shutdown';
import { createHttpAdapter } from './common/http/http-adapter';

async function bootstrap(): Promise<void> {
  try {
    loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems) process.stderr.write(`Configuration error: ${problem}\n`);
    process.exit(1);
  }
  const app = await NestFactory.create<NestExpressApplication>(AppModule, createHttpAdapter(), {
    bufferLogs: true,
    bodyParser: false,
  });
  const logger = app.get(Logger);
  app.useLogger(logger);
  const config = app.get(AppConfig);
  configureApp(app, config);
  if (config.isDefaultSecret) {
    logger.warn('AUTH_SECRET is the default placeholder: set a long random secret before real use');
  }
  shutDownGracefully(app, logger, config.shutdownDelayMs);
  await app.listen(config.port);
  logger.log(`Listening on ${config.baseUrl} (auth API at ${config.basePath}, dashboard at /)`);
}

void bootstrap();
