import request from 'supertest';
import { ChangeNotices } from '../../../src/platform/secondary-storage/change-notices';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY, createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser } from '../../support/factories';
import { TestDatabase, createTestDatabase } from '../../support/test-database';

/**
 * Without Redis an instance trusts its copy of the roles for a second; half a second more covers the requests of
 * a loaded machine. With Redis the other instance is told at once, well within that second.
 */
const UNSHARED_WITHIN_MS = 1500;
const SHARED_WITHIN_MS = 500;

/**
 * Two instances of one deployment (one database; one Redis on the PostgreSQL and Redis run): an admin role
 * changed on one is honoured by the other within a second. With Redis the other hears of the change; without,
 * it trusts its copy no longer than that second.
 */
describe('admin roles changed on one instance, honoured by another', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    database = await createTestDatabase({ sqliteFile: true });
    first = await createTestApp({ config: ADMIN_TEST_CONFIG, database });
    second = await createTestApp({ config: ADMIN_TEST_CONFIG, database });
    admin = await createUserWithRole(first.http, 'admin');
  });

  afterAll(async () => {
    await first.close();
    await second.close();
    await database.drop();
  });

  /** Whether the role grants listing users, asked of the second instance as a trusted backend asks. */
  async function secondGrants(role: string): Promise<boolean> {
    const response = await request(second.http)
      .post('/api/auth/admin/has-permission')
      .set('x-service-key', TEST_SERVICE_KEY)
      .send({ role, permissions: { user: ['list'] } })
      .expect(200);
    return response.body.success as boolean;
  }

  /** Milliseconds until the second instance answers `expected`; fails past the bound. */
  async function untilSecondAnswers(role: string, expected: boolean): Promise<number> {
    const withinMs = second.app.get(ChangeNotices).isShared ? SHARED_WITHIN_MS : UNSHARED_WITHIN_MS;
    const startedMs = performance.now();
    while (performance.now() - startedMs < withinMs) {
      if ((await secondGrants(role)) === expected) return performance.now() - startedMs;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`The second instance did not answer ${expected} for ${role} within ${withinMs} ms`);
  }

  it('shares the notices of changes when the deployment has Redis', () => {
    const notices = second.app.get(ChangeNotices);
    expect(notices.isShared).toBe(second.config.redisUrl !== null);
  });

  it('honours a role created, changed and deleted on the first instance', async () => {
    const role = 'instances-support';
    // The second instance reads (and keeps) the roles before the first changes them.
    expect(await secondGrants(role)).toBe(false);

    await request(first.http)
      .post('/api/auth/admin/create-role')
      .set('Cookie', admin.cookie)
      .send({ role, permission: { user: ['list'] } })
      .expect(200);
    await untilSecondAnswers(role, true);

    await request(first.http)
      .post('/api/auth/admin/update-role')
      .set('Cookie', admin.cookie)
      .send({ roleName: role, data: { permission: { session: ['list'] } } })
      .expect(200);
    await untilSecondAnswers(role, false);

    await request(first.http)
      .post('/api/auth/admin/update-role')
      .set('Cookie', admin.cookie)
      .send({ roleName: role, data: { permission: { user: ['list'] } } })
      .expect(200);
    await untilSecondAnswers(role, true);
    await request(first.http)
      .post('/api/auth/admin/delete-role')
      .set('Cookie', admin.cookie)
      .send({ roleName: role })
      .expect(200);
    await untilSecondAnswers(role, false);
  });
});
