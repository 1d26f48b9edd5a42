import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CliBuild, buildCli } from '../../support/cli';
import { TEST_SECRET } from '../../support/create-test-app';

const SERVICE_KEY = 'config-service-key-0123456789';

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
