import { getModelToken } from '@nestjs/sequelize';
import { AccountLockoutModel } from '../../../src/identity/account-lockout/account-lockout.model';
import { LOCKOUT_TEST_CONFIG, failSignIns } from '../../support/account-lockout';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { uniqueEmail } from '../../support/factories';

describe('sign-in lock records in the database', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { ...LOCKOUT_TEST_CONFIG, redisUrl: null } });
  });

  afterAll(() => t.close());

  const rowCount = () => t.app.get<typeof AccountLockoutModel>(getModelToken(AccountLockoutModel)).count();

  it('keeps one row per address, not the address itself, and drops rows whose failures no longer matter', async () => {
    const [first, second] = [uniqueEmail('slow'), uniqueEmail('later')];
    await failSignIns(t.http, first, 2);
    const rows = await t.app.get<typeof AccountLockoutModel>(getModelToken(AccountLockoutModel)).findAll({ raw: true });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(first);

    // Past the failure reset time, the next attempt sweeps the idle row away.
    t.clock.advanceSeconds(3601);
    await failSignIns(t.http, second, 1);
    const deadline = Date.now() + 5000;
    while ((await rowCount()) !== 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));

    expect(await rowCount()).toBe(1);
  });
});
