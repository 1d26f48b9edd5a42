import { ChildProcess } from 'node:child_process';
import { CliBuild, buildCli } from '../../support/cli';
import { TEST_SECRET, freePort } from '../../support/create-test-app';
import { startIdentityProvider } from '../../support/identity-provider';
import { startRedis, stopRedis } from '../../support/redis-server';
import { SmtpSink } from '../../support/smtp-sink';
import { TestDatabase, createTestDatabase } from '../../support/test-database';

const SERVICE_KEY = 'doctor-service-key-0123456789';

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

  it('warns about pending migrations and missing SMTP, failing nothing, with exit code 0', async () => {
    const run = await cli.run(['doctor'], { env: { DATABASE_URL: database.url, AUTH_SECRET: TEST_SECRET } });

    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^warn {2}database: .*(does not exist yet|\d+ migrations pending)/m);
    expect(run.stdout).toContain('warn  smtp: not configured: e-mails go to the dev outbox\n');
    expect(run.stdout).toMatch(/Nothing failed; 2 warnings\.\n$/);
  });

  it('finds every dependency answering once migrated, with exit code 0', async () => {
    await cli.run(['migrate'], { env: { DATABASE_URL: database.url, AUTH_SECRET: TEST_SECRET } });
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
    expect(run.stderr).toBe('error: 3 of 5 checks failed\n');
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
