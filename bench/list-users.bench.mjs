// Admin list-users at 100,000 users on PostgreSQL: starts the built service on a fresh schema,
// seeds the users in one statement, and times each query shape over sequential requests.
import { percentile, sql, startService } from './bench-support.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3900);
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const service = await startService({ port: PORT });
const base = service.base;

async function time(cookie, query) {
  const durations = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = process.hrtime.bigint();
    const response = await fetch(`${base}/admin/list-users?${query}`, { headers: { cookie } });
    const body = await response.json();
    durations.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (!response.ok || !Array.isArray(body.users))
      throw new Error(`${query}: ${response.status} ${JSON.stringify(body)}`);
  }
  durations.sort((a, b) => a - b);
  return { p50: percentile(durations, 50), p99: percentile(durations, 99) };
}

try {
  await sql(`SET search_path TO "${service.schema}";
    INSERT INTO "user" ("id", "name", "email", "emailVerified", "role", "banned", "createdAt", "updatedAt")
    SELECT md5(i::text), 'User ' || i, 'user' || i || '@example.com', i % 3 = 0,
           CASE WHEN i % 50 = 0 THEN 'admin' ELSE 'user' END, i % 97 = 0,
           now() - (i || ' seconds')::interval, now()
    FROM generate_series(1, ${USERS}) AS i;
    ANALYZE "user";`);
  const email = 'bench-admin@example.com';
  const password = 'bench admin password';
  const created = await fetch(`${base}/admin/create-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-service-key': service.serviceKey },
    body: JSON.stringify({ email, password, name: 'Bench', role: 'admin' }),
  });
  if (!created.ok) throw new Error(`create-user: ${created.status}`);
  const signIn = await fetch(`${base}/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const scenarios = [
    ['first page (limit 100)', 'limit=100'],
    ['deep page, sorted by name', 'limit=100&offset=50000&sortBy=name&sortDirection=desc'],
    ['filter role = admin', 'filterField=role&filterValue=admin&limit=100'],
    ['filter banned = true', 'filterField=banned&filterValue=true&limit=100'],
    ['search e-mail starts with', 'searchField=email&searchOperator=starts_with&searchValue=user4242&limit=100'],
    ['search name contains', 'searchField=name&searchOperator=contains&searchValue=4242&limit=100'],
  ];
  const rows = [];
  for (const [name, query] of scenarios) rows.push({ scenario: name, ...(await time(cookie, query)) });
  console.log(
    `\nadmin list-users, ${USERS.toLocaleString('en')} users on PostgreSQL, ${REQUESTS} sequential requests each`,
  );
  console.table(
    rows.map((row) => ({ scenario: row.scenario, 'p50 ms': row.p50.toFixed(1), 'p99 ms': row.p99.toFixed(1) })),
  );
} finally {
  await service.stop();
}
