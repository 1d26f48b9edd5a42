import { Sequelize } from 'sequelize-typescript';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { auditEvents } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, signUp, uniqueEmail } from '../../support/factories';

describe('a real fault: the audit table cannot be written', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let sequelize: Sequelize;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    admin = await createUserWithRole(t.http, 'admin');
    sequelize = t.app.get(Sequelize);
  });

  afterAll(async () => {
    await t.close();
  });

  it('still signs users up and in, and records again once the table is back', async () => {
    await sequelize.query('ALTER TABLE "auditEvent" RENAME TO "auditEventAway"');
    const during = uniqueEmail('during');
    try {
      await request(t.http)
        .post('/api/auth/sign-up/email')
        .send({ name: 'During', email: during, password: PASSWORD })
        .expect(200);
      await request(t.http).post('/api/auth/sign-in/email').send({ email: during, password: PASSWORD }).expect(200);
      await request(t.http)
        .post('/api/auth/sign-in/email')
        .send({ email: during, password: 'wrong password' })
        .expect(401);
    } finally {
      await sequelize.query('ALTER TABLE "auditEventAway" RENAME TO "auditEvent"');
    }
    const after = await signUp(t.http);

    expect(await auditEvents(t.http, admin.cookie, { searchValue: during })).toEqual([]);
    expect(await auditEvents(t.http, admin.cookie, { action: 'sign-up', targetId: after.userId })).toHaveLength(1);
  });
});
