import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY, createUserWithRole } from '../../support/admin';
import { createKeyOnServer, verifyKey } from '../../support/api-keys';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, signUp } from '../../support/factories';

const invalidBody = (field: string, message: string) => ({
  code: 'VALIDATION_ERROR',
  message: 'Invalid body parameters',
  errors: [{ field, message }],
});
const EXPIRES_IN_IS_TOO_LARGE = {
  code: 'EXPIRES_IN_IS_TOO_LARGE',
  message: 'The expiresIn is larger than the predefined maximum value.',
};
const INVALID_REMAINING = {
  code: 'INVALID_REMAINING',
  message: 'The remaining count is either too large or too small.',
};
const CENTURY_DAYS = 36_525;
const BEYOND_ANY_DATE = [1e8, 2 ** 31, 1e16, Number.MAX_SAFE_INTEGER, 1e300];

// Numbers that become a date or an interval: past their bounds some database could not store the
// result, or a later call would fail on it. Each is refused at once, and every accepted one keeps working.
describe('numbers that become dates or intervals', () => {
  let t: TestApp;
  let owner: SignedUpUser;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    owner = await signUp(t.http);
    admin = await createUserWithRole(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  const createKey = (body: Record<string, unknown>) =>
    request(t.http)
      .post('/api/auth/api-key/create')
      .set('x-service-key', TEST_SERVICE_KEY)
      .send({ userId: owner.userId, ...body });
  const updateKey = (body: Record<string, unknown>) =>
    request(t.http)
      .post('/api/auth/api-key/update')
      .set('x-service-key', TEST_SERVICE_KEY)
      .send({ userId: owner.userId, ...body });

  describe('API keys', () => {
    it.each(BEYOND_ANY_DATE)(
      'refuses refillInterval %d days on create and update with 400 VALIDATION_ERROR, storing nothing',
      async (refillInterval) => {
        const expected = invalidBody('refillInterval', `refillInterval must not be greater than ${CENTURY_DAYS}`);
        expect((await createKey({ refillAmount: 5, refillInterval }).expect(400)).body).toEqual(expected);
        const key = await createKeyOnServer(t.http, owner.userId);
        expect((await updateKey({ keyId: key.id, refillAmount: 5, refillInterval }).expect(400)).body).toEqual(
          expected,
        );
        expect((await verifyKey(t.http, key.key)).key).toMatchObject({ refillInterval: null, refillAmount: null });
      },
    );

    it('takes a refill every century, and the key then verifies and refills on every database', async () => {
      const key = await createKeyOnServer(t.http, owner.userId, {
        remaining: 1,
        refillAmount: 3,
        refillInterval: CENTURY_DAYS,
        rateLimitEnabled: false,
      });
      expect(await verifyKey(t.http, key.key)).toMatchObject({
        valid: true,
        key: { remaining: 0, refillInterval: CENTURY_DAYS },
      });
      expect(await verifyKey(t.http, key.key)).toMatchObject({ valid: false, error: { code: 'USAGE_EXCEEDED' } });
      t.clock.advanceSeconds(CENTURY_DAYS * 86_400 + 1);
      expect(await verifyKey(t.http, key.key)).toMatchObject({ valid: true, key: { remaining: 2 } });
      t.clock.advanceSeconds(-(CENTURY_DAYS * 86_400 + 1));
    });

    it.each(BEYOND_ANY_DATE)(
      'refuses expiresIn %d seconds on create and update with 400 EXPIRES_IN_IS_TOO_LARGE',
      async (expiresIn) => {
        expect((await createKey({ expiresIn }).expect(400)).body).toEqual(EXPIRES_IN_IS_TOO_LARGE);
        const key = await createKeyOnServer(t.http, owner.userId);
        expect((await updateKey({ keyId: key.id, expiresIn }).expect(400)).body).toEqual(EXPIRES_IN_IS_TOO_LARGE);
      },
    );

    it.each([
      ['rateLimitTimeWindow', 2 ** 31],
      ['rateLimitMax', 2 ** 31],
      ['refillAmount', 2 ** 31],
    ])('refuses %s %d, past a 32-bit column, with 400 VALIDATION_ERROR', async (field, value) => {
      const body = field === 'refillAmount' ? { refillAmount: value, refillInterval: 1 } : { [field]: value };
      expect((await createKey(body).expect(400)).body).toEqual(
        invalidBody(field, `${field} must not be greater than 2147483647`),
      );
    });

    it('refuses remaining 2^31 on update with 400 INVALID_REMAINING, and keeps working at 2^31 - 1', async () => {
      const key = await createKeyOnServer(t.http, owner.userId, { remaining: 1 });
      expect((await updateKey({ keyId: key.id, remaining: 2 ** 31 }).expect(400)).body).toEqual(INVALID_REMAINING);
      await updateKey({
        keyId: key.id,
        remaining: 2 ** 31 - 1,
        rateLimitTimeWindow: 2 ** 31 - 1,
        rateLimitMax: 2 ** 31 - 1,
      }).expect(200);
      expect(await verifyKey(t.http, key.key)).toMatchObject({
        valid: true,
        key: { remaining: 2 ** 31 - 2, requestCount: 1 },
      });
    });
  });

  describe('bans', () => {
    it.each([1e16, 1e300])('refuses banExpiresIn %d seconds with 400 VALIDATION_ERROR', async (banExpiresIn) => {
      const user = await signUp(t.http);
      const response = await request(t.http)
        .post('/api/auth/admin/ban-user')
        .set('Cookie', admin.cookie)
        .send({ userId: user.userId, banExpiresIn })
        .expect(400);
      expect(response.body).toEqual(invalidBody('banExpiresIn', 'banExpiresIn must not be greater than 3153600000'));
    });

    it('takes a ban of a century, which then refuses sign-in', async () => {
      const user = await signUp(t.http);
      await request(t.http)
        .post('/api/auth/admin/ban-user')
        .set('Cookie', admin.cookie)
        .send({ userId: user.userId, banExpiresIn: 3_153_600_000 })
        .expect(200);
      const response = await request(t.http)
        .post('/api/auth/sign-in/email')
        .send({ email: user.email, password: PASSWORD })
        .expect(403);
      expect(response.body).toEqual({ code: 'BANNED_USER', message: 'You have been banned from this application' });
    });
  });

  describe('ID tokens handed over by a client', () => {
    it.each([-1, 1e16, 1e300])(
      'refuses an access-token expiresAt of %d with 400 VALIDATION_ERROR',
      async (expiresAt) => {
        const response = await request(t.http)
          .post('/api/auth/sign-in/social')
          .send({ provider: 'corp', idToken: { token: 'a.b.c', expiresAt } })
          .expect(400);
        const message =
          expiresAt < 0 ? 'expiresAt must not be less than 0' : 'expiresAt must not be greater than 253402300799999';
        expect(response.body).toEqual(invalidBody('idToken.expiresAt', message));
      },
    );
  });
});
