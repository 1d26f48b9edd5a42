import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, signUp } from '../../support/factories';
import { enrolTwoFactor } from '../../support/two-factor';

const GENERATE = '/api/auth/two-factor/generate-backup-codes';
const VERIFY_BACKUP_CODE = '/api/auth/two-factor/verify-backup-code';
const INVALID_BACKUP_CODE = { code: 'INVALID_BACKUP_CODE', message: 'Invalid backup code' };

describe('two-factor backup codes', () => {
  let t: TestApp;

  beforeAll(async () => {
    // The answers of Better Auth 1.4; 1.7's differences are in line-17.e2e-spec.ts.
    t = await createTestApp({ config: { betterAuthCompat: '1.4' } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('accepts a backup code once, answering the session token and the user', async () => {
    const enrolled = await enrolTwoFactor(t.http, await signUp(t.http), t.clock.nowMs());
    const [code] = enrolled.backupCodes;
    const first = await request(t.http).post(VERIFY_BACKUP_CODE).set('Cookie', enrolled.cookie).send({ code });

    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ token: enrolled.token, user: { id: enrolled.userId, email: enrolled.email } });
    const again = await request(t.http).post(VERIFY_BACKUP_CODE).set('Cookie', enrolled.cookie).send({ code });
    expect(again.status).toBe(401);
    expect(again.body).toEqual(INVALID_BACKUP_CODE);
  });

  it('refuses a code that is not one of the user’s with 401 INVALID_BACKUP_CODE', async () => {
    const enrolled = await enrolTwoFactor(t.http, await signUp(t.http), t.clock.nowMs());
    const response = await request(t.http)
      .post(VERIFY_BACKUP_CODE)
      .set('Cookie', enrolled.cookie)
      .send({ code: 'aaaaa-bbbbb' });

    expect(response.status).toBe(401);
    expect(response.body).toEqual(INVALID_BACKUP_CODE);
  });

  it('refuses verify-backup-code before enable with 400 BACKUP_CODES_ARENT_ENABLED', async () => {
    const user = await signUp(t.http);
    const response = await request(t.http).post(VERIFY_BACKUP_CODE).set('Cookie', user.cookie).send({ code: 'x' });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'BACKUP_CODES_ARENT_ENABLED', message: "Backup codes aren't enabled" });
  });

  it('generate-backup-codes replaces the codes: the old ones stop working, the new ones work', async () => {
    const enrolled = await enrolTwoFactor(t.http, await signUp(t.http), t.clock.nowMs());
    const generated = await request(t.http).post(GENERATE).set('Cookie', enrolled.cookie).send({ password: PASSWORD });

    expect(generated.status).toBe(200);
    expect(generated.body).toEqual({ status: true, backupCodes: expect.any(Array) });
    expect(generated.body.backupCodes).toHaveLength(10);
    const old = await request(t.http)
      .post(VERIFY_BACKUP_CODE)
      .set('Cookie', enrolled.cookie)
      .send({ code: enrolled.backupCodes[0] });
    expect(old.body).toEqual(INVALID_BACKUP_CODE);
    await request(t.http)
      .post(VERIFY_BACKUP_CODE)
      .set('Cookie', enrolled.cookie)
      .send({ code: generated.body.backupCodes[0] })
      .expect(200);
  });

  it('refuses generate-backup-codes before the factor is on with 400 TWO_FACTOR_ISNT_ENABLED', async () => {
    const user = await signUp(t.http);
    await request(t.http)
      .post('/api/auth/two-factor/enable')
      .set('Cookie', user.cookie)
      .send({ password: PASSWORD })
      .expect(200);
    const response = await request(t.http).post(GENERATE).set('Cookie', user.cookie).send({ password: PASSWORD });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'TWO_FACTOR_ISNT_ENABLED', message: "Two factor isn't enabled" });
  });

  it('refuses generate-backup-codes with a wrong password with 400 INVALID_PASSWORD', async () => {
    const enrolled = await enrolTwoFactor(t.http, await signUp(t.http), t.clock.nowMs());
    const response = await request(t.http)
      .post(GENERATE)
      .set('Cookie', enrolled.cookie)
      .send({ password: 'wrong password' });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'INVALID_PASSWORD', message: 'Invalid password' });
  });
});
