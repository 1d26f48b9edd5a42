import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { alertExpressions, dashboardExpressions, metricNamesIn } from '../../support/monitoring-files';
import { TEST_REDIS_URL } from '../../support/test-redis';

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
