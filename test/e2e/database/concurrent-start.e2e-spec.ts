import { Sequelize } from 'sequelize-typescript';
import request from 'supertest';
import { MIGRATIONS } from '../../../src/platform/database/migrations/index';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, signIn, signUp } from '../../support/factories';
import { TestDatabase, createTestDatabase } from '../../support/test-database';

// A configured extra field: its column is added at start as well, by whichever instance gets there first.
const CONFIG = { user: { additionalFields: { department: { type: 'string' as const } } } };

describe('three instances started at once on one empty database', () => {
  let database: TestDatabase;
  let instances: TestApp[];

  beforeAll(async () => {
    database = await createTestDatabase({ sqliteFile: true });
    instances = await Promise.all([1, 2, 3].map(() => createTestApp({ database, config: CONFIG })));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await database.drop();
  });

  it('all come up, with every migration recorded once', async () => {
    const [rows] = await instances[0].app
      .get(Sequelize)
      .query('SELECT "name" FROM "authServiceMigration" ORDER BY "name"');
    expect((rows as Array<{ name: string }>).map((row) => row.name)).toEqual(
      MIGRATIONS.map((migration) => migration.name),
    );
  });

  it('serve as one deployment on the migrated schema, the configured column included', async () => {
    const user = await signUp(instances[0].http);
    await request(instances[1].http)
      .post('/api/auth/update-user')
      .set('Cookie', user.cookie)
      .send({ department: 'Research' })
      .expect(200);
    const cookie = await signIn(instances[2].http, user.email, PASSWORD);
    const session = await request(instances[2].http).get('/api/auth/get-session').set('Cookie', cookie).expect(200);
    expect(session.body.user).toMatchObject({ id: user.userId, department: 'Research' });
  });
});
