import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { AUDIT_EVENTS, auditEvents } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, signIn, signUp, uniqueEmail } from '../../support/factories';

const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: 'Unauthorized' };
const NOT_ALLOWED = {
  code: 'YOU_ARE_NOT_ALLOWED_TO_LIST_AUDIT_EVENTS',
  message: 'You are not allowed to list audit events',
};
const INVALID_QUERY = { code: 'VALIDATION_ERROR', message: 'Invalid query parameters' };
const DAY_SECONDS = 86_400;

describe('GET /api/auth/admin/audit-events', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let user: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: { ...ADMIN_TEST_CONFIG, audit: { retentionDays: 30 } } });
    admin = await createUserWithRole(t.http, 'admin');
    user = await signUp(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  const list = (query: Record<string, string | number> = {}) =>
    request(t.http).get(AUDIT_EVENTS).query(query).set('Cookie', admin.cookie);
  const failSignIn = (email: string, userAgent = 'test-agent') =>
    request(t.http)
      .post('/api/auth/sign-in/email')
      .set('User-Agent', userAgent)
      .send({ email, password: 'wrong password' })
      .expect(401);

  describe('who may read it', () => {
    it('refuses a caller without a session with 401 UNAUTHORIZED', async () => {
      const response = await request(t.http).get(AUDIT_EVENTS).expect(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    });

    it('refuses a user without an admin role with 403 YOU_ARE_NOT_ALLOWED_TO_LIST_AUDIT_EVENTS', async () => {
      const response = await request(t.http).get(AUDIT_EVENTS).set('Cookie', user.cookie).expect(403);
      expect(response.body).toEqual(NOT_ALLOWED);
    });

    it.each([
      ['an unknown action', { action: 'drop-table' }],
      ['a limit of 0', { limit: 0 }],
      ['a limit above 10000', { limit: 10_001 }],
      ['a negative offset', { offset: -1 }],
      ['a time that is not ISO 8601', { from: 'yesterday' }],
      ['an unknown format', { format: 'xlsx' }],
    ])('refuses %s with 400 VALIDATION_ERROR', async (_case, query) => {
      const response = await list(query).expect(400);
      expect(response.body).toMatchObject(INVALID_QUERY);
    });
  });

  describe('filters and pages', () => {
    it('answers the newest events first with total, limit and offset', async () => {
      const response = await list().expect(200);
      expect(response.body).toMatchObject({ total: expect.any(Number), limit: 50, offset: 0 });
      const times = response.body.events.map((event: { createdAt: string }) => Date.parse(event.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('pages through the matches with limit and offset, counting them all in total', async () => {
      const email = uniqueEmail('pages');
      for (let i = 0; i < 3; i += 1) {
        await failSignIn(email);
        t.clock.advanceSeconds(1);
      }

      const first = await list({ searchValue: email, limit: 2 }).expect(200);
      const second = await list({ searchValue: email, limit: 2, offset: 2 }).expect(200);

      expect(first.body).toMatchObject({ total: 3, limit: 2, offset: 0 });
      expect(first.body.events).toHaveLength(2);
      expect(second.body).toMatchObject({ total: 3, limit: 2, offset: 2 });
      expect(second.body.events).toHaveLength(1);
      expect(Date.parse(first.body.events[1].createdAt)).toBeGreaterThan(Date.parse(second.body.events[0].createdAt));
    });

    it('filters by actor, action and result together', async () => {
      await request(t.http).post('/api/auth/sign-in/email').send({ email: user.email, password: PASSWORD }).expect(200);
      await failSignIn(user.email);

      const events = await auditEvents(t.http, admin.cookie, {
        actorId: user.userId,
        action: 'sign-in',
        result: 'success',
      });
      expect(events.length).toBeGreaterThan(0);
      expect(
        events.every(
          (event) => event.actorId === user.userId && event.action === 'sign-in' && event.result === 'success',
        ),
      ).toBe(true);
    });

    it('finds text in the details and the user agent whatever its case', async () => {
      const email = uniqueEmail('Needle');
      await failSignIn(email, 'Needle-Agent/1.0');

      expect(await auditEvents(t.http, admin.cookie, { searchValue: email.toUpperCase() })).toHaveLength(1);
      expect(
        (await auditEvents(t.http, admin.cookie, { searchValue: 'needle-agent/1.0' })).map(
          (event) => event.metadata.email,
        ),
      ).toEqual([email]);
    });

    it('keeps to the from and to times', async () => {
      const email = uniqueEmail('window');
      await failSignIn(email);
      const between = t.clock.now().toISOString();
      t.clock.advanceSeconds(60);
      await failSignIn(email);

      const before = await auditEvents(t.http, admin.cookie, { searchValue: email, to: between });
      const after = await auditEvents(t.http, admin.cookie, { searchValue: email, from: between });
      expect(before).toHaveLength(1);
      expect(after).toHaveLength(1);
      expect(Date.parse(after[0].createdAt)).toBeGreaterThan(Date.parse(before[0].createdAt));
    });
  });

  describe('names', () => {
    it('names the actor and a user target in `users`, looked up once for the page, and in the CSV', async () => {
      const target = await signUp(t.http, { name: 'Banned Bob' });
      await request(t.http)
        .post('/api/auth/admin/ban-user')
        .set('Cookie', admin.cookie)
        .send({ userId: target.userId })
        .expect(200);

      const page = (await list({ action: 'admin.ban-user', targetId: target.userId }).expect(200)).body;
      const csv = (await list({ action: 'admin.ban-user', targetId: target.userId, format: 'csv' }).expect(200)).text;

      expect(page.events).toMatchObject([{ actorId: admin.userId, targetId: target.userId, origin: null }]);
      expect(page.users).toEqual({
        [admin.userId]: { name: expect.any(String), email: admin.email },
        [target.userId]: { name: 'Banned Bob', email: target.email },
      });
      expect(csv.split('\r\n')[1]).toMatch(new RegExp(`"","[^"]*","${admin.email}","Banned Bob","${target.email}"$`));
    });
  });

  describe('export', () => {
    it('downloads CSV with a header row, quoted fields and formulas defused', async () => {
      const email = uniqueEmail('csv');
      await failSignIn(email, '=HYPERLINK("http://evil.example","click")');

      const response = await list({ searchValue: email, format: 'csv' }).expect(200);

      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename=audit-events.csv');
      const [header, row, end] = response.text.split('\r\n');
      expect(header).toBe(
        '"createdAt","action","result","actorId","impersonatedBy","targetType","targetId","ipAddress","userAgent","metadata",' +
          '"origin","actorName","actorEmail","targetName","targetEmail"',
      );
      expect(row).toContain('"sign-in","INVALID_EMAIL_OR_PASSWORD","","","user",""');
      expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
      expect(row).toContain(`"{""email"":""${email}""}"`);
      expect(end).toBe('');
    });

    it('downloads JSON as a file with the same page', async () => {
      const email = uniqueEmail('json');
      await failSignIn(email);

      const response = await list({ searchValue: email, format: 'json' }).expect(200);

      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-disposition']).toBe('attachment; filename=audit-events.json');
      expect(response.body).toMatchObject({
        total: 1,
        limit: 50,
        offset: 0,
        events: [{ action: 'sign-in', metadata: { email } }],
      });
    });
  });

  describe('retention', () => {
    it('deletes events older than the retention and keeps the newer ones', async () => {
      const oldEmail = uniqueEmail('old');
      const newEmail = uniqueEmail('new');
      await failSignIn(oldEmail);
      t.clock.advanceSeconds(20 * DAY_SECONDS);
      await failSignIn(newEmail);
      t.clock.advanceSeconds(11 * DAY_SECONDS);
      // The administrator's seven-day session has long expired.
      const cookie = await signIn(t.http, admin.email);

      expect(await auditEvents(t.http, cookie, { searchValue: oldEmail })).toEqual([]);
      expect(await auditEvents(t.http, cookie, { searchValue: newEmail })).toHaveLength(1);
    });
  });
});
