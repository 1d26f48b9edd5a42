import request from 'supertest';
import { ADMIN_TEST_CONFIG } from '../../support/admin';
import { CliBuild, buildCli } from '../../support/cli';
import { TEST_SECRET, createTestApp } from '../../support/create-test-app';
import { PASSWORD, signIn, uniqueEmail } from '../../support/factories';
import { TestDatabase, createTestDatabase } from '../../support/test-database';

/** SIGN_UP from the command line: what `config` and `doctor` say of it, and that create-admin ignores it. */
describe('the CLI with SIGN_UP', () => {
  let cli: CliBuild;
  let database: TestDatabase;
  const env = (extra: Record<string, string> = {}): Record<string, string> => ({
    DATABASE_URL: database.url,
    AUTH_SECRET: TEST_SECRET,
    ...extra,
  });

  beforeAll(async () => {
    cli = await buildCli();
    database = await createTestDatabase({ sqliteFile: true });
    await cli.run(['migrate'], { env: env() });
  });

  afterAll(async () => {
    await database.drop();
    cli.remove();
  });

  it('config prints the policy and domains with their source', async () => {
    const run = await cli.run(['config'], { env: env({ SIGN_UP: 'domains', SIGN_UP_DOMAINS: 'corp.example' }) });

    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^signUp\.policy +"domains" {2}\(environment \(SIGN_UP\)\)$/m);
    expect(run.stdout).toMatch(/^signUp\.domains +\["corp\.example"\] {2}\(environment \(SIGN_UP_DOMAINS\)\)$/m);
  });

  it('config stops with one line for a policy it does not know, with exit code 2', async () => {
    const run = await cli.run(['config'], { env: env({ SIGN_UP: 'invite' }) });

    expect(run.code).toBe(2);
    expect(run.stderr).toBe('Configuration error: SIGN_UP: must be one of open, domains, closed\n');
  });

  it('doctor warns about open sign-up with NODE_ENV=production', async () => {
    const production = env({ NODE_ENV: 'production', SMTP_URL: 'log', BASE_URL: 'https://auth.corp.example' });
    const open = await cli.run(['doctor'], { env: production });
    const closed = await cli.run(['doctor'], { env: { ...production, SIGN_UP: 'closed' } });

    expect(open.stdout).toContain(
      'warn  sign-up: open with NODE_ENV=production: anyone who reaches the service can create an account; set SIGN_UP=closed, or SIGN_UP=domains with SIGN_UP_DOMAINS, unless that is intended\n',
    );
    expect(closed.stdout).toContain(
      'ok    sign-up: closed: administrators create accounts; addresses with a pending invitation may sign up\n',
    );
  });

  it('doctor finds open sign-up fine outside production', async () => {
    const run = await cli.run(['doctor'], { env: env() });
    expect(run.stdout).toContain('ok    sign-up: open: anyone can create an account (SIGN_UP)\n');
  });

  it('create-admin makes an administrator while sign-up is closed', async () => {
    const email = uniqueEmail('root');
    const created = await cli.run(['create-admin', '--email', email, '--name', 'Root'], {
      env: env({ SIGN_UP: 'closed' }),
      input: `${PASSWORD}\n`,
    });

    expect(created).toMatchObject({ code: 0, stderr: '' });
    const t = await createTestApp({ database, config: { ...ADMIN_TEST_CONFIG, signUp: { policy: 'closed' } } });
    try {
      const cookie = await signIn(t.http, email);
      await request(t.http).get('/api/auth/admin/list-users').set('Cookie', cookie).expect(200);
    } finally {
      await t.close();
    }
  });
});
