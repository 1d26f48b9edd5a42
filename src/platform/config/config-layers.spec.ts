import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reportConfig } from './config-report';
import { ConfigError, loadConfig } from './load-config';

const SECRET = 'a-long-random-secret-for-tests-0123456789';

describe('configuration layers: defaults, CONFIG_FILE, environment, secret files', () => {
  let folder: string;
  const write = (name: string, content: string | object) => {
    const path = join(folder, name);
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
    return path;
  };
  const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
    try {
      loadConfig({ env });
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    throw new Error('the configuration was accepted');
  };

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'config-layers-'));
  });

  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('lays CONFIG_FILE over the defaults and under the environment, nested settings included', () => {
    const CONFIG_FILE = write('settings.json', {
      port: 4000,
      logLevel: 'warn',
      apiKey: { defaultKeyLength: 32, keyExpiration: { maxExpiresInDays: 30 } },
      organization: { organizationLimit: 3 },
      rateLimit: { customRules: { '/sign-in/email': { window: 60, max: 5 } }, memoryMaxEntries: 20_000 },
    });

    const config = loadConfig({ env: { CONFIG_FILE, LOG_LEVEL: 'error' } });

    expect(config.port).toBe(4000);
    expect(config.logLevel).toBe('error');
    expect(config.apiKey.defaultKeyLength).toBe(32);
    expect(config.apiKey.keyExpiration).toMatchObject({ minExpiresInDays: 1, maxExpiresInDays: 30 });
    expect(config.organization.organizationLimit).toBe(3);
    expect(config.organization.membershipLimit).toBe(100);
    expect(config.rateLimit.customRules).toEqual({ '/sign-in/email': { windowSeconds: 60, max: 5 } });
    expect(config.rateLimit.memoryMaxEntries).toBe(20_000);
  });

  it('refuses a file it cannot read, one that is not JSON, and settings that do not exist or have the wrong kind', () => {
    expect(problemsOf({ CONFIG_FILE: join(folder, 'missing.json') })).toEqual([
      `CONFIG_FILE: cannot read ${join(folder, 'missing.json')} (ENOENT)`,
    ]);
    const broken = write('broken.json', '{"port": ');
    expect(problemsOf({ CONFIG_FILE: broken })).toEqual([
      expect.stringMatching(new RegExp(`^CONFIG_FILE: ${broken} is not valid JSON: `)),
    ]);
    expect(problemsOf({ CONFIG_FILE: write('typo.json', { session: { expiresInn: '1d' } }) })).toEqual([
      'CONFIG_FILE: session.expiresInn is not a setting',
    ]);
    expect(problemsOf({ CONFIG_FILE: write('kind.json', { port: '4000' }) })).toEqual([
      'CONFIG_FILE: port must be a number',
    ]);
    expect(problemsOf({ CONFIG_FILE: write('null.json', { mail: { from: null } }) })).toEqual([
      'CONFIG_FILE: mail.from cannot be null',
    ]);
  });

  it('reads YAML as it reads JSON, and refuses a YAML file that does not parse or repeats a key', () => {
    const CONFIG_FILE = write(
      'settings.yaml',
      [
        'port: 4100',
        'apiKey:',
        '  keyExpiration:',
        '    maxExpiresInDays: 60',
        'organization:',
        '  organizationLimit: 7',
      ].join('\n'),
    );

    const config = loadConfig({ env: { CONFIG_FILE } });

    expect(config.port).toBe(4100);
    expect(config.apiKey.keyExpiration.maxExpiresInDays).toBe(60);
    expect(config.organization.organizationLimit).toBe(7);
    const broken = write('broken.yml', 'port: [4000');
    expect(problemsOf({ CONFIG_FILE: broken })).toEqual([
      expect.stringMatching(new RegExp(`^CONFIG_FILE: ${broken} is not valid YAML: `)),
    ]);
    const repeated = write('repeated.yaml', 'port: 4000\nport: 4001\n');
    expect(problemsOf({ CONFIG_FILE: repeated })).toEqual([
      expect.stringMatching(new RegExp(`^CONFIG_FILE: ${repeated} is not valid YAML: `)),
    ]);
    expect(problemsOf({ CONFIG_FILE: write('settings.toml', 'port = 4000') })).toEqual([
      `CONFIG_FILE: ${join(folder, 'settings.toml')}: give a .json, .yaml or .yml file`,
    ]);
  });

  it('still names the bad value a file sets through the rule that checks it', () => {
    expect(problemsOf({ CONFIG_FILE: write('port.json', { port: 70000 }) })).toEqual([
      'PORT: must be a port number from 0 to 65535',
    ]);
  });

  it('reads each secret from the file its _FILE twin names, without the final newline', () => {
    const env = {
      AUTH_SECRET_FILE: write('auth-secret', `${SECRET}\n`),
      SERVICE_KEYS_FILE: write('service-keys', 'first-service-key-0123,second-service-key-0123\n'),
      DATABASE_URL_FILE: write('database-url', 'postgres://auth:pw@db:5432/auth'),
      SMTP_URL_FILE: write('smtp-url', 'smtp://mailer:pw@mail:2525'),
      REDIS_URL_FILE: write('redis-url', 'redis://:pw@redis:6379'),
      GITHUB_CLIENT_ID: 'github-id',
      GITHUB_CLIENT_SECRET_FILE: write('github-secret', 'github-secret\r\n'),
    };

    const config = loadConfig({ env });

    expect(config.secret).toBe(SECRET);
    expect(config.serviceKeys).toEqual(['first-service-key-0123', 'second-service-key-0123']);
    expect(config.database.url).toBe('postgres://auth:pw@db:5432/auth');
    expect(config.mail.smtpUrl).toBe('smtp://mailer:pw@mail:2525');
    expect(config.redisUrl).toBe('redis://:pw@redis:6379');
    expect(config.socialProviders[0]).toMatchObject({ providerId: 'github', clientSecret: 'github-secret' });
  });

  it('refuses a secret set both directly and as a file, and a secret file it cannot read or that is empty', () => {
    const secretFile = write('secret', SECRET);
    const empty = write('empty', '\n');

    expect(problemsOf({ AUTH_SECRET: SECRET, AUTH_SECRET_FILE: secretFile })).toEqual([
      'AUTH_SECRET and AUTH_SECRET_FILE: both are set; keep one',
    ]);
    expect(problemsOf({ AUTH_SECRET: SECRET, SERVICE_KEYS_FILE: join(folder, 'nothing') })).toEqual([
      `SERVICE_KEYS_FILE: cannot read ${join(folder, 'nothing')} (ENOENT)`,
    ]);
    expect(problemsOf({ AUTH_SECRET: SECRET, DATABASE_URL_FILE: empty })).toEqual([
      `DATABASE_URL_FILE: cannot read ${empty} (the file is empty)`,
    ]);
  });

  it('reports each setting with its source, secrets masked and URLs without their password', () => {
    const env = {
      CONFIG_FILE: write('report.json', { logLevel: 'warn', session: { expiresIn: '2d' } }),
      PORT: '4100',
      AUTH_SECRET_FILE: write('report-secret', SECRET),
      DATABASE_URL: 'postgres://auth:hunter2@db:5432/auth',
      OIDC_PROVIDERS: JSON.stringify([
        { providerId: 'corp', issuer: 'https://idp', clientId: 'id', clientSecret: 'cs' },
      ]),
    };

    const lines = Object.fromEntries(reportConfig(env).map(({ setting, ...line }) => [setting, line]));

    expect(lines.port).toEqual({ value: '4100', source: 'environment (PORT)' });
    expect(lines.logLevel).toEqual({ value: '"warn"', source: 'config file' });
    expect(lines['session.expiresIn']).toEqual({ value: '"2d"', source: 'config file' });
    expect(lines['session.updateAge']).toEqual({ value: '"1d"', source: 'default' });
    expect(lines.secret).toEqual({ value: '"****"', source: 'file (AUTH_SECRET_FILE)' });
    expect(lines.databaseUrl).toEqual({
      value: '"postgres://auth:****@db:5432/auth"',
      source: 'environment (DATABASE_URL)',
    });
    expect(lines['socialProviders.oidc'].value).toBe(
      JSON.stringify([{ providerId: 'corp', issuer: 'https://idp', clientId: 'id', clientSecret: '****' }]),
    );
    expect(JSON.stringify(lines)).not.toMatch(/hunter2|"cs"|a-long-random-secret/);
  });
});

describe('SHUTDOWN_DELAY_MS', () => {
  it('is 0 unless set, and read in milliseconds', () => {
    expect(loadConfig({ env: {} }).shutdownDelayMs).toBe(0);
    expect(loadConfig({ env: { SHUTDOWN_DELAY_MS: '5000' } }).shutdownDelayMs).toBe(5000);
  });

  it('refuses a value that is not a whole number of milliseconds up to ten minutes', () => {
    for (const value of ['-1', '1.5', 'soon', '600001']) {
      expect(() => loadConfig({ env: { SHUTDOWN_DELAY_MS: value } })).toThrow(
        'SHUTDOWN_DELAY_MS: must be a whole number of milliseconds from 0 to 600000',
      );
    }
  });
});
