import { Sequelize } from 'sequelize-typescript';
import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, signUp } from '../../support/factories';

describe('a real fault: the database goes away under a running service', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    t = await createTestApp();
    user = await signUp(t.http);
    const ready = await request(t.http).get('/health/ready').expect(200);
    expect(ready.body).toMatchObject({ status: 'ok', database: 'up' });
    await t.app.get(Sequelize).close();
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers 500 INTERNAL_SERVER_ERROR with a generic JSON body and no detail of the cause', async () => {
    const response = await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: user.email, password: PASSWORD })
      .expect(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual({ code: 'INTERNAL_SERVER_ERROR', message: 'Internal Server Error' });
  });

  it('reports itself not ready with 503 DATABASE_UNAVAILABLE while staying live', async () => {
    const ready = await request(t.http).get('/health/ready').expect(503);
    expect(ready.body).toEqual({ code: 'DATABASE_UNAVAILABLE', message: 'The database is not reachable' });
    await request(t.http).get('/health/live').expect(200, { status: 'ok' });
  });
});
