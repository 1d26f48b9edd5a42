import request from 'supertest';
import { ADMIN_TEST_CONFIG } from '../../support/admin';
import { createKey, verifyKey } from '../../support/api-keys';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, cookiesFrom, signUp } from '../../support/factories';
import { alertExpressions, dashboardExpressions, metricNamesIn } from '../../support/monitoring-files';
import { TEST_REDIS_URL } from '../../support/test-redis';

/** The value of one series in Prometheus text, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
  });

  afterAll(() => t.close());

  const scrape = async () => (await request(t.http).get('/metrics').expect(200)).text;

  it('answers Prometheus text outside the auth API path', async () => {
    const response = await request(t.http).get('/metrics').expect(200);

    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.text).toContain('# TYPE http_requests_total counter');
    expect(response.text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(response.text).toContain('# TYPE process_resident_memory_bytes gauge');
    await request(t.http).get('/api/auth/metrics').expect(404);
  });

  it('counts sign-ins and refused sign-ins by code', async () => {
    const user = await signUp(t.http);
    const before = await scrape();
    await request(t.http).post('/api/auth/sign-in/email').send({ email: user.email, password: PASSWORD }).expect(200);
    await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: user.email, password: 'not the password' })
      .expect(401);
    await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: 'nobody@example.com', password: 'not the password' })
      .expect(401);
    const after = await scrape();

    expect(sample(after, 'auth_sign_ins_total')).toBe((sample(before, 'auth_sign_ins_total') ?? 0) + 1);
    const failures = 'auth_sign_in_failures_total{code="INVALID_EMAIL_OR_PASSWORD"}';
    expect(sample(after, failures)).toBe((sample(before, failures) ?? 0) + 2);
  });

  it('reports the sessions that have not expired', async () => {
    const before = sample(await scrape(), 'auth_fleet_active_sessions')!;
    const user = await signUp(t.http);
    const second = await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: user.email, password: PASSWORD })
      .expect(200);

    expect(sample(await scrape(), 'auth_fleet_active_sessions')).toBe(before + 2);
    await request(t.http)
      .post('/api/auth/sign-out')
      .set('Cookie', cookiesFrom(second))
      .set('Origin', t.baseUrl)
      .expect(200);
    expect(sample(await scrape(), 'auth_fleet_active_sessions')).toBe(before + 1);
    t.clock.advanceSeconds(8 * 86_400);
    expect(sample(await scrape(), 'auth_fleet_active_sessions')).toBe(0);
  });

  it('counts API-key verifications by result', async () => {
    const user = await signUp(t.http);
    const { key } = await createKey(t.http, user.cookie, { name: 'metrics' });
    const before = await scrape();
    await verifyKey(t.http, key);
    await verifyKey(t.http, `${key.slice(0, -4)}XXXX`);
    await request(t.http).get('/api/auth/get-session').set('x-api-key', key).expect(200);
    const after = await scrape();

    const valid = 'api_key_verifications_total{result="valid"}';
    const invalid = 'api_key_verifications_total{result="INVALID_API_KEY"}';
    expect(sample(after, valid)).toBe((sample(before, valid) ?? 0) + 2);
    expect(sample(after, invalid)).toBe((sample(before, invalid) ?? 0) + 1);
  });

  it('labels requests with the route pattern, not the path, and unknown paths as one series', async () => {
    await request(t.http).get('/api/auth/reset-password/some-secret-token').query({ callbackURL: '/' });
    await request(t.http).get('/api/auth/no-such-endpoint-1').expect(404);
    await request(t.http).get('/api/auth/no-such-endpoint-2').expect(404);
    const text = await scrape();

    expect(text).toContain('route="/api/auth/reset-password/:token"');
    expect(text).not.toContain('some-secret-token');
    expect(text).not.toContain('no-such-endpoint');
    expect(sample(text, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBeGreaterThanOrEqual(2);
  });
});

const ALERTS = 'deploy/prometheus-alerts.yaml';
const DASHBOARD = 'deploy/grafana-dashboard.json';
/** Documented as absent on SQLite, which has no connection pool. */
const POSTGRES_ONLY = /^auth_database_pool_/;

/** The series names a scrape declares: each family, with a histogram's `_bucket`, `_sum` and `_count`. */
function exportedNames(scrape: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of scrape.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name);
    if (type === 'histogram' || type === 'summary')
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(name + suffix);
  }
  return names;
}

describe('the shipped alert rules and Grafana dashboard', () => {
  let t: TestApp;
  let exported: Set<string>;

  beforeAll(async () => {
    t = await createTestApp({ config: { redisUrl: TEST_REDIS_URL } });
    exported = exportedNames((await request(t.http).get('/metrics').expect(200)).text);
  });

  afterAll(() => t.close());

  it('reads metric names out of PromQL, leaving functions, labels and keywords', () => {
    expect(
      metricNamesIn(
        'sum by (job, le) (rate(a_total{status=~"5..", x="b_total"}[5m] offset 1h)) / ignoring(code) b and c > bool 2',
      ),
    ).toEqual(['a_total', 'b', 'c']);
  });

  it.each([
    ['alert rules', ALERTS, alertExpressions],
    ['dashboard', DASHBOARD, dashboardExpressions],
  ])('names in the %s only metrics a running instance (with Redis) exports', (_kind, path, expressionsOf) => {
    const expressions = expressionsOf(path);
    const named = [...new Set(expressions.flatMap(metricNamesIn))];
    const isPostgres = t.config.database.dialect === 'postgres';

    expect(expressions.length).toBeGreaterThan(8);
    expect(named).toEqual(expect.arrayContaining(['auth_redis_up', 'auth_database_up', 'http_requests_total']));
    expect(named.filter((name) => !exported.has(name) && (isPostgres || !POSTGRES_ONLY.test(name)))).toEqual([]);
    if (!isPostgres) expect([...exported].filter((name) => POSTGRES_ONLY.test(name))).toEqual([]);
  });

  it('alerts on 5xx, sign-in failures, hashing saturation, the database or Redis down, and an outbox backlog', () => {
    const names = alertExpressions(ALERTS).flatMap(metricNamesIn);

    expect(names).toEqual(
      expect.arrayContaining([
        'http_requests_total',
        'auth_sign_in_failures_total',
        'password_hash_queue_depth',
        'password_hashes_shed_total',
        'auth_database_up',
        'auth_redis_up',
        'auth_fleet_email_outbox_depth',
      ]),
    );
  });
});
