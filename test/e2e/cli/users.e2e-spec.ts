import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { ADMIN_TEST_CONFIG } from '../../support/admin';
import { CliBuild, buildCli } from '../../support/cli';
import { TEST_SECRET, createTestApp } from '../../support/create-test-app';
import { PASSWORD, signIn, uniqueEmail } from '../../support/factories';
import { TestDatabase, createTestDatabase } from '../../support/test-database';

describe('the CLI’s migrate, create-admin, set-role and list-users', () => {
  let cli: CliBuild;
  let database: TestDatabase;
  const env = (): Record<string, string> => ({ DATABASE_URL: database.url, AUTH_SECRET: TEST_SECRET });

  beforeAll(async () => {
    cli = await buildCli();
    database = await createTestDatabase({ sqliteFile: true });
  });

  afterAll(async () => {
    await database.drop();
    cli.remove();
  });

  it('migrates an empty database, reporting each migration, then finds nothing left', async () => {
    const first = await cli.run(['migrate'], { env: env() });
    const second = await cli.run(['migrate'], { env: env() });

    expect(first).toMatchObject({ code: 0, stdout: 'The database is up to date.\n' });
    expect(first.stderr).toContain('Applied migrations: 0001-create-user');
    expect(second).toEqual({ code: 0, stdout: 'The database is up to date.\n', stderr: '' });
  });

  it('creates an administrator from a password on stdin, who can then administer over HTTP', async () => {
    const email = uniqueEmail('root');

    const created = await cli.run(['create-admin', '--email', email, '--name', 'Root'], {
      env: env(),
      input: `${PASSWORD}\n`,
    });

    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(created.stdout).toMatch(
      new RegExp(
        `^Created administrator ${email} \\(id \\w+\\)\\nNext: with the service running \\(npm start\\), open ` +
          `http://localhost:3000/ and sign in as ${email} with that password\\.\\n$`,
      ),
    );
    const t = await createTestApp({ database, config: ADMIN_TEST_CONFIG });
    try {
      const cookie = await signIn(t.http, email);
      await request(t.http).get('/api/auth/admin/list-users').set('Cookie', cookie).expect(200);
      // The audit log says the command line made it, not a request without a session.
      const audit = await request(t.http)
        .get('/api/auth/admin/audit-events')
        .query({ action: 'admin.create-user', searchValue: email })
        .set('Cookie', cookie)
        .expect(200);
      expect(audit.body.events).toMatchObject([{ actorId: null, origin: 'cli', result: 'success' }]);
    } finally {
      await t.close();
    }
  });

  it('creates the first administrator on a fresh clone’s default database, migrating it, the one the service opens', async () => {
    const clone = mkdtempSync(join(tmpdir(), 'auth-clone-'));
    const email = uniqueEmail('first');
    try {
      // No DATABASE_URL: config/default.json's sqlite:data/auth.sqlite, in the folder npm start runs in.
      const created = await cli.run(['create-admin', '--email', email, '--name', 'First', '--password-stdin'], {
        env: { AUTH_SECRET: TEST_SECRET },
        input: `${PASSWORD}\n`,
        cwd: clone,
      });

      expect(created.code).toBe(0);
      expect(created.stdout).toContain(`sign in as ${email} with that password.`);
      const database = {
        url: `sqlite:${join(clone, 'data', 'auth.sqlite')}`,
        run: async () => {},
        drop: async () => {},
      };
      const t = await createTestApp({ database, config: ADMIN_TEST_CONFIG });
      try {
        const cookie = await signIn(t.http, email);
        await request(t.http).get('/api/auth/admin/list-users').set('Cookie', cookie).expect(200);
      } finally {
        await t.close();
      }
    } finally {
      rmSync(clone, { recursive: true, force: true });
    }
  });

  it('refuses an e-mail that is taken with exit code 1 and the catalogue message', async () => {
    const email = uniqueEmail('taken');
    await cli.run(['create-admin', '--email', email, '--name', 'First'], { env: env(), input: PASSWORD });

    const again = await cli.run(['create-admin', '--email', email, '--name', 'Second'], {
      env: env(),
      input: PASSWORD,
    });

    expect(again).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: User already exists. Use another email. (USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL)\n',
    });
  });

  it('refuses a short password with exit code 1 and PASSWORD_TOO_SHORT', async () => {
    const run = await cli.run(['create-admin', '--email', uniqueEmail(), '--name', 'Short'], {
      env: env(),
      input: 'short\n',
    });

    expect(run).toEqual({ code: 1, stdout: '', stderr: 'error: Password too short (PASSWORD_TOO_SHORT)\n' });
  });

  it('answers exit code 2 when no password comes on stdin, or an option is missing', async () => {
    const noPassword = await cli.run(['create-admin', '--email', uniqueEmail(), '--name', 'None'], {
      env: env(),
      input: '',
    });
    const noEmail = await cli.run(['create-admin', '--name', 'None'], { env: env(), input: PASSWORD });

    expect(noPassword).toEqual({ code: 2, stdout: '', stderr: 'error: No password on standard input\n' });
    expect(noEmail.code).toBe(2);
    expect(noEmail.stderr).toContain("error: required option '--email <email>' not specified");
  });

  it('sets a user’s roles by e-mail, and refuses an unknown user with exit code 1', async () => {
    const email = uniqueEmail('member');
    await cli.run(['create-admin', '--email', email, '--name', 'Member'], { env: env(), input: PASSWORD });

    const set = await cli.run(['set-role', email.toUpperCase(), 'user,admin'], { env: env() });
    const unknown = await cli.run(['set-role', 'nobody@example.com', 'admin'], { env: env() });

    expect(set).toEqual({ code: 0, stdout: `${email} now has the role user,admin\n`, stderr: '' });
    expect(unknown).toEqual({ code: 1, stdout: '', stderr: 'error: No user nobody@example.com\n' });
  });

  it('lists users as a table, and as the JSON admin list-users answers', async () => {
    const email = uniqueEmail('listed');
    await cli.run(['create-admin', '--email', email, '--name', 'Listed'], { env: env(), input: PASSWORD });

    const table = await cli.run(['list-users', '--search', 'listed'], { env: env() });
    const json = await cli.run(['list-users', '--search', 'listed', '--json'], { env: env() });

    expect(table.code).toBe(0);
    expect(table.stdout.split('\n')[0]).toMatch(/^ID +EMAIL +NAME +ROLE +BANNED +CREATED$/);
    expect(table.stdout).toContain(email);
    expect(table.stdout).toMatch(/1 of 1 users\n$/);
    expect(JSON.parse(json.stdout)).toEqual({
      users: [expect.objectContaining({ email, name: 'Listed', role: 'admin', banned: false })],
      total: 1,
      limit: 100,
      offset: 0,
    });
  });

  it('refuses a bad --limit and an unknown command with exit code 2', async () => {
    const badLimit = await cli.run(['list-users', '--limit', 'many'], { env: env() });
    const unknown = await cli.run(['make-coffee'], { env: env() });

    expect(badLimit.code).toBe(2);
    expect(badLimit.stderr).toContain(
      "error: option '--limit <count>' argument 'many' is invalid. Expected a whole number.",
    );
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("error: unknown command 'make-coffee'");
  });

  it('stops on a bad configuration with one line naming the variable and exit code 2', async () => {
    const run = await cli.run(['list-users'], { env: { ...env(), PORT: 'eighty' } });

    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Configuration error: PORT: must be a port number from 0 to 65535\n',
    });
  });
});
