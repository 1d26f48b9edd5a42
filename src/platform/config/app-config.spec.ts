import { SecretKeyring } from '../common/crypto/secret-keyring';
import { AppConfig } from './app-config';
import { loadConfig } from './load-config';

const SECRET = 'a-long-random-secret-for-tests-0123456789';

/** Paths to values that are not data: functions, and objects other than plain ones and arrays. */
function behaviourIn(value: unknown, path = 'config'): string[] {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return [];
  if (typeof value !== 'object') return [`${path}: ${typeof value}`];
  if (Array.isArray(value)) return value.flatMap((item, index) => behaviourIn(item, `${path}[${index}]`));
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return [`${path}: ${value.constructor.name}`];
  return Object.entries(value).flatMap(([key, nested]) => behaviourIn(nested, `${path}.${key}`));
}

/** Every section filled in, so that no reader's result goes unchecked. */
function fullConfig(): AppConfig {
  return loadConfig({
    env: {
      AUTH_SECRETS: `2:${'n'.repeat(40)},1:${'o'.repeat(40)}`,
      AUTH_SECRET: SECRET,
      BASE_URL: 'https://auth.corp.example/base',
      COOKIE_DOMAIN: 'corp.example',
      DATABASE_URL: 'postgres://user:pass@db:5432/auth?schema=auth',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtp://mail.example:25',
      SERVICE_KEYS: 'a-service-key-of-sixteen-or-more',
      TRUSTED_ORIGINS: 'https://app.example,https://*.preview.example',
      TRUSTED_PROXIES: 'loopback,10.0.0.0/8',
      ADMIN_ROLES: '{"support":{"user":["list","get"]}}',
      USER_ADDITIONAL_FIELDS: '{"level":{"type":"number","defaultValue":1}}',
      OIDC_PROVIDERS: '[{"providerId":"corp","issuer":"https://id.example","clientId":"c","clientSecret":"s"}]',
      GITHUB_CLIENT_ID: 'github-id',
      GITHUB_CLIENT_SECRET: 'github-secret',
      JWT_CLAIMS: 'email,name',
      JWKS_ROTATION_INTERVAL: '30d',
      SIGN_UP: 'domains',
      SIGN_UP_DOMAINS: 'corp.example',
      TELEMETRY_ENDPOINT: 'https://telemetry.example',
    },
    overrides: {
      rateLimit: { customRules: { '/get-session': { window: 60, max: 600 }, '/ok': false } },
      apiKey: { configurations: { service: { references: 'organization', defaultPrefix: 'svc_' } } },
    },
  });
}

describe('AppConfig', () => {
  it('is plain data, every section filled in: no functions and no class instances', () => {
    expect(behaviourIn(fullConfig())).toEqual([]);
  });

  it('is plain data with the defaults too', () => {
    expect(behaviourIn(loadConfig({ env: {} }))).toEqual([]);
  });

  it('survives a structured clone unchanged, as data does', () => {
    const config = fullConfig();

    expect(structuredClone(config)).toStrictEqual(config);
  });

  it('holds the sections the full configuration above fills in', () => {
    const config = fullConfig();

    expect(config.secrets.versions).toHaveLength(2);
    expect(config.socialProviders.map(({ providerId }) => providerId).sort()).toEqual(['corp', 'github']);
    expect(Object.keys(config.apiKey.configurations).sort()).toEqual(['default', 'organization', 'service']);
    expect(config.signUp).toEqual({ policy: 'domains', domains: ['corp.example'] });
  });
});

describe('the plain-data check', () => {
  it('finds a keyring, a function or a date inside a configuration', () => {
    const config = {
      ...loadConfig({ env: {} }),
      secrets: SecretKeyring.single(SECRET),
      advanced: { sign: () => 'signed' },
      audit: { since: new Date(0) },
    };

    expect(behaviourIn(config).sort()).toEqual([
      'config.advanced.sign: function',
      'config.audit.since: Date',
      'config.secrets: SecretKeyring',
    ]);
  });
});
