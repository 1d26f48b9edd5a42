// The configurations a run measures, in order: as `npm start` runs the service, as production runs it,
// then tuned. Each says what it sets on either side and which scenarios it runs where.

/** Many addresses behind one proxy: production's rate limit counts each client apart, as it would real users. */
const CLIENT_ADDRESSES = 1_000_000;

export const PROFILES = {
  defaults: {
    label: 'defaults: as `npm start` runs it (request logs at info, rate limit off outside production, dev outbox)',
    service: {},
    betterAuth: {},
    spreadClients: false,
    backends: { sqlite: 'all', postgres: 'all', redis: 'all' },
  },
  production: {
    label:
      'production defaults: NODE_ENV=production (rate limit on, request logs at info), behind a trusted proxy on loopback, load from 1,000,000 client addresses',
    service: { NODE_ENV: 'production', SMTP_URL: 'log', TRUSTED_PROXIES: '127.0.0.1' },
    betterAuth: { NODE_ENV: 'production' },
    spreadClients: true,
    backends: { postgres: ['signIn', 'ok', 'sessionCookie', 'sessionApiKey', 'verifyCounted'] },
  },
  tuned: {
    label: 'tuned: NODE_ENV=production, LOG_LEVEL=warn, rate limit off (Better Auth: rate limit off)',
    service: { NODE_ENV: 'production', SMTP_URL: 'log', LOG_LEVEL: 'warn', RATE_LIMIT_ENABLED: 'false' },
    betterAuth: { NODE_ENV: 'production', RATE_LIMIT_ENABLED: 'false' },
    spreadClients: false,
    backends: { postgres: ['ok', 'sessionCookie', 'verifyCounted'] },
  },
};

/** The profiles a run measures: BENCH_PROFILES (comma-separated keys of PROFILES) narrows it. */
export function selectedProfiles() {
  return (process.env.BENCH_PROFILES ?? Object.keys(PROFILES).join(',')).split(',');
}

let nextClient = 0;

/** The request as this profile sends it: with an X-Forwarded-For of its own when clients are spread. */
export function asProfileRequest(profile, request) {
  if (!PROFILES[profile].spreadClients) return request;
  const { setupRequest } = request;
  return {
    ...request,
    setupRequest: (sent, context) => {
      const shaped = setupRequest ? setupRequest(sent, context) : sent;
      nextClient = (nextClient + 1) % CLIENT_ADDRESSES;
      const address = `10.${nextClient >> 16}.${(nextClient >> 8) & 255}.${nextClient & 255}`;
      return { ...shaped, headers: { ...shaped.headers, 'x-forwarded-for': address } };
    },
  };
}
