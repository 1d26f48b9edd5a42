// Runs the scenarios of one backend against one side on a fresh database and answers a row per scenario.
import { randomBytes } from 'node:crypto';
import { freshDatabase, query } from './bench-database.mjs';
import { HASHING_SECONDS, SECONDS, WARMUP_SECONDS, load as loadPlain } from './load.mjs';
import { PROFILES, asProfileRequest } from './profiles.mjs';
import { measure } from './process-usage.mjs';
import { seedApiKeys, seedOrganization, seedUsers } from './seed.mjs';
import { startServer } from './servers.mjs';
import {
  createApiKey,
  signIn,
  signInRequest,
  signUp,
  signUpRequest,
  sprayedSignInRequest,
  verifyRequest,
} from './side-clients.mjs';

// BENCH_SCENARIOS (comma-separated keys of SCENARIOS, e.g. sessionCookie,sessionWhileSigningIn) narrows a run.
const ONLY = process.env.BENCH_SCENARIOS?.split(',');
const BIG_TABLE_ROWS = Number(process.env.BENCH_BIG_TABLE_ROWS ?? 100_000);
const CHEAP_CONNECTIONS = 50;
// Better Auth hashes on its event loop: 8 sign-ins left in flight by the warm-up take it 2 s.
const HASHING_LOAD = { connections: 8, seconds: HASHING_SECONDS, settleSeconds: 2 };
const COUNTED_REMAINING = 10_000_000;
// A flood of sign-ins, far more than the cores can hash: the queue in front of them must stay bounded.
const FLOOD_CONNECTIONS = 300;
const ORGANIZATION_MEMBERS = 100;
const OWNER = { email: 'bench-owner@example.com', password: 'bench owner password', name: 'Bench owner' };

export const SCENARIOS = {
  ok: 'GET /ok (the cheapest call, same pipeline)',
  signUp: 'sign-up',
  signIn: 'sign-in',
  sessionCookie: 'get-session by cookie, cache off',
  sessionCached: 'get-session by cookie, cache on',
  sessionWhileSigningIn: 'get-session while 2 connections sign in',
  sessionDuringSignInFlood: `get-session while ${FLOOD_CONNECTIONS} connections sign in`,
  sessionApiKey: 'get-session with x-api-key',
  verify: 'API-key verify',
  verifyCounted: 'API-key verify with remaining',
  verifyCountedBigTable: `API-key verify with remaining, ${BIG_TABLE_ROWS.toLocaleString('en')} keys`,
  listUsers: `admin list-users (limit 100), ${BIG_TABLE_ROWS.toLocaleString('en')} users`,
  listMembers: `organization list-members (${ORGANIZATION_MEMBERS} members)`,
};

/** Which scenarios each backend runs: everything on PostgreSQL, the session and hashing paths on the others. */
export const BACKENDS = {
  sqlite: {
    label: 'SQLite',
    database: 'sqlite',
    redis: false,
    scenarios: ['signUp', 'signIn', 'sessionCookie', 'sessionWhileSigningIn', 'verifyCounted', 'sessionCached'],
  },
  postgres: { label: 'PostgreSQL', database: 'postgres', redis: false, scenarios: Object.keys(SCENARIOS) },
  redis: {
    label: 'PostgreSQL + Redis',
    database: 'postgres',
    redis: true,
    scenarios: ['signIn', 'sessionCookie', 'sessionWhileSigningIn', 'sessionCached'],
  },
};

/** Rows keyed by scenario: req/s, p50, p99, CPU ms per request, peak RSS, and notes (lost decrements). */
export async function runSide({ side, profile, backend, port }) {
  const { database: kind, redis } = BACKENDS[backend];
  const inProfile = PROFILES[profile].backends[backend];
  const scenarios = BACKENDS[backend].scenarios.filter(
    (name) => (inProfile === 'all' || inProfile.includes(name)) && (!ONLY || ONLY.includes(name)),
  );
  const load = (options) => loadPlain(asProfileRequest(profile, options));
  const database = await freshDatabase(kind);
  const settings = {
    side,
    profile,
    port,
    database,
    secret: randomBytes(32).toString('hex'),
    serviceKey: randomBytes(24).toString('hex'),
    redisPrefix: redis ? `bench-${randomBytes(4).toString('hex')}:` : undefined,
  };
  let server = await startServer(settings);
  const rows = {};
  const wanted = (name) => scenarios.includes(name);
  const record = async (name, work) => {
    const { result, cpuMs, peakRssMb } = await measure(server.pid, work);
    rows[name] = { ...result, cpuMsPerRequest: cpuMs / Math.max(1, result.totalRequests), rssMb: peakRssMb };
  };
  try {
    const owner = await signUp(server, OWNER);
    let cookie = await signIn(server, OWNER);
    const session = { url: `${server.base}/get-session`, headers: { cookie } };

    if (wanted('ok')) await record('ok', () => load({ url: `${server.base}/ok`, connections: CHEAP_CONNECTIONS }));
    if (wanted('signUp')) await record('signUp', () => load({ ...signUpRequest(server, side), ...HASHING_LOAD }));
    if (wanted('signIn')) await record('signIn', () => load({ ...signInRequest(server, OWNER), ...HASHING_LOAD }));
    if (wanted('sessionCookie'))
      await record('sessionCookie', () => load({ ...session, connections: CHEAP_CONNECTIONS }));
    if (wanted('sessionWhileSigningIn')) {
      await record('sessionWhileSigningIn', async () => {
        const [sessions, signIns] = await Promise.all([
          load({ ...session, connections: CHEAP_CONNECTIONS }),
          load({ ...signInRequest(server, OWNER), connections: 2 }),
        ]);
        return { ...sessions, note: `${Math.round(signIns.perSecond)} sign-ins/s alongside; CPU counts both` };
      });
    }
    if (wanted('sessionDuringSignInFlood'))
      await record('sessionDuringSignInFlood', () => sessionDuringFlood(load, server, session));
    const uncounted =
      wanted('sessionApiKey') || wanted('verify')
        ? await createApiKey(server, settings.serviceKey, { userId: owner.id })
        : null;
    if (wanted('sessionApiKey')) {
      await record('sessionApiKey', () =>
        load({
          url: `${server.base}/get-session`,
          headers: { 'x-api-key': uncounted.key },
          connections: CHEAP_CONNECTIONS,
        }),
      );
    }
    if (wanted('verify')) await record('verify', () => verifyLoad(load, server, settings, uncounted));
    if (wanted('verifyCounted'))
      await record('verifyCounted', () => verifyCountedLoad(load, server, settings, database, owner));
    if (wanted('verifyCountedBigTable') || wanted('listUsers') || wanted('listMembers')) {
      await seedUsers(database, BIG_TABLE_ROWS);
      await seedApiKeys(database, BIG_TABLE_ROWS);
      await seedOrganization(database, { id: 'bench-org', ownerId: owner.id, members: ORGANIZATION_MEMBERS });
    }
    if (wanted('verifyCountedBigTable'))
      await record('verifyCountedBigTable', () => verifyCountedLoad(load, server, settings, database, owner));
    if (wanted('listUsers') || wanted('listMembers')) {
      await query(database, `UPDATE "user" SET "role" = 'admin' WHERE "id" = '${owner.id}'`);
      cookie = await signIn(server, OWNER);
    }
    if (wanted('listUsers')) {
      await record('listUsers', () =>
        load({ url: `${server.base}/admin/list-users?limit=100`, headers: { cookie }, connections: 10 }),
      );
    }
    if (wanted('listMembers')) {
      const url = `${server.base}/organization/list-members?organizationId=bench-org`;
      await record('listMembers', () => load({ url, headers: { cookie }, connections: CHEAP_CONNECTIONS }));
    }
    if (wanted('sessionCached')) {
      await server.stop();
      server = await startServer({ ...settings, cookieCache: true });
      const cached = await signIn(server, OWNER);
      if (!cached.includes('session_data=')) throw new Error(`${side}: sign-in set no cookie cache`);
      await record('sessionCached', () =>
        load({ url: `${server.base}/get-session`, headers: { cookie: cached }, connections: CHEAP_CONNECTIONS }),
      );
    }
    return rows;
  } finally {
    await server.stop();
    await database.drop();
  }
}

/**
 * get-session at the usual 50 connections while 300 more send sign-ins back to back, each for an
 * address of its own (a password sprayer's flood): what such a flood costs everyone else.
 */
async function sessionDuringFlood(load, server, session) {
  const statuses = {};
  const [sessions] = await Promise.all([
    load({ ...session, connections: CHEAP_CONNECTIONS, settleSeconds: 2 }),
    load({
      ...sprayedSignInRequest(server),
      connections: FLOOD_CONNECTIONS,
      seconds: WARMUP_SECONDS + 2 + SECONDS,
      warmup: false,
      onResponse: (status) => (statuses[status] = (statuses[status] ?? 0) + 1),
    }),
  ]);
  const answers = Object.entries(statuses)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  return { ...sessions, note: `sign-ins answered: ${answers || 'none'}; CPU counts both` };
}

/** Verifies one key under load, counting the answers that said valid. */
async function verifyLoad(load, server, settings, apiKey, options = {}) {
  let valid = 0;
  const result = await load({
    ...verifyRequest(server, settings.serviceKey, apiKey.key),
    connections: CHEAP_CONNECTIONS,
    ...options,
    onResponse: (status, body) => {
      if (status === 200 && body.includes('"valid":true')) valid += 1;
    },
  });
  return { ...result, valid };
}

/**
 * Verifies a counted key under load; every valid answer must have taken exactly one off `remaining`.
 * The warm-up uses a key of its own and the measured run a fixed number of requests, so no request
 * is left in flight uncounted when the load stops.
 */
async function verifyCountedLoad(load, server, settings, database, owner) {
  const warmKey = await createApiKey(server, settings.serviceKey, { userId: owner.id, remaining: COUNTED_REMAINING });
  const warm = await verifyLoad(load, server, settings, warmKey, { seconds: WARMUP_SECONDS + 1, warmup: false });
  const apiKey = await createApiKey(server, settings.serviceKey, { userId: owner.id, remaining: COUNTED_REMAINING });
  const amount = Math.max(CHEAP_CONNECTIONS * 10, Math.round(warm.perSecond * SECONDS));
  const result = await verifyLoad(load, server, settings, apiKey, { amount, warmup: false });
  const [{ remaining }] = await query(database, `SELECT "remaining" FROM "apikey" WHERE "id" = '${apiKey.id}'`);
  const lost = result.valid - (COUNTED_REMAINING - Number(remaining));
  return {
    ...result,
    totalRequests: warm.totalRequests + result.totalRequests,
    lostDecrements: lost,
    note: `${lost} lost decrements of ${result.valid} valid uses`,
  };
}
