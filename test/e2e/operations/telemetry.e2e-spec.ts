import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { getModelToken } from '@nestjs/sequelize';
import request from 'supertest';
import { TelemetrySweeper } from '../../../src/manage/telemetry/telemetry-sweeper';
import { TelemetryModel } from '../../../src/manage/telemetry/telemetry.model';
import { TestApp, createTestApp, freePort } from '../../support/create-test-app';
import { eventually } from '../../support/email-outbox';
import { signUp } from '../../support/factories';
import { TelemetryReceiver } from '../../support/telemetry-receiver';
import { TestDatabase, createTestDatabase } from '../../support/test-database';

const DAY_SECONDS = 86_400;
const FEATURES = [
  'accountLockout',
  'additionalUserFields',
  'betterAuthCompat',
  'crossSubdomainCookies',
  'customAdminRoles',
  'emailVerificationRequired',
  'jwtAlgorithm',
  'mail',
  'rateLimit',
  'serviceKeys',
  'sessionCookieCache',
  'sessionsInDatabase',
  'socialProviders',
];

/** Every HTTP request the process's fetch starts while `work` runs (undici's diagnostics channel). */
async function fetchRequestsDuring(work: () => Promise<void>): Promise<string[]> {
  const origins: string[] = [];
  const listener = (message: unknown) =>
    origins.push(String((message as { request: { origin: string } }).request.origin));
  subscribe('undici:request:create', listener);
  try {
    await work();
  } finally {
    unsubscribe('undici:request:create', listener);
  }
  return origins;
}

const usageNow = (t: TestApp) => t.app.get(TelemetrySweeper).sendUsageOnTimer();

describe('telemetry with TELEMETRY_ENDPOINT', () => {
  let receiver: TelemetryReceiver;
  let database: TestDatabase;
  let instances: TestApp[];
  let fetched: string[];

  beforeAll(async () => {
    receiver = await TelemetryReceiver.start();
    database = await createTestDatabase({ sqliteFile: true });
    const config = { telemetryEndpoint: receiver.url };
    fetched = await fetchRequestsDuring(async () => {
      // Two instances of one deployment, started together on one database.
      instances = await Promise.all([createTestApp({ database, config }), createTestApp({ database, config })]);
      await eventually(() => receiver.ofType('init').length === 2);
    });
  });

  afterAll(async () => {
    await Promise.all(instances.map((t) => t.close()));
    await database.drop();
    await receiver.stop();
  });

  it('POSTs an init event at start from each instance, with one anonymous id for the installation', () => {
    const [first, second] = receiver.ofType('init');

    expect(first.headers['content-type']).toBe('application/json');
    expect(Object.keys(first.body).sort()).toEqual(['anonymousId', 'payload', 'type']);
    expect(first.body.anonymousId).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(second.body.anonymousId).toBe(first.body.anonymousId);
    expect(fetched.filter((origin) => receiver.url.startsWith(origin))).toHaveLength(2);
  });

  it('sends exactly the documented init fields', () => {
    const { payload } = receiver.ofType('init')[0].body as { payload: Record<string, Record<string, unknown>> };
    const { config } = instances[0];

    expect(Object.keys(payload).sort()).toEqual(['database', 'environment', 'features', 'redis', 'runtime', 'version']);
    expect(payload.version).toBe(JSON.parse(readFileSync('package.json', 'utf8')).version);
    expect(payload.runtime).toEqual({
      name: 'node',
      version: process.versions.node,
      platform: process.platform,
      arch: process.arch,
    });
    expect(payload.environment).toBe('test');
    expect(payload.database).toBe(config.database.dialect);
    expect(payload.redis).toBe(config.redisUrl !== null);
    expect(Object.keys(payload.features).sort()).toEqual(FEATURES);
    expect(payload.features).toMatchObject({ mail: 'smtp', socialProviders: [], betterAuthCompat: '1.7' });
  });

  it('sends no host name, address, URL or e-mail address', () => {
    const { text } = receiver.ofType('init')[0];
    const { config } = instances[0];

    for (const identifying of [hostname(), '127.0.0.1', 'localhost', '@', '://', config.baseUrl, config.database.url]) {
      expect(text).not.toContain(identifying);
    }
  });

  it('sends the usage event in buckets once a day, from one instance only', async () => {
    const user = await signUp(instances[0].http);
    await signUp(instances[1].http);

    await Promise.all(instances.map(usageNow));
    await Promise.all(instances.map(usageNow));

    const usage = receiver.ofType('usage');
    expect(usage).toHaveLength(1);
    expect(usage[0].body).toEqual({
      type: 'usage',
      anonymousId: receiver.ofType('init')[0].body.anonymousId,
      payload: { users: '1-10', activeSessions: '1-10' },
    });
    expect(usage[0].text).not.toContain(user.email);
    expect(usage[0].text).not.toContain(user.userId);

    for (const t of instances) t.clock.advanceSeconds(DAY_SECONDS);
    await Promise.all(instances.map(usageNow));
    expect(receiver.ofType('usage')).toHaveLength(2);
  });
});

describe('telemetry with an endpoint that fails', () => {
  it('starts, serves and carries on when the endpoint refuses the connection or answers 500', async () => {
    const receiver = await TelemetryReceiver.start();
    receiver.status = 500;
    const refused = `http://127.0.0.1:${await freePort()}/events`;
    for (const endpoint of [refused, receiver.url]) {
      const t = await createTestApp({ config: { telemetryEndpoint: endpoint } });
      try {
        await expect(usageNow(t)).resolves.toBeUndefined();
        await request(t.http).get('/health/ready').expect(200);
      } finally {
        await t.close();
      }
    }
    expect(receiver.ofType('usage')).toHaveLength(1);
    await receiver.stop();
  });
});

describe('telemetry without TELEMETRY_ENDPOINT (the default)', () => {
  it('sends nothing, makes no request and keeps no installation id', async () => {
    const receiver = await TelemetryReceiver.start();
    let t: TestApp | undefined;
    const fetched = await fetchRequestsDuring(async () => {
      t = await createTestApp();
      await signUp(t.http);
      await usageNow(t);
      t.clock.advanceSeconds(DAY_SECONDS);
      await usageNow(t);
    });
    try {
      expect(t!.config.telemetryEndpoint).toBeNull();
      expect(fetched).toEqual([]);
      expect(receiver.connections).toBe(0);
      expect(await t!.app.get<typeof TelemetryModel>(getModelToken(TelemetryModel)).count()).toBe(0);
    } finally {
      await t!.close();
      await receiver.stop();
    }
  });
});
