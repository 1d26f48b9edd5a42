import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';
import { AbstractLoader, ExpressLoader } from '@nestjs/serve-static';
import { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import { __resetOutOfContextForTests } from 'nestjs-pino/PinoLogger';
import type { DestinationStream } from 'pino';
import type { App } from 'supertest/types';
import { AppModule } from '../../src/app.module';
import { Clock } from '../../src/platform/common/time/clock';
import { AppConfig } from '../../src/platform/config/app-config';
import { DeepPartial, RawConfig, deepMerge } from '../../src/platform/config/config-sources';
import { loadConfig } from '../../src/platform/config/load-config';
import { configureApp } from '../../src/configure-app';
import { LogDestination, StandardOutput } from '../../src/platform/common/logging/log-destination';
import { createHttpAdapter } from '../../src/platform/common/http/http-adapter';
import { SmtpSink } from './smtp-sink';
import { TestClock } from './test-clock';
import { TestDatabase, createTestDatabase } from './test-database';
import { redisForEveryApp, uniqueRedisPrefix } from './test-redis';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hmac-0123456789';

export interface TestApp {
  app: NestExpressApplication;
  http: App;
  config: AppConfig;
  clock: TestClock;
  mail: SmtpSink;
  /** The service's public URL; with `listen`, where it really answers. */
  baseUrl: string;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: DeepPartial<RawConfig>;
  /** Environment variables the app starts with, read as the service reads them (`config` still wins). */
  env?: Readonly<Record<string, string>>;
  /** Listen on a free loopback port, so a real client (and e-mailed links) can reach the app. */
  listen?: boolean;
  /** With `listen`: this port instead of a free one (for a `baseUrl` naming another host). */
  port?: number;
  /** Shapes the database before the app first connects, as an existing deployment would have left it. */
  prepareDatabase?: (database: TestDatabase) => Promise<void>;
  /**
   * A database the caller made with `createTestDatabase` and drops itself (close() leaves it).
   * Apps given the same one are instances of one deployment behind a load balancer; on SQLite it
   * must be a file, as an in-memory database belongs to a single connection.
   */
  database?: TestDatabase;
  /** Where the app writes its log lines, for a test that reads them; by default nowhere (level silent). */
  logs?: DestinationStream;
}

/**
 * The real AppModule on a fresh database (SQLite in memory, or a PostgreSQL schema when
 * TEST_DATABASE=postgres), with a real SMTP sink; only config and clock are swapped.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  if (options.database?.url === 'sqlite::memory:') {
    throw new Error('An in-memory SQLite database cannot be shared: use createTestDatabase({ sqliteFile: true })');
  }
  const mail = await SmtpSink.start();
  const ownsDatabase = options.database === undefined;
  const database =
    options.database ?? (await createTestDatabase({ sqliteFile: options.prepareDatabase !== undefined }));
  await options.prepareDatabase?.(database);
  const clock = new TestClock();
  const port = options.listen ? (options.port ?? (await freePort())) : 3000;
  const base: DeepPartial<RawConfig> = {
    baseUrl: `http://127.0.0.1:${port}`,
    secret: TEST_SECRET,
    databaseUrl: database.url,
    logLevel: 'silent',
    mail: { smtpUrl: mail.url, from: 'auth@test.local' },
    redisUrl: redisForEveryApp(),
    // Instances of one deployment share their database, and so their Redis keys.
    redisKeyPrefix: redisPrefixOf(database),
  };
  const config = loadConfig({ env: { NODE_ENV: 'test', ...options.env }, overrides: deepMerge(base, options.config) });
  // nestjs-pino keeps, for the whole process, the logger of the first app that logs outside a request; the specs
  // of a folder share a process, so each app starts with its own.
  __resetOutOfContextForTests();
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
    .overrideProvider(AppConfig)
    .useFactory({ factory: () => config })
    .overrideProvider(Clock)
    .useValue(clock)
    // A testing module is compiled before it has an HTTP adapter, so the static-file module would
    // pick its no-op loader; the service itself (NestFactory) gets the Express one.
    .overrideProvider(AbstractLoader)
    .useValue(new ExpressLoader())
    .overrideProvider(LogDestination)
    .useValue(options.logs ? { stream: options.logs } : new StandardOutput())
    .compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>(createHttpAdapter(), {
    bodyParser: false,
    logger: false,
  });
  // As main.ts does, so a test reading the logs also reads what services log through Nest's Logger.
  if (options.logs) app.useLogger(app.get(PinoNestLogger));
  configureApp(app, config);
  await app.init();
  if (options.listen) await app.listen(port, '127.0.0.1');
  return {
    app,
    http: app.getHttpServer(),
    config,
    clock,
    mail,
    baseUrl: config.baseUrl,
    database,
    async close() {
      await app.close();
      await mail.stop();
      if (ownsDatabase) await database.drop();
    },
  };
}

const prefixes = new WeakMap<TestDatabase, string>();

function redisPrefixOf(database: TestDatabase): string {
  if (!prefixes.has(database)) prefixes.set(database, uniqueRedisPrefix());
  return prefixes.get(database)!;
}

export async function freePort(): Promise<number> {
  // Below Linux's ephemeral range (32768 and up): a port the system hands out, as `listen(0)` does, may be
  // given again as the source port of an outgoing connection (to PostgreSQL, say) before the caller
  // listens on it. A random port here is taken only by another listener, which the probe finds.
  for (;;) {
    const port = 20_000 + randomInt(12_000);
    if (await canListen(port)) return port;
  }
}

function canListen(port: number): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
