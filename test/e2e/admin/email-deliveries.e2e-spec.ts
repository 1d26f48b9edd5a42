import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { onlyEvent } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import { EMAIL_DELIVERIES, RESEND_EMAIL, eventually, failingDeliveries, pause } from '../../support/email-outbox';
import { SmtpSink } from '../../support/smtp-sink';
import { DELIVERY_POLL_INTERVAL_MS, RETRY_BASE_DELAY_MS } from '../../../src/platform/mail/mail.constants';

jest.setTimeout(40_000);

const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: 'Unauthorized' };
const MAY_NOT_LIST = {
  code: 'YOU_ARE_NOT_ALLOWED_TO_LIST_EMAIL_DELIVERIES',
  message: 'You are not allowed to list e-mail deliveries',
};
const MAY_NOT_RESEND = {
  code: 'YOU_ARE_NOT_ALLOWED_TO_RESEND_EMAILS',
  message: 'You are not allowed to resend e-mails',
};
const NOT_FOUND = { code: 'EMAIL_DELIVERY_NOT_FOUND', message: 'E-mail delivery not found' };
const DELIVERY_FIELDS = [
  'attempts',
  'createdAt',
  'id',
  'lastAttemptAt',
  'lastError',
  'nextAttemptAt',
  'status',
  'subject',
  'to',
];
const RESET = 'Reset your password';

describe('failing e-mail deliveries, for administrators', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let user: SignedUpUser;

  beforeAll(async () => {
    // Two attempts per e-mail, against an SMTP server that is down.
    t = await createTestApp({ config: { ...ADMIN_TEST_CONFIG, mail: { maxAttempts: 2 } } });
    admin = await createUserWithRole(t.http);
    user = await signUp(t.http);
    await t.mail.stop();
  });

  afterAll(() => t.close());

  /** Asks for a reset link for a new user and answers the address once its first attempt has failed. */
  async function failedOnce(): Promise<string> {
    const { email } = await signUp(t.http);
    await request(t.http).post('/api/auth/request-password-reset').send({ email, redirectTo: '/reset' }).expect(200);
    await eventually(async () => (await deliveryTo(email)) !== undefined);
    return email;
  }

  async function deliveryTo(email: string): Promise<Record<string, any> | undefined> {
    return (await failingDeliveries(t.http, admin.cookie)).find((delivery) => delivery.to === email);
  }

  /** Lets the second and last attempt fall due, and waits until it has failed too. */
  async function lastAttemptFails(email: string): Promise<Record<string, any>> {
    t.clock.advanceSeconds(RETRY_BASE_DELAY_MS / 1000);
    await eventually(async () => (await deliveryTo(email))?.status === 'failed');
    return (await deliveryTo(email))!;
  }

  describe('GET /admin/email-deliveries', () => {
    it('lists e-mails whose delivery failed, newest first, with the last error and never the body', async () => {
      const older = await failedOnce();
      t.clock.advanceSeconds(1);
      const newer = await failedOnce();

      const response = await request(t.http).get(EMAIL_DELIVERIES).set('Cookie', admin.cookie).expect(200);

      expect(response.body).toMatchObject({ total: expect.any(Number), limit: 50, offset: 0 });
      const mine = response.body.deliveries.filter((delivery: { to: string }) => [older, newer].includes(delivery.to));
      expect(mine.map((delivery: { to: string }) => delivery.to)).toEqual([newer, older]);
      for (const delivery of mine) {
        expect(Object.keys(delivery).sort()).toEqual(DELIVERY_FIELDS);
        expect(delivery).toMatchObject({
          subject: RESET,
          status: 'pending',
          attempts: 1,
          lastError: expect.stringContaining('ECONNREFUSED'),
        });
      }
      expect(JSON.stringify(response.body)).not.toContain('/reset-password/');
    });

    it('keeps an e-mail that failed its last attempt as failed, with no next attempt, and filters by status', async () => {
      const email = await failedOnce();

      const failed = await lastAttemptFails(email);

      expect(failed).toMatchObject({
        status: 'failed',
        attempts: 2,
        nextAttemptAt: null,
        lastError: expect.stringContaining('ECONNREFUSED'),
      });
      const onlyFailed = await failingDeliveries(t.http, admin.cookie, { status: 'failed' });
      expect(onlyFailed.map((delivery) => delivery.to)).toContain(email);
      expect(onlyFailed.every((delivery) => delivery.status === 'failed')).toBe(true);
      const onlyPending = await failingDeliveries(t.http, admin.cookie, { status: 'pending' });
      expect(onlyPending.map((delivery) => delivery.to)).not.toContain(email);
    });

    it('pages with limit and offset, counting every match in total', async () => {
      await failedOnce();
      await failedOnce();

      const first = await request(t.http)
        .get(EMAIL_DELIVERIES)
        .query({ limit: 1 })
        .set('Cookie', admin.cookie)
        .expect(200);
      const second = await request(t.http)
        .get(EMAIL_DELIVERIES)
        .query({ limit: 1, offset: 1 })
        .set('Cookie', admin.cookie)
        .expect(200);

      expect(first.body).toMatchObject({ limit: 1, offset: 0, total: second.body.total });
      expect(first.body.total).toBeGreaterThanOrEqual(2);
      expect(first.body.deliveries).toHaveLength(1);
      expect(second.body.deliveries).toHaveLength(1);
      expect(second.body.deliveries[0].id).not.toBe(first.body.deliveries[0].id);
    });

    it('refuses a caller without a session with 401 UNAUTHORIZED', async () => {
      const response = await request(t.http).get(EMAIL_DELIVERIES).expect(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    });

    it('refuses a user without an admin role with 403 YOU_ARE_NOT_ALLOWED_TO_LIST_EMAIL_DELIVERIES', async () => {
      const response = await request(t.http).get(EMAIL_DELIVERIES).set('Cookie', user.cookie).expect(403);
      expect(response.body).toEqual(MAY_NOT_LIST);
    });

    it.each([
      ['a status in other letters', { status: 'FAILED' }],
      ['an unknown status', { status: 'sent' }],
      ['a limit of 0', { limit: 0 }],
      ['a limit above 500', { limit: 501 }],
      ['a limit that is not a number', { limit: '1e3' }],
      ['a negative offset', { offset: -1 }],
    ])('refuses %s with 400 VALIDATION_ERROR', async (_case, query) => {
      const response = await request(t.http).get(EMAIL_DELIVERIES).query(query).set('Cookie', admin.cookie).expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid query parameters' });
    });
  });

  describe('POST /admin/resend-email', () => {
    it('refuses a caller without a session with 401 UNAUTHORIZED', async () => {
      const response = await request(t.http).post(RESEND_EMAIL).send({ id: 'anything' }).expect(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    });

    it('refuses a user without an admin role with 403 YOU_ARE_NOT_ALLOWED_TO_RESEND_EMAILS, and records the attempt', async () => {
      const response = await request(t.http)
        .post(RESEND_EMAIL)
        .set('Cookie', user.cookie)
        .send({ id: 'anything' })
        .expect(403);

      expect(response.body).toEqual(MAY_NOT_RESEND);
      const refused = (
        await request(t.http)
          .get('/api/auth/admin/audit-events')
          .query({ action: 'admin.resend-email', actorId: user.userId })
          .set('Cookie', admin.cookie)
          .expect(200)
      ).body.events;
      expect(refused).toHaveLength(1);
      expect(refused[0]).toMatchObject({ result: MAY_NOT_RESEND.code });
    });

    it('answers 404 EMAIL_DELIVERY_NOT_FOUND for an id the outbox does not hold', async () => {
      const response = await request(t.http)
        .post(RESEND_EMAIL)
        .set('Cookie', admin.cookie)
        .send({ id: 'no-such-delivery' })
        .expect(404);

      expect(response.body).toEqual(NOT_FOUND);
      expect(await onlyEvent(t.http, admin.cookie, 'admin.resend-email', 'no-such-delivery')).toMatchObject({
        result: NOT_FOUND.code,
        actorId: admin.userId,
      });
    });

    it.each([
      ['no id', {}],
      ['a null id', { id: null }],
      ['a numeric id', { id: 42 }],
      ['an empty id', { id: '' }],
      ['an id of 257 characters', { id: 'x'.repeat(257) }],
      ['a list of ids', { id: ['a', 'b'] }],
    ])('refuses %s with 400 VALIDATION_ERROR', async (_case, body) => {
      const response = await request(t.http).post(RESEND_EMAIL).set('Cookie', admin.cookie).send(body).expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
    });

    it('sends a failed e-mail again once asked, exactly once, and records who asked', async () => {
      const email = await failedOnce();
      const { id } = await lastAttemptFails(email);
      const revived = await SmtpSink.start(t.mail.port);
      try {
        // A failed e-mail is kept, not tried again, until someone asks.
        t.clock.advanceSeconds(86_400);
        await pause(DELIVERY_POLL_INTERVAL_MS * 2);
        expect(revived.messages).toEqual([]);

        const response = await request(t.http).post(RESEND_EMAIL).set('Cookie', admin.cookie).send({ id }).expect(200);

        expect(response.body).toEqual({ success: true });
        const mail = await revived.waitFor(email);
        expect(SmtpSink.linkIn(mail, '/reset-password/')).toContain(t.baseUrl);
        await eventually(async () => (await deliveryTo(email)) === undefined);
        await pause(DELIVERY_POLL_INTERVAL_MS * 2);
        expect(revived.messages.filter((caught) => caught.to === email)).toHaveLength(1);
        expect(await onlyEvent(t.http, admin.cookie, 'admin.resend-email', id)).toMatchObject({
          actorId: admin.userId,
          result: 'success',
          targetType: 'email',
          metadata: { to: email, subject: RESET },
        });
        // Delivered, it has left the outbox: asking again finds nothing.
        await request(t.http).post(RESEND_EMAIL).set('Cookie', admin.cookie).send({ id }).expect(404);
      } finally {
        await revived.stop();
      }
    });
  });
});
