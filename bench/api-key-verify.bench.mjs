// API-key verification throughput on PostgreSQL: starts the built service once on a fresh schema,
// creates one uncounted and one counted key server-side, and drives closed loops (N workers sending
// requests back to back for a fixed time) against verify and a keyed get-session.
// The load generator runs on the same machine as the service and the database, so it shares their cores.
import http from 'node:http';
import { percentile, startService } from './bench-support.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3901);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const COUNTED_REMAINING = 10_000_000;

// The service-wide request limiter is not what is measured here (it is off outside production anyway).
const service = await startService({ port: PORT, env: { RATE_LIMIT_ENABLED: 'false' } });

/** One request over `agent`; resolves with the status and the parsed JSON body. */
function send(agent, { method, path, headers, body }) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        agent,
        host: '127.0.0.1',
        port: PORT,
        method,
        path: `/api/auth${path}`,
        headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ status: response.statusCode, body: JSON.parse(text) });
          } catch {
            resolve({ status: response.statusCode, body: text });
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** A setup call that must answer 200. */
async function call(options) {
  const agent = new http.Agent({ keepAlive: false });
  const response = await send(agent, options);
  if (response.status !== 200) throw new Error(`${options.path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/**
 * Closed loop: `concurrency` workers, each on its own keep-alive connection, send `request` back to back
 * for `seconds`; every answer goes through `check`, which throws on anything unexpected.
 */
async function closedLoop({ concurrency, seconds, request, check }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const durations = [];
  const started = process.hrtime.bigint();
  const deadline = started + BigInt(Math.round(seconds * 1e9));
  async function worker() {
    while (process.hrtime.bigint() < deadline) {
      const sent = process.hrtime.bigint();
      const response = await send(agent, request);
      durations.push(Number(process.hrtime.bigint() - sent) / 1e6);
      check(response);
    }
  }
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    agent.destroy();
  }
  const elapsedSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  durations.sort((a, b) => a - b);
  return { requests: durations.length, perSecond: durations.length / elapsedSeconds, p50: percentile(durations, 50), p99: percentile(durations, 99) };
}

const serviceHeaders = { 'x-service-key': service.serviceKey };

function verifyRequest(key) {
  return { method: 'POST', path: '/api-key/verify', headers: serviceHeaders, body: { key } };
}

function expectValid(keyId) {
  return (response) => {
    const { status, body } = response;
    if (status !== 200 || body?.valid !== true || body.key?.id !== keyId) {
      throw new Error(`verify answered ${status} ${JSON.stringify(body)}`);
    }
  };
}

try {
  const { user } = await call({
    method: 'POST',
    path: '/admin/create-user',
    headers: serviceHeaders,
    body: { email: 'bench-api-key@example.com', password: 'bench api key password', name: 'Bench' },
  });
  const createKey = (extra) =>
    call({ method: 'POST', path: '/api-key/create', headers: serviceHeaders, body: { userId: user.id, rateLimitEnabled: false, ...extra } });
  const uncounted = await createKey({});
  const counted = await createKey({ remaining: COUNTED_REMAINING });
  if (uncounted.remaining !== null || counted.remaining !== COUNTED_REMAINING) {
    throw new Error(`unexpected keys: ${JSON.stringify({ uncounted, counted })}`);
  }

  // Warms the JIT, the connection pool and the database's caches; not reported.
  await closedLoop({ concurrency: 16, seconds: WARMUP_SECONDS, request: verifyRequest(uncounted.key), check: expectValid(uncounted.id) });

  const rows = [];
  for (const concurrency of [1, 16, 64]) {
    const result = await closedLoop({ concurrency, seconds: SECONDS, request: verifyRequest(uncounted.key), check: expectValid(uncounted.id) });
    rows.push({ scenario: 'verify, uncounted key', concurrency, ...result });
  }
  let countedUses = 0;
  for (const concurrency of [1, 16, 64]) {
    const result = await closedLoop({ concurrency, seconds: SECONDS, request: verifyRequest(counted.key), check: expectValid(counted.id) });
    countedUses += result.requests;
    rows.push({ scenario: 'verify, counted key (remaining - 1)', concurrency, ...result });
  }
  const keyedSession = await closedLoop({
    concurrency: 16,
    seconds: SECONDS,
    request: { method: 'GET', path: '/get-session', headers: { 'x-api-key': uncounted.key } },
    check: ({ status, body }) => {
      if (status !== 200 || body?.session?.id !== uncounted.id || body.user?.id !== user.id) {
        throw new Error(`get-session answered ${status} ${JSON.stringify(body)}`);
      }
    },
  });
  rows.push({ scenario: 'get-session with x-api-key', concurrency: 16, ...keyedSession });

  // Every counted use must have taken exactly one off, concurrent ones included.
  const after = await call(verifyRequest(counted.key));
  const expected = COUNTED_REMAINING - countedUses - 1;
  if (after.valid !== true || after.key.remaining !== expected) {
    throw new Error(`counted key: remaining ${after.key?.remaining} after ${countedUses + 1} uses, expected ${expected}`);
  }

  console.log(`\nAPI-key verification on PostgreSQL, closed loop, ${SECONDS} s per row (after ${WARMUP_SECONDS} s warm-up);`);
  console.log('the load generator shares the machine with the service and PostgreSQL. Every answer was 200 and valid.');
  console.table(
    rows.map((row) => ({
      scenario: row.scenario,
      concurrency: row.concurrency,
      requests: row.requests,
      'req/s': Math.round(row.perSecond),
      'p50 ms': row.p50.toFixed(1),
      'p99 ms': row.p99.toFixed(1),
    })),
  );
  console.log(`counted key: ${countedUses + 1} uses, remaining ${after.key.remaining} (exact)`);
} finally {
  await service.stop();
}
