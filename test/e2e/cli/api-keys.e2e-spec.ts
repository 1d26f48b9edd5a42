import { ADMIN_TEST_CONFIG } from '../../support/admin';
import { createKeyOnServer } from '../../support/api-keys';
import { CliBuild, buildCli } from '../../support/cli';
import { TEST_SECRET, createTestApp } from '../../support/create-test-app';
import { signUp } from '../../support/factories';
import { TestDatabase, createTestDatabase } from '../../support/test-database';

const DAY_SECONDS = 86_400;

describe('the CLI’s sweep-api-keys', () => {
  let cli: CliBuild;
  let database: TestDatabase;

  beforeAll(async () => {
    cli = await buildCli();
    database = await createTestDatabase({ sqliteFile: true });
  });

  afterAll(async () => {
    await database.drop();
    cli.remove();
  });

  it('deletes the keys that have expired and keeps the others', async () => {
    const t = await createTestApp({ database, config: ADMIN_TEST_CONFIG });
    try {
      const user = await signUp(t.http);
      await createKeyOnServer(t.http, user.userId, { expiresIn: DAY_SECONDS });
      // Made three days ago with a one-day lifetime: expired two days ago by the real clock the CLI reads.
      t.clock.advanceSeconds(-3 * DAY_SECONDS);
      await createKeyOnServer(t.http, user.userId, { expiresIn: DAY_SECONDS });
      await createKeyOnServer(t.http, user.userId, { expiresIn: DAY_SECONDS });
    } finally {
      await t.close();
    }

    const run = await cli.run(['sweep-api-keys'], { env: { DATABASE_URL: database.url, AUTH_SECRET: TEST_SECRET } });
    const again = await cli.run(['sweep-api-keys'], { env: { DATABASE_URL: database.url, AUTH_SECRET: TEST_SECRET } });

    expect(run).toEqual({ code: 0, stdout: 'Expired API keys deleted.\n', stderr: 'Deleted 2 expired API keys\n' });
    expect(again).toEqual({ code: 0, stdout: 'Expired API keys deleted.\n', stderr: '' });
  });
});
