import request from 'supertest';
import { TestApp, createTestApp, freePort } from '../../support/create-test-app';
import { signUp, uniqueEmail } from '../../support/factories';
import { startRedis, stopRedis } from '../../support/redis-server';
import { PROVIDER_ID, SocialTestSetup, startSocialTestApp } from '../../support/social';
import { TestDatabase, createTestDatabase } from '../../support/test-database';
import { TEST_REDIS_URL } from '../../support/test-redis';

/** The value of one series in Prometheus text, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const scrape = async (t: TestApp) => (await request(t.http).get('/metrics').expect(200)).text;

describe('fleet-wide and dependency metrics', () => {
  let database: TestDatabase;
  let instances: TestApp[];

  beforeAll(async () => {
    database = await createTestDatabase({ sqliteFile: true });
    const options = { database, config: { redisUrl: TEST_REDIS_URL } };
    instances = await Promise.all([createTestApp(options), createTestApp(options)]);
  });

  afterAll(async () => {
    await Promise.all(instances.map((t) => t.close()));
    await database.drop();
  });

  it('reports the same users and sessions on every instance, as auth_fleet_* (max, not sum)', async () => {
    const before = sample(await scrape(instances[0]), 'auth_fleet_users')!;
    await signUp(instances[0].http);
    await signUp(instances[0].http);
    const [first, second] = await Promise.all(instances.map(scrape));

    expect(sample(first, 'auth_fleet_users')).toBe(before + 2);
    expect(sample(second, 'auth_fleet_users')).toBe(before + 2);
    expect(sample(second, 'auth_fleet_active_sessions')).toBe(sample(first, 'auth_fleet_active_sessions'));
    expect(sample(first, 'auth_fleet_email_outbox_depth{status="pending"}')).toBeDefined();
    expect(first).not.toMatch(/^auth_active_sessions /m);
  });

  it('says the database answers, with the PostgreSQL pool (absent on SQLite)', async () => {
    const text = await scrape(instances[0]);

    expect(sample(text, 'auth_database_up')).toBe(1);
    if (instances[0].config.database.dialect === 'postgres') {
      expect(sample(text, 'auth_database_pool_max_connections')).toBe(10);
      expect(sample(text, 'auth_database_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'auth_database_pool_waiting')).toBe(0);
    } else {
      expect(text).not.toContain('auth_database_pool');
    }
  });

  it('says each Redis client is up and times its commands', async () => {
    const user = await signUp(instances[0].http);
    const before = await scrape(instances[0]);
    await request(instances[0].http).get('/api/auth/get-session').set('Cookie', user.cookie).expect(200);
    const after = await scrape(instances[0]);

    expect(sample(after, 'auth_redis_up{client="secondary-storage"}')).toBe(1);
    expect(sample(after, 'auth_redis_up{client="account-lockout"}')).toBe(1);
    const commands = 'auth_redis_command_duration_seconds_count{client="secondary-storage"}';
    expect(sample(after, commands)).toBeGreaterThan(sample(before, commands)!);
    expect(sample(after, 'auth_redis_command_failures_total{client="secondary-storage"}')).toBe(0);
  });

  it('gives the hashing queue’s bounds beside its depth', async () => {
    const text = await scrape(instances[0]);

    expect(sample(text, 'password_hash_queue_capacity')).toBe(instances[0].config.passwordHashing.maxWaiting);
    expect(sample(text, 'password_hash_threads')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'password_hash_queue_depth')).toBe(0);
  });
});

describe('/metrics while Redis is away', () => {
  it('still answers, with auth_redis_up 0, failures counted and the sessions gauge at its last value', async () => {
    const port = await freePort();
    const redis = await startRedis(port);
    const t = await createTestApp({ config: { redisUrl: `redis://127.0.0.1:${port}`, sessionsInDatabase: false } });
    try {
      const user = await signUp(t.http);
      const sessions = sample(await scrape(t), 'auth_fleet_active_sessions');
      expect(sessions).toBeGreaterThanOrEqual(1);

      await stopRedis(redis);
      await request(t.http).get('/api/auth/get-session').set('Cookie', user.cookie).expect(503);
      const text = await scrape(t);

      expect(sample(text, 'auth_redis_up{client="secondary-storage"}')).toBe(0);
      expect(sample(text, 'auth_redis_command_failures_total{client="secondary-storage"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'auth_fleet_active_sessions')).toBe(sessions);
      expect(sample(text, 'auth_database_up')).toBe(1);
    } finally {
      await t.close();
    }
  });
});

describe('social sign-ins in /metrics', () => {
  let setup: SocialTestSetup;

  beforeAll(async () => {
    setup = await startSocialTestApp();
  });

  afterAll(() => setup.close());

  const series = (provider: string, result: string) =>
    `auth_social_sign_ins_total{provider="${provider}",result="${result}"}`;

  it('counts sign-ins by configured provider and result, unknown providers under one label', async () => {
    const { t, idp } = setup;
    expect(sample(await scrape(t), series(PROVIDER_ID, 'success'))).toBe(0);
    const email = uniqueEmail('social');
    await request(t.http)
      .post('/api/auth/sign-in/social')
      .send({
        provider: PROVIDER_ID,
        idToken: { token: await idp.mintIdToken({ sub: 's1', email, email_verified: true }) },
      })
      .expect(200);
    await request(t.http)
      .post('/api/auth/sign-in/social')
      .send({ provider: 'made-up-provider', idToken: { token: 'x' } })
      .expect(404);
    await request(t.http).get(`/api/auth/callback/${PROVIDER_ID}`).query({ code: 'c' }).expect(302);
    const text = await scrape(t);

    expect(sample(text, series(PROVIDER_ID, 'success'))).toBe(1);
    expect(sample(text, series('unknown', 'PROVIDER_NOT_FOUND'))).toBe(1);
    expect(sample(text, series(PROVIDER_ID, 'state_not_found'))).toBe(1);
    expect(text).not.toContain('made-up-provider');
  });
});
