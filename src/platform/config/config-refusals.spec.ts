import { configProblems } from '../../../test/support/config-problems';
import { ConfigError, loadConfig } from './load-config';

const SECRET = 'a-long-random-secret-for-tests-0123456789';
const SMTP_REQUIRED =
  'required when NODE_ENV=production: an smtp:// or smtps:// URL, or log to only log e-mails (recipient and subject)';

/** The lines a refused configuration reports. */
function problemsOf(env: NodeJS.ProcessEnv): string[] {
  return configProblems({ env });
}

describe('loadConfig refusals', () => {
  it.each<[NodeJS.ProcessEnv, string]>([
    [{ PORT: 'abc' }, 'PORT: must be a port number from 0 to 65535'],
    [
      { OAUTH_PROVIDER_SCOPES: 'api:read api"write' },
      'OAUTH_PROVIDER_SCOPES: "api\\"write" is not a scope (RFC 6749 §3.3)',
    ],
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
