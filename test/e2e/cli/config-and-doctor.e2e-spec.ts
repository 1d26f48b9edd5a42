import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ChildProcess } from 'node:child_process';
import { CliBuild, buildCli } from '../../support/cli';
import { TEST_SECRET, freePort } from '../../support/create-test-app';
import { startIdentityProvider } from '../../support/identity-provider';
import { startRedis, stopRedis } from '../../support/redis-server';
import { SmtpSink } from '../../support/smtp-sink';
import { TestDatabase, createTestDatabase } from '../../support/test-database';

// Each test runs the CLI as processes, several times: seconds each on a busy machine.
jest.setTimeout(90_000);

const SERVICE_KEY = 'cli-service-key-0123456789';

describe('the CLI’s config', () => {
  let cli: CliBuild;
  let folder: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    cli = await buildCli();
    folder = mkdtempSync(join(tmpdir(), 'auth-config-'));
    const file = (name: string, content: string) => {
      writeFileSync(join(folder, name), content);
      return join(folder, name);
    };
    env = {
      CONFIG_FILE: file('auth.json', JSON.stringify({ organization: { organizationLimit: 2 }, logLevel: 'warn' })),
      AUTH_SECRET_FILE: file('auth_secret', `${TEST_SECRET}\n`),
      SERVICE_KEYS_FILE: file('service_keys', `${SERVICE_KEY}\n`),
      DATABASE_URL_FILE: file('database_url', 'postgres://auth:db-password@db.internal:5432/auth\n'),
      MAIL_FROM: 'auth@corp.example',
    };
  });

  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
    cli.remove();
  });

  it('prints every effective setting with its source, secrets masked, with exit code 0', async () => {
    const run = await cli.run(['config'], { env });

    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const line = (setting: string) => run.stdout.split('\n').find((entry) => entry.startsWith(`${setting} `));
    expect(line('organization.organizationLimit')).toMatch(/ 2 {2}\(config file\)$/);
    expect(line('organization.membershipLimit')).toMatch(/ 100 {2}\(default\)$/);
    expect(line('mail.from')).toMatch(/ "auth@corp\.example" {2}\(environment \(MAIL_FROM\)\)$/);
    expect(line('secret')).toMatch(/ "\*\*\*\*" {2}\(file \(AUTH_SECRET_FILE\)\)$/);
    expect(line('serviceKeys')).toMatch(/ \["\*\*\*\*"\] {2}\(file \(SERVICE_KEYS_FILE\)\)$/);
    expect(line('databaseUrl')).toMatch(/ "postgres:\/\/auth:\*\*\*\*@db\.internal:5432\/auth" {2}\(file/);
    expect(run.stdout).not.toContain(TEST_SECRET);
    expect(run.stdout).not.toContain(SERVICE_KEY);
    expect(run.stdout).not.toContain('db-password');
  });

  it('prints the same as JSON with --json', async () => {
    const run = await cli.run(['config', '--json'], { env });

    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toContainEqual({
      setting: 'secret',
      value: '****',
      source: 'file (AUTH_SECRET_FILE)',
    });
  });

  it('stops with one line naming both when a secret is given directly and as a file, with exit code 2', async () => {
    const run = await cli.run(['config'], { env: { ...env, AUTH_SECRET: TEST_SECRET } });

    expect(run.code).toBe(2);
    expect(run.stderr).toBe('Configuration error: AUTH_SECRET and AUTH_SECRET_FILE: both are set; keep one\n');
  });
});

describe('the CLI’s doctor', () => {
  let cli: CliBuild;
  let database: TestDatabase;
  let redis: ChildProcess;
  let redisUrl: string;
  let smtp: SmtpSink;

  beforeAll(async () => {
    cli = await buildCli();
    database = await createTestDatabase({ sqliteFile: true });
    const redisPort = await freePort();
    redis = await startRedis(redisPort);
    redisUrl = `redis://127.0.0.1:${redisPort}`;
    smtp = await SmtpSink.start();
  });

  afterAll(async () => {
    await stopRedis(redis);
    await smtp.stop();
    await database.drop();
    cli.remove();
  });

  it('warns about pending migrations, missing SERVICE_KEYS and SMTP, failing nothing, with exit code 0', async () => {
    const run = await cli.run(['doctor'], { env: { DATABASE_URL: database.url, AUTH_SECRET: TEST_SECRET } });

    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^warn {2}database: .*(does not exist yet|\d+ migrations pending)/m);
    expect(run.stdout).toContain(
      'warn  service keys: SERVICE_KEYS is not set: server-only calls (x-service-key) are refused with 401\n',
    );
    expect(run.stdout).toContain(
      'info  base url: BASE_URL is not set, so it is http://localhost:3000: set it to the address users open (links in e-mails, passkeys, redirects use it)\n',
    );
    expect(run.stdout).toContain(
      "ok    storage: sessions in the database; rate-limit counters in this process's memory\n",
    );
    expect(run.stdout).toContain('ok    redis: not configured\n');
    expect(run.stdout).toContain('warn  smtp: not configured: e-mails go to the dev outbox\n');
    expect(run.stdout).toMatch(/Nothing failed; 3 warnings\.\n$/);
  });

  it('warns when no administrator exists yet, telling how to create one, and finds one in ADMIN_USER_IDS or by role', async () => {
    const env = { DATABASE_URL: database.url, AUTH_SECRET: TEST_SECRET };
    const other = await createTestDatabase({ sqliteFile: true });
    try {
      await cli.run(['migrate'], { env: { ...env, DATABASE_URL: other.url } });
      const none = await cli.run(['doctor'], { env: { ...env, DATABASE_URL: other.url } });
      const created = await cli.run(['create-admin', '--email', 'listed@example.com', '--name', 'Listed'], {
        env: { ...env, DATABASE_URL: other.url },
        input: 'a-long-enough-password\n',
      });
      const id = /\(id (\w+)\)/.exec(created.stdout)![1];
      const byRole = await cli.run(['doctor'], { env: { ...env, DATABASE_URL: other.url } });
      await cli.run(['set-role', id, 'user'], { env: { ...env, DATABASE_URL: other.url } });
      const listed = await cli.run(['doctor'], { env: { ...env, DATABASE_URL: other.url, ADMIN_USER_IDS: id } });
      const notListed = await cli.run(['doctor'], { env: { ...env, DATABASE_URL: other.url } });

      expect(none.stdout).toContain(
        'warn  administrators: no administrator yet: create the first with npm run cli -- create-admin --email <email> --name <name>\n',
      );
      expect(byRole.stdout).toContain('ok    administrators: 1 administrator(s)\n');
      expect(listed.stdout).toContain('ok    administrators: 1 administrator(s)\n');
      expect(notListed.stdout).toMatch(/^warn {2}administrators: no administrator yet/m);
    } finally {
      await other.drop();
    }
  });

  it('says where sessions and rate-limit counters are kept, for each storage setting', async () => {
    const base = { DATABASE_URL: database.url, AUTH_SECRET: TEST_SECRET };
    const line = async (env: Record<string, string>) =>
      /^\S+ +storage: .*$/m.exec((await cli.run(['doctor'], { env: { ...base, ...env } })).stdout)?.[0];

    expect(await line({ SESSIONS_IN_DATABASE: 'false' })).toBe(
      "warn  storage: sessions in this process's memory; rate-limit counters in this process's memory: sessions are lost on restart, one instance only",
    );
    expect(await line({ RATE_LIMIT_STORAGE: 'database' })).toBe(
      'ok    storage: sessions in the database; rate-limit counters in the database',
    );
    expect(await line({ REDIS_URL: redisUrl, SESSIONS_IN_DATABASE: 'true' })).toBe(
      'ok    storage: sessions in Redis and the database; rate-limit counters in Redis',
    );
  });

  it('warns about BASE_URL left at its default in production only', async () => {
    const env = {
      DATABASE_URL: database.url,
      AUTH_SECRET: TEST_SECRET,
      NODE_ENV: 'production',
      SMTP_URL: smtp.url,
    };

    const unset = await cli.run(['doctor'], { env });
    const set = await cli.run(['doctor'], { env: { ...env, BASE_URL: 'https://auth.example.com' } });

    expect(unset.stdout).toMatch(/^warn {2}base url: BASE_URL is not set, so it is http:\/\/localhost:3000: /m);
    expect(set.stdout).toContain('ok    base url: https://auth.example.com\n');
  });

  it('finds every dependency answering once migrated, with exit code 0', async () => {
    await cli.run(['migrate'], { env: { DATABASE_URL: database.url, AUTH_SECRET: TEST_SECRET } });
    await cli.run(['create-admin', '--email', 'root@example.com', '--name', 'Root'], {
      env: { DATABASE_URL: database.url, AUTH_SECRET: TEST_SECRET },
      input: 'a-long-enough-password\n',
    });
    const env = {
      DATABASE_URL: database.url,
      AUTH_SECRET: TEST_SECRET,
      SERVICE_KEYS: SERVICE_KEY,
      REDIS_URL: redisUrl,
      SMTP_URL: smtp.url,
    };

    const run = await cli.run(['doctor'], { env });

    expect(run).toEqual({ code: 0, stdout: expect.stringMatching(/No problems found\.\n$/), stderr: '' });
    expect(run.stdout).toMatch(/^ok {4}configuration: valid/m);
    expect(run.stdout).toMatch(/^ok {4}database: .*schema up to date$/m);
    expect(run.stdout).toMatch(/^ok {4}redis: 127\.0\.0\.1:\d+ answers$/m);
    expect(run.stdout).toContain('ok    service keys: 1 configured\n');
    expect(run.stdout).toContain('ok    administrators: 1 administrator(s)\n');
    expect(run.stdout).toContain('ok    storage: sessions in Redis; rate-limit counters in Redis\n');
    expect(run.stdout).toMatch(/^ok {4}smtp: 127\.0\.0\.1:\d+ accepts connections$/m);
  });

  it('checks that the newest JWT signing key opens with the secrets held, failing with exit code 1 when it does not', async () => {
    const rotated = await cli.run(['rotate-jwks'], { env: { DATABASE_URL: database.url, AUTH_SECRET: TEST_SECRET } });
    const kid = /New signing key (\S+);/.exec(rotated.stdout)![1];

    const same = await cli.run(['doctor'], { env: { DATABASE_URL: database.url, AUTH_SECRET: TEST_SECRET } });
    const changed = await cli.run(['doctor'], {
      env: { DATABASE_URL: database.url, AUTH_SECRET: `${TEST_SECRET}-changed` },
    });

    expect(same.stdout).toContain(`ok    jwt signing key: key ${kid} opens with the secrets held\n`);
    expect(changed.code).toBe(1);
    expect(changed.stdout).toContain(
      `FAIL  jwt signing key: key ${kid} does not open with the secrets held (AUTH_SECRET, AUTH_SECRETS; was a secret changed?): run rotate-jwks to make a new one\n`,
    );
  });

  it('names each dependency that does not answer, and why, with exit code 1', async () => {
    const closedPort = await freePort();
    const env = {
      DATABASE_URL: `postgres://postgres:secret@127.0.0.1:${closedPort}/auth`,
      AUTH_SECRET: TEST_SECRET,
      REDIS_URL: `redis://127.0.0.1:${closedPort}`,
      SMTP_URL: `smtp://127.0.0.1:${closedPort}`,
    };

    const run = await cli.run(['doctor'], { env });

    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`FAIL  database: connect ECONNREFUSED 127.0.0.1:${closedPort}\n`);
    expect(run.stdout).toContain(`FAIL  redis: connect ECONNREFUSED 127.0.0.1:${closedPort}\n`);
    expect(run.stdout).toContain(`FAIL  smtp: connect ECONNREFUSED 127.0.0.1:${closedPort}\n`);
    expect(run.stdout).not.toContain('secret');
    expect(run.stderr).toBe('error: 3 of 8 checks failed\n');
  });

  it("checks each OpenID Connect provider's discovery and key set, and names one left out", async () => {
    const providerPort = await freePort();
    const idp = await startIdentityProvider({
      port: providerPort,
      redirectUris: ['http://127.0.0.1:3000/api/auth/callback/corp'],
    });
    const closedPort = await freePort();
    const oidc = [
      { providerId: 'corp', issuer: idp.issuer, clientId: 'a', clientSecret: 'b' },
      { providerId: 'gone', issuer: `http://127.0.0.1:${closedPort}`, clientId: 'a', clientSecret: 'b' },
    ];
    try {
      const env = {
        DATABASE_URL: database.url,
        AUTH_SECRET: TEST_SECRET,
        SMTP_URL: smtp.url,
        OIDC_PROVIDERS: JSON.stringify(oidc),
        GOOGLE_CLIENT_ID: 'only-an-id',
      };
      const run = await cli.run(['doctor'], { env });

      expect(run.stdout).toContain(`ok    provider corp: ${idp.issuer} answers discovery, 1 signing key(s)\n`);
      expect(run.stdout).toMatch(/^FAIL {2}provider gone: /m);
      expect(run.stdout).toContain('warn  provider google: left out: its client id or secret is missing\n');
      expect(run.code).toBe(1);
    } finally {
      await idp.stop();
    }
  });

  it('lists each configuration problem on its own line, with exit code 1', async () => {
    const run = await cli.run(['doctor'], {
      env: { DATABASE_URL: database.url, AUTH_SECRET: 'too-short', PORT: 'eighty' },
    });

    expect(run.code).toBe(1);
    expect(run.stdout).toContain('FAIL  configuration: PORT: must be a port number from 0 to 65535\n');
    expect(run.stdout).toContain('FAIL  configuration: AUTH_SECRET: must be at least 32 characters long\n');
  });
});
