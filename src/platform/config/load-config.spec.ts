import { HASHING_THREADS } from '../common/crypto/thread-pool';
import { DeepPartial, RawConfig } from './config-sources';
import { ConfigError, DEFAULT_SECRET, loadConfig } from './load-config';

const SECRET = 'a-long-random-secret-for-tests-0123456789';
const SMTP_REQUIRED =
  'required when NODE_ENV=production: an smtp:// or smtps:// URL, or log to only log e-mails (recipient and subject)';

/** The lines a refused configuration reports. */
function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig({ env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

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

describe('loadConfig refusals', () => {
  it.each<[NodeJS.ProcessEnv, string]>([
    [{ PORT: 'abc' }, 'PORT: must be a port number from 0 to 65535'],
    [{ PORT: '70000' }, 'PORT: must be a port number from 0 to 65535'],
    [{ BASE_URL: 'ftp://auth.example.com' }, 'BASE_URL: must be a URL starting with http:// or https://'],
    [
      { DATABASE_URL: 'mysql://x' },
      'DATABASE_URL: must be sqlite:<file>, sqlite::memory: or a postgres://user:pass@host:5432/db URL',
    ],
    [{ DATABASE_URL: 'sqlite:' }, 'DATABASE_URL: give a file path, as sqlite:data/auth.sqlite, or sqlite::memory:'],
    [
      { DATABASE_URL: 'postgres://db/auth?schema=a;drop' },
      'DATABASE_URL: the schema parameter must be a plain identifier',
    ],
    [{ REDIS_URL: 'http://cache' }, 'REDIS_URL: must be a URL starting with redis:// or rediss://'],
    [{ USER_ADDITIONAL_FIELDS: 'not json' }, 'USER_ADDITIONAL_FIELDS: must be a JSON object'],
    [
      { USER_ADDITIONAL_FIELDS: '{"department":{"type":"text"}}' },
      'USER_ADDITIONAL_FIELDS: "department" needs a type: string, number, boolean, date',
    ],
    [
      { USER_ADDITIONAL_FIELDS: '{"email":{"type":"string"}}' },
      'USER_ADDITIONAL_FIELDS: "email" is not a usable field name',
    ],
    [
      { USER_ADDITIONAL_FIELDS: '{"level":{"type":"number","defaultValue":"high"}}' },
      'USER_ADDITIONAL_FIELDS: "level" has a default that is not a number',
    ],
    [{ SMTP_URL: 'http://x' }, 'SMTP_URL: must be a URL starting with smtp:// or smtps://'],
    [{ SMTP_URL: 'LOG' }, 'SMTP_URL: must be a URL starting with smtp:// or smtps://'],
    [{ NODE_ENV: 'production', AUTH_SECRET: SECRET }, `SMTP_URL: ${SMTP_REQUIRED}`],
    [{ BETTER_AUTH_COMPAT: '1.5' }, 'BETTER_AUTH_COMPAT: must be one of 1.7, 1.4'],
    [{ REQUIRE_SECOND_FACTOR: 'everyone' }, 'REQUIRE_SECOND_FACTOR: must be one of none, admins, all'],
    [{ ADMIN_ROLES: '{"admin":{"user":["list"]}}' }, 'ADMIN_ROLES: "admin" is a built-in or admin role'],
    [
      { ADMIN_ROLES: '{"support":["list"]}' },
      'ADMIN_ROLES: "support" needs an object of resource -> list of actions, as {"user":["list","get"]}',
    ],
    [
      { ADMIN_ROLES: '{"two words":{}}' },
      'ADMIN_ROLES: "two words" is not a usable role name (letters, digits, _ and -)',
    ],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ SESSION_EXPIRES_IN: '5x' }, 'SESSION_EXPIRES_IN: Invalid time format'],
    [{ SESSION_UPDATE_AGE: '-1s' }, 'SESSION_UPDATE_AGE: Invalid time format'],
    [
      { TRUSTED_ORIGINS: 'https://a.com,,https://b.com' },
      'TRUSTED_ORIGINS: A provided trusted origin is invalid, make sure your trusted origins list is properly defined.',
    ],
    [{ TRUSTED_ORIGINS: 'not a url' }, 'TRUSTED_ORIGINS: must be a URL starting with http:// or https://'],
    [{ RATE_LIMIT_ENABLED: 'maybe' }, 'RATE_LIMIT_ENABLED: must be true or false'],
    [
      { TRUSTED_PROXIES: 'loopback,proxy.example' },
      'TRUSTED_PROXIES: invalid IP address: proxy.example; give addresses, CIDRs, loopback, linklocal or uniquelocal',
    ],
    [
      { TRUSTED_PROXIES: '10.0.0.0/33' },
      'TRUSTED_PROXIES: invalid range on address: 10.0.0.0/33; give addresses, CIDRs, loopback, linklocal or uniquelocal',
    ],
    [{ PASSWORD_HASH_MAX_WAITING: 'many' }, 'PASSWORD_HASH_MAX_WAITING: must be a whole number of hashes, 0 or more'],
    ...['0', '2.5', 'many', '10000001'].map((value): [NodeJS.ProcessEnv, string] => [
      { RATE_LIMIT_MEMORY_MAX_ENTRIES: value },
      'RATE_LIMIT_MEMORY_MAX_ENTRIES: must be a whole number of counters from 1 to 10000000',
    ]),
    [{ SERVICE_KEYS: 'short' }, 'SERVICE_KEYS: each service key must be at least 16 characters long'],
    [{ AUTH_SECRET: 'too-short' }, 'AUTH_SECRET: must be at least 32 characters long'],
    [
      { NODE_ENV: 'production', SMTP_URL: 'log' },
      'AUTH_SECRET: the placeholder secret cannot be used when NODE_ENV=production; set a long random secret',
    ],
  ])('refuses %j with the single line %j', (env, line) => {
    expect(problemsOf(env)).toEqual([line]);
  });

  it('reports several problems at once, one line each, in one error', () => {
    const env = { PORT: 'abc', LOG_LEVEL: 'loud', SESSION_EXPIRES_IN: '5x', SMTP_URL: 'http://x' };

    expect(() => loadConfig({ env })).toThrow(ConfigError);
    expect(problemsOf(env)).toEqual([
      'PORT: must be a port number from 0 to 65535',
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent',
      'SMTP_URL: must be a URL starting with smtp:// or smtps://',
      'SESSION_EXPIRES_IN: Invalid time format',
    ]);
  });

  it('puts every problem in the error message under one heading', () => {
    expect(() => loadConfig({ env: { PORT: 'abc', LOG_LEVEL: 'loud' } })).toThrow(
      'Invalid configuration:\nPORT: must be a port number from 0 to 65535\nLOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent',
    );
  });

  it('accepts the placeholder secret outside production', () => {
    expect(loadConfig({ env: { NODE_ENV: 'test' } }).isDefaultSecret).toBe(true);
  });
});

describe('loadConfig numbered secrets (AUTH_SECRETS)', () => {
  const NEW = 'n'.repeat(40);
  const OLD = 'o'.repeat(40);

  it('makes the first entry current, holds the others and AUTH_SECRET as legacy, and may run in production', () => {
    const config = loadConfig({
      env: { NODE_ENV: 'production', SMTP_URL: 'log', AUTH_SECRETS: `2:${NEW}, 1:${OLD}`, AUTH_SECRET: SECRET },
    });

    expect(config.secret).toBe(NEW);
    expect(config.isDefaultSecret).toBe(false);
    expect(config.secrets.versions).toEqual([2, 1]);
    expect(config.secrets.verifying).toEqual([NEW, OLD, SECRET]);
  });

  it('holds no legacy secret while AUTH_SECRET is the placeholder', () => {
    expect(loadConfig({ env: { AUTH_SECRETS: `0:${NEW}` } }).secrets.verifying).toEqual([NEW]);
  });

  it.each([
    [`${NEW}`, 'AUTH_SECRETS: entry 1 must be <version>:<secret>, the current secret first'],
    [`v1:${NEW}`, 'AUTH_SECRETS: entry 1: the version must be a whole number, 0 or more'],
    [`1:${NEW},-1:${OLD}`, 'AUTH_SECRETS: entry 2: the version must be a whole number, 0 or more'],
    [`1:${NEW},1:${OLD}`, 'AUTH_SECRETS: version 1 is given twice; each version must be unique'],
    [`1:${NEW},2:short`, 'AUTH_SECRETS: the secret of version 2 (entry 2) must be at least 32 characters long'],
    [`1:${NEW},2:`, 'AUTH_SECRETS: the secret of version 2 (entry 2) must be at least 32 characters long'],
    [`1:${DEFAULT_SECRET}`, 'AUTH_SECRETS: version 1 is the placeholder secret; set a random one'],
  ])('refuses AUTH_SECRETS=%j with the single line %j', (secrets, line) => {
    expect(problemsOf({ AUTH_SECRETS: secrets })).toEqual([line]);
  });

  it('takes a list of {version, value} from a configuration file', () => {
    const config = loadConfig({ env: {}, overrides: { secrets: [{ version: 3, value: NEW }] } });

    expect([config.secret, config.secrets.versions]).toEqual([NEW, [3]]);
  });

  it.each([
    [42, 'AUTH_SECRETS: must be <version>:<secret> entries, comma-separated, or a list of {version, value}'],
    [[null], 'AUTH_SECRETS: entry 1 must be an object with a version and a string value'],
    [[{ version: 'x', value: NEW }], 'AUTH_SECRETS: entry 1: the version must be a whole number, 0 or more'],
  ])('refuses secrets %j from a configuration file with the single line %j', (secrets, line) => {
    const overrides = { secrets } as unknown as DeepPartial<RawConfig>;

    expect(() => loadConfig({ env: {}, overrides })).toThrow(line);
  });
});

describe('loadConfig rate limit options', () => {
  const RULE_BOUNDS = 'needs whole numbers window (1 to 3155760000 seconds) and max (1 to 2147483647)';

  it('reads custom rules in seconds, and false to leave a path unlimited', () => {
    const config = loadConfig({
      env: {},
      overrides: { rateLimit: { customRules: { '/get-session': { window: 60, max: 600 }, '/ok': false } } },
    });

    expect(config.rateLimit.customRules).toEqual({ '/get-session': { windowSeconds: 60, max: 600 }, '/ok': false });
  });

  it.each<[Record<string, unknown>, NodeJS.ProcessEnv, string]>([
    [{ storage: 'redis' }, {}, 'rateLimit: storage redis needs REDIS_URL'],
    [{ storage: 'disk' }, {}, 'rateLimit: storage must be memory, redis or database'],
    [{ max: 0 }, {}, `rateLimit: the general rule ${RULE_BOUNDS}`],
    [{ window: 1e12 }, {}, `rateLimit: the general rule ${RULE_BOUNDS}`],
    [{ max: 2 ** 31 }, {}, `rateLimit: the general rule ${RULE_BOUNDS}`],
    [{ customRules: { '/sign-in': { window: 10, max: 1.5 } } }, {}, `rateLimit: customRules "/sign-in" ${RULE_BOUNDS}`],
    [
      { customRules: { 'sign-in': { window: 10, max: 3 } } },
      {},
      'rateLimit: customRules: "sign-in" must be a path below the base path, starting with /',
    ],
  ])('refuses %j with one line', (rateLimit, env, line) => {
    expect(() => loadConfig({ env, overrides: { rateLimit } })).toThrow(`Invalid configuration:\n${line}`);
  });
});

describe('loadConfig organization options', () => {
  it('has Better Auth’s organization defaults, the invitation lifetime in seconds', () => {
    expect(loadConfig({ env: {} }).organization).toEqual({
      allowUserToCreateOrganization: true,
      organizationLimit: null,
      creatorRole: 'owner',
      membershipLimit: 100,
      invitationLimit: 100,
      invitationExpiresInSeconds: 172_800,
      requireEmailVerificationOnInvitation: false,
      cancelPendingInvitationsOnReInvite: false,
      teams: { defaultTeam: true, maximumTeams: null, maximumMembersPerTeam: null, allowRemovingAllTeams: false },
    });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ membershipLimit: 0 }, 'organization: membershipLimit must be a whole number of at least 1'],
    [{ teams: { maximumTeams: 1.5 } }, 'organization: teams.maximumTeams must be a whole number of at least 1'],
    [{ invitationExpiresIn: 'soon' }, 'organization: Invalid time format'],
    [{ creatorRole: ' ' }, 'organization: creatorRole must not be empty'],
  ])('refuses %j with one line', (organization, line) => {
    expect(() => loadConfig({ env: {}, overrides: { organization } })).toThrow(`Invalid configuration:\n${line}`);
  });
});

describe('loadConfig additional user fields', () => {
  it('reads USER_ADDITIONAL_FIELDS with input, output and defaults filled in', () => {
    const config = loadConfig({
      env: {
        USER_ADDITIONAL_FIELDS:
          '{"department":{"type":"string","required":true},"level":{"type":"number","defaultValue":1,"input":false,"returned":false}}',
      },
    });
    expect(config.user.additionalFields).toEqual({
      department: { type: 'string', required: true, input: true, returned: true, defaultValue: null },
      level: { type: 'number', required: false, input: false, returned: false, defaultValue: 1 },
    });
  });
});

describe('loadConfig mail delivery', () => {
  it('only logs e-mails when SMTP_URL=log is chosen, in production too', () => {
    const config = loadConfig({ env: { NODE_ENV: 'production', AUTH_SECRET: SECRET, SMTP_URL: 'log' } });

    expect(config.mail).toMatchObject({ delivery: 'log', smtpUrl: null });
  });

  it('sends over SMTP in production when SMTP_URL names a server', () => {
    const config = loadConfig({
      env: { NODE_ENV: 'production', AUTH_SECRET: SECRET, SMTP_URL: 'smtps://user:pass@mail.example.com:465' },
    });

    expect(config.mail).toMatchObject({ delivery: 'smtp', smtpUrl: 'smtps://user:pass@mail.example.com:465' });
  });

  it('refuses production with SMTP_URL set to the empty string, as if unset', () => {
    expect(problemsOf({ NODE_ENV: 'production', AUTH_SECRET: SECRET, SMTP_URL: '' })).toEqual([
      `SMTP_URL: ${SMTP_REQUIRED}`,
    ]);
  });

  it.each([0, -1, 2.5])('refuses %j attempts per e-mail', (maxAttempts) => {
    expect(() => loadConfig({ env: {}, overrides: { mail: { maxAttempts } } })).toThrow(
      'mail.maxAttempts: must be a whole number of at least 1',
    );
  });
});
