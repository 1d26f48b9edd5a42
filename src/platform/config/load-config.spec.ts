import { HASHING_THREADS } from '../common/crypto/thread-pool';
import { DEFAULT_SECRET, loadConfig } from './load-config';

const SECRET = 'a-long-random-secret-for-tests-0123456789';

describe('loadConfig defaults', () => {
  const config = loadConfig({ env: {} });

  it('serves on port 3000 at http://localhost:3000 under /api/auth', () => {
    expect(config.port).toBe(3000);
    expect(config.baseUrl).toBe('http://localhost:3000');
    expect(config.basePath).toBe('/api/auth');
    expect(config.nodeEnv).toBe('development');
    expect(config.isProduction).toBe(false);
  });

  it('uses the placeholder secret, flagged as such', () => {
    expect(config.secret).toBe(DEFAULT_SECRET);
    expect(config.isDefaultSecret).toBe(true);
  });

  it('stores data and sessions in SQLite at data/auth.sqlite, rate limits in memory', () => {
    expect(config.database).toEqual({
      dialect: 'sqlite',
      url: 'sqlite:data/auth.sqlite',
      storage: 'data/auth.sqlite',
      schema: null,
    });
    expect(config.redisUrl).toBeNull();
    expect(config.sessionsInDatabase).toBe(true);
    expect(config.redisKeyPrefix).toBe('');
    const { accountLockout, ...limits } = config.rateLimit;
    expect(limits).toEqual({
      enabled: false,
      windowSeconds: 10,
      max: 100,
      storage: 'memory',
      keyPrefix: 'rate-limit:',
      memoryMaxEntries: 100_000,
      customRules: {},
    });
    expect(accountLockout.enabled).toBe(true);
  });

  it('trusts only the base URL origin and no proxy, and has no service keys or admins', () => {
    expect(config.trustedOrigins).toEqual(['http://localhost:3000']);
    expect(config.trustedProxies).toEqual([]);
    expect(config.serviceKeys).toEqual([]);
    expect(config.adminUserIds).toEqual([]);
    expect(config.telemetryEndpoint).toBeNull();
  });

  it('lets 32 password hashes per hashing thread wait', () => {
    expect(config.passwordHashing).toEqual({ maxWaiting: 32 * HASHING_THREADS });
  });

  it('logs at info and delivers mail to the dev outbox from no-reply@localhost, ten attempts each, failures kept 30 days', () => {
    expect(config.logLevel).toBe('info');
    expect(config.mail).toEqual({
      delivery: 'dev-outbox',
      smtpUrl: null,
      from: 'no-reply@localhost',
      maxAttempts: 10,
      failedRetentionDays: 30,
    });
  });

  it('has Better Auth’s session lifetimes in seconds and the cookie cache off', () => {
    expect(config.session).toEqual({
      expiresInSeconds: 604_800,
      expiresInWithoutRememberMeSeconds: 86_400,
      updateAgeSeconds: 86_400,
      freshAgeSeconds: 86_400,
      cookieCache: { enabled: false, maxAgeSeconds: 300 },
    });
  });

  it('has Better Auth’s password, verification and account defaults, except that a password reset ends every session', () => {
    expect(config.emailAndPassword).toMatchObject({
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      requireEmailVerification: false,
      autoSignIn: true,
      resetPasswordTokenExpiresInSeconds: 3600,
      revokeSessionsOnPasswordReset: true,
    });
    expect(config.emailVerification).toMatchObject({
      sendOnSignUp: false,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresInSeconds: 3600,
    });
    expect(config.user).toEqual({
      additionalFields: {},
      changeEmail: { enabled: true },
      deleteUser: { enabled: true, sendVerification: false, tokenExpiresInSeconds: 86_400 },
    });
    expect(config.advanced).toEqual({
      cookiePrefix: 'better-auth',
      ipAddressHeaders: ['x-forwarded-for'],
      disableIpTracking: false,
      ipv6Subnet: 64,
    });
  });

  it('is frozen all the way down', () => {
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.session.cookieCache)).toBe(true);
    expect(Object.isFrozen(config.trustedOrigins)).toBe(true);
  });
});

describe('loadConfig environment overrides', () => {
  it('derives the base URL from PORT when BASE_URL is unset', () => {
    const config = loadConfig({ env: { PORT: '4000' } });

    expect(config.port).toBe(4000);
    expect(config.baseUrl).toBe('http://localhost:4000');
    expect(config.trustedOrigins).toEqual(['http://localhost:4000']);
  });

  it('takes BASE_URL without its trailing slash and trusts its origin', () => {
    const config = loadConfig({ env: { BASE_URL: 'https://auth.example.com/' } });

    expect(config.baseUrl).toBe('https://auth.example.com');
    expect(config.trustedOrigins).toEqual(['https://auth.example.com']);
  });

  it('reads a PostgreSQL DATABASE_URL, taking the schema out of the URL', () => {
    const config = loadConfig({ env: { DATABASE_URL: 'postgres://user:pass@db:5432/auth?schema=tenant_1' } });

    expect(config.database).toEqual({
      dialect: 'postgres',
      url: 'postgres://user:pass@db:5432/auth',
      storage: null,
      schema: 'tenant_1',
    });
  });

  it('reads an in-memory SQLite DATABASE_URL', () => {
    expect(loadConfig({ env: { DATABASE_URL: 'sqlite::memory:' } }).database).toEqual({
      dialect: 'sqlite',
      url: 'sqlite::memory:',
      storage: ':memory:',
      schema: null,
    });
  });

  it.each<[NodeJS.ProcessEnv, boolean]>([
    [{ REDIS_URL: 'redis://cache:6379' }, false],
    [{ REDIS_URL: 'redis://cache:6379', SESSIONS_IN_DATABASE: 'true' }, true],
    [{ SESSIONS_IN_DATABASE: 'false' }, false],
    [{}, true],
  ])('keeps sessions in the database or not, for %j: %s', (env, inDatabase) => {
    expect(loadConfig({ env }).sessionsInDatabase).toBe(inDatabase);
  });

  it.each(['memory', 'database'])('keeps rate-limit counters where RATE_LIMIT_STORAGE=%s says', (storage) => {
    expect(loadConfig({ env: { RATE_LIMIT_STORAGE: storage } }).rateLimit.storage).toBe(storage);
  });

  it('bounds the counters kept in memory with RATE_LIMIT_MEMORY_MAX_ENTRIES', () => {
    expect(loadConfig({ env: { RATE_LIMIT_MEMORY_MAX_ENTRIES: '5000' } }).rateLimit.memoryMaxEntries).toBe(5000);
  });

  it('namespaces Redis keys with REDIS_KEY_PREFIX', () => {
    expect(loadConfig({ env: { REDIS_URL: 'redis://cache:6379', REDIS_KEY_PREFIX: 'auth-eu:' } }).redisKeyPrefix).toBe(
      'auth-eu:',
    );
  });

  it('reads the remaining variables', () => {
    const config = loadConfig({
      env: {
        AUTH_SECRET: SECRET,
        REDIS_URL: 'redis://cache:6379',
        SESSIONS_IN_DATABASE: 'true',
        SMTP_URL: 'smtp://mail:2525',
        MAIL_FROM: 'auth@example.com',
        SERVICE_KEYS: 'service-key-0123456789, service-key-abcdefghij',
        RATE_LIMIT_ENABLED: 'false',
        TRUSTED_ORIGINS: 'https://app.example.com, https://*.corp.example,https://admin.example.com/path',
        ADMIN_USER_IDS: 'user-1,user-2',
        REQUIRE_EMAIL_VERIFICATION: '1',
        TELEMETRY_ENDPOINT: 'https://telemetry.example.com/events',
        LOG_LEVEL: 'debug',
        SESSION_EXPIRES_IN: '30d',
        SESSION_UPDATE_AGE: '12h',
        SESSION_FRESH_AGE: '0s',
        SESSION_COOKIE_CACHE: 'true',
        TRUSTED_PROXIES: 'loopback, 10.0.0.0/8,192.0.2.7',
        PASSWORD_HASH_MAX_WAITING: '5',
      },
    });

    expect(config.secret).toBe(SECRET);
    expect(config.isDefaultSecret).toBe(false);
    expect(config.redisUrl).toBe('redis://cache:6379');
    expect(config.sessionsInDatabase).toBe(true);
    expect(config.mail).toEqual({
      delivery: 'smtp',
      smtpUrl: 'smtp://mail:2525',
      from: 'auth@example.com',
      maxAttempts: 10,
      failedRetentionDays: 30,
    });
    expect(config.serviceKeys).toEqual(['service-key-0123456789', 'service-key-abcdefghij']);
    expect(config.rateLimit).toMatchObject({ enabled: false, storage: 'redis' });
    expect(config.trustedOrigins).toEqual([
      'http://localhost:3000',
      'https://app.example.com',
      'https://*.corp.example',
      'https://admin.example.com',
    ]);
    expect(config.adminUserIds).toEqual(['user-1', 'user-2']);
    expect(config.trustedProxies).toEqual(['loopback', '10.0.0.0/8', '192.0.2.7']);
    expect(config.passwordHashing).toEqual({ maxWaiting: 5 });
    expect(config.emailAndPassword.requireEmailVerification).toBe(true);
    expect(config.telemetryEndpoint).toBe('https://telemetry.example.com/events');
    expect(config.logLevel).toBe('debug');
    expect(config.session).toMatchObject({
      expiresInSeconds: 2_592_000,
      updateAgeSeconds: 43_200,
      freshAgeSeconds: 0,
      cookieCache: { enabled: true, maxAgeSeconds: 300 },
    });
  });

  it('answers as Better Auth 1.7 unless BETTER_AUTH_COMPAT says 1.4, and reads ADMIN_ROLES', () => {
    expect(loadConfig({ env: {} }).betterAuthCompat).toBe('1.7');
    const config = loadConfig({
      env: { BETTER_AUTH_COMPAT: '1.4', ADMIN_ROLES: '{"support":{"user":["list","get"]}}' },
    });

    expect(config.betterAuthCompat).toBe('1.4');
    expect(config.admin.roles).toEqual({ support: { user: ['list', 'get'] } });
  });

  it('requires a second factor of nobody unless REQUIRE_SECOND_FACTOR or the file says whom', () => {
    expect(loadConfig({ env: {} }).requireSecondFactor).toBe('none');
    expect(loadConfig({ env: { REQUIRE_SECOND_FACTOR: 'admins' } }).requireSecondFactor).toBe('admins');
    expect(loadConfig({ env: {}, overrides: { requireSecondFactor: 'all' } }).requireSecondFactor).toBe('all');
  });

  it('turns rate limiting on by default in production', () => {
    const config = loadConfig({ env: { NODE_ENV: 'production', AUTH_SECRET: SECRET, SMTP_URL: 'smtp://mail:2525' } });

    expect(config.isProduction).toBe(true);
    expect(config.rateLimit.enabled).toBe(true);
  });

  it('ignores variables set to the empty string', () => {
    expect(loadConfig({ env: { PORT: '', LOG_LEVEL: '' } })).toMatchObject({ port: 3000, logLevel: 'info' });
  });

  it('lets explicit overrides sit under the environment', () => {
    const config = loadConfig({ env: { LOG_LEVEL: 'warn' }, overrides: { logLevel: 'error', port: 5000 } });

    expect(config.logLevel).toBe('warn');
    expect(config.port).toBe(5000);
  });
});
