// Load from this process with autocannon: a fixed number of keep-alive connections sending requests
// back to back for a fixed time, after a short unreported warm-up.
import autocannon from 'autocannon';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
// A row of password hashes answers a few dozen requests a second, each in flight for a quarter of a
// second to a second: it runs longer, so the answers cut off at either end skew its rate less.
export const HASHING_SECONDS = Number(process.env.BENCH_HASHING_SECONDS ?? Math.max(SECONDS, 15));

/**
 * `request`: url, method, headers, body (or `setupRequest` for a body per request), `onResponse`
 * (status, body) to inspect answers, warm-up included; `amount` fixes the number of requests instead;
 * `settleSeconds`, a pause after the warm-up, in which the server finishes the requests the warm-up
 * left in flight (it keeps hashing for a client that has gone). Resolves with req/s of 2xx answers,
 * p50/p99 in ms and counts.
 */
export async function load({ connections, seconds = SECONDS, amount, warmup = true, settleSeconds = 0, ...request }) {
  const warm =
    warmup && WARMUP_SECONDS > 0
      ? await run({ ...request, connections, seconds: WARMUP_SECONDS })
      : { requests: 0, failed: 0 };
  if (settleSeconds > 0) await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
  const measured = await run({ ...request, connections, seconds, amount });
  // The server's CPU is read across both runs, so it is shared over both runs' answers.
  return { ...measured, totalRequests: warm.requests + measured.requests, failed: warm.failed + measured.failed };
}

/** For `seconds`, or until `amount` requests are answered when given. */
async function run({
  url,
  method = 'GET',
  headers = {},
  body,
  setupRequest,
  onResponse,
  connections,
  seconds,
  amount,
}) {
  const result = await autocannon({
    url,
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    requests: [
      Object.fromEntries(
        Object.entries({ method, headers, body, setupRequest, onResponse }).filter(([, value]) => value !== undefined),
      ),
    ],
  });
  const ok = result['2xx'];
  return {
    requests: ok,
    perSecond: ok / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}
