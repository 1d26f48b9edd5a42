import { INestApplicationContext, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '../platform/config/load-config';
import { CliLogger } from './cli-logger';

/** Starts `module` on the service's configuration, runs `work` in it, and always closes it. */
export async function withContext<T>(module: Type, work: (app: INestApplicationContext) => Promise<T>): Promise<T> {
  // A bad configuration is reported before anything connects.
  loadConfig();
  const app = await NestFactory.createApplicationContext(module, { logger: new CliLogger(), abortOnError: false });
  try {
    return await work(app);
  } finally {
    await app.close();
  }
}
