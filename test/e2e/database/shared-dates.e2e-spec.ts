import { Sequelize } from 'sequelize-typescript';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY } from '../../support/admin';
import {
  BetterAuthApp,
  BetterAuthLine,
  betterAuthOn,
  databaseMadeByBetterAuth,
  signUpThrough,
} from '../../support/better-auth-app';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, cookiesFrom, signIn, signUp } from '../../support/factories';
import { SmtpSink } from '../../support/smtp-sink';
import { TestDatabase, isPostgresRun } from '../../support/test-database';
import { keepRealPasswordHash } from '../../support/real-password-hash';

// Better Auth itself hashes and checks these users' passwords, at its own cost.
keepRealPasswordHash();

// Better Auth hashes its users' passwords with its own JavaScript scrypt while the database is made: on a busy
// two-core machine that alone can pass the default 20 s of a hook.
jest.setTimeout(90_000);

// How Better Auth's SQLite adapter writes a date: `Date#toISOString()`.
const ISO_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const MINUTE_MS = 60_000;
const NEW_PASSWORD = 'a passphrase set through Better Auth';

type Owner = { email: string; userId: string; cookie: string };
type Row = Record<string, unknown>;

// The dates a row holds as stored: ISO text on SQLite, real timestamps on PostgreSQL.
function expectStoredAsBetterAuthDoes(row: Row, columns: string[]): void {
  for (const column of columns) {
    if (isPostgresRun()) expect({ [column]: row[column] }).toEqual({ [column]: expect.any(Date) });
    else expect({ [column]: row[column] }).toEqual({ [column]: expect.stringMatching(ISO_DATE) });
  }
}

describe.each<BetterAuthLine>(['1.4', '1.7'])(
  'one database, with Better Auth %s running beside the service',
  (line) => {
    let database: TestDatabase;
    let owner: Owner;
    let t: TestApp;
    let betterAuth: BetterAuthApp;
    let sequelize: Sequelize;

    const adapter = async () => (await betterAuth.auth.$context).adapter;
    const internalAdapter = async () => (await betterAuth.auth.$context).internalAdapter;
    const minuteFromNow = (sign: 1 | -1) => new Date(Date.now() + sign * MINUTE_MS);

    beforeAll(async () => {
      ({ database, made: owner } = await databaseMadeByBetterAuth((app) => signUpThrough(app, 'dates'), line));
      t = await createTestApp({ database, config: { ...ADMIN_TEST_CONFIG, sessionsInDatabase: true } });
      betterAuth = betterAuthOn(database, line);
      sequelize = t.app.get(Sequelize);
    });

    afterAll(async () => {
      await betterAuth?.close();
      await t?.close();
      await database?.drop();
    });

    it('writes sessions, keys and links with their dates in Better Auth’s form', async () => {
      const user = await signUp(t.http);
      const key = await request(t.http)
        .post('/api/auth/api-key/create')
        .set('Cookie', user.cookie)
        .send({ expiresIn: 86_400 })
        .expect(200);
      await request(t.http).post('/api/auth/request-password-reset').send({ email: user.email }).expect(200);
      const select = async (sql: string) =>
        (await sequelize.query(sql, { replacements: { id: user.userId } }))[0][0] as Row;

      expectStoredAsBetterAuthDoes(await select(`SELECT * FROM "user" WHERE "id" = :id`), ['createdAt', 'updatedAt']);
      expectStoredAsBetterAuthDoes(await select(`SELECT * FROM "session" WHERE "userId" = :id`), [
        'expiresAt',
        'createdAt',
        'updatedAt',
      ]);
      expectStoredAsBetterAuthDoes(await select(`SELECT * FROM "apikey" WHERE "id" = '${key.body.id}'`), [
        'expiresAt',
        'createdAt',
        'updatedAt',
      ]);
      expectStoredAsBetterAuthDoes(await select(`SELECT * FROM "verification" WHERE "value" = :id`), [
        'expiresAt',
        'createdAt',
        'updatedAt',
      ]);
    });

    it('lists a session Better Auth signed in as active, and not one of its sessions that lapsed a minute ago', async () => {
      const live = await betterAuth.auth.api.signInEmail({ body: { email: owner.email, password: PASSWORD } });
      const lapsed = await betterAuth.auth.api.signInEmail({ body: { email: owner.email, password: PASSWORD } });
      await (await internalAdapter()).updateSession(lapsed.token, { expiresAt: minuteFromNow(-1) });

      const response = await request(t.http).get('/api/auth/list-sessions').set('Cookie', owner.cookie).expect(200);

      const tokens = (response.body as Row[]).map((session) => session.token);
      expect(tokens).toContain(live.token);
      expect(tokens).not.toContain(lapsed.token);
    });

    it('refuses a reset link Better Auth issued that lapsed a minute ago, with 400 INVALID_TOKEN', async () => {
      const user = await signUp(t.http);
      await (
        await internalAdapter()
      ).createVerificationValue({
        identifier: 'reset-password:lapsedBesideResetToken0000000000',
        value: user.userId,
        expiresAt: minuteFromNow(-1),
      });

      const response = await request(t.http)
        .post('/api/auth/reset-password')
        .send({ token: 'lapsedBesideResetToken0000000000', newPassword: NEW_PASSWORD })
        .expect(400);

      expect(response.body).toEqual({ code: 'INVALID_TOKEN', message: 'Invalid token' });
    });

    it('sweeps a key Better Auth made that lapsed a minute ago, and keeps one that lapses a minute from now', async () => {
      const make = (name: string) => betterAuth.auth.api.createApiKey({ body: { userId: owner.userId, name } });
      const [lapsed, lasting] = await Promise.all([make('lapsed'), make('lasting')]);
      for (const [id, expiresAt] of [
        [lapsed.id, minuteFromNow(-1)],
        [lasting.id, minuteFromNow(1)],
      ] as const) {
        await (await adapter()).update({ model: 'apikey', where: [{ field: 'id', value: id }], update: { expiresAt } });
      }

      await request(t.http)
        .post('/api/auth/api-key/delete-all-expired-api-keys')
        .set('x-service-key', TEST_SERVICE_KEY)
        .send({})
        .expect(200);

      const find = async (id: string) =>
        (await adapter()).findOne<Row>({ model: 'apikey', where: [{ field: 'id', value: id }] });
      expect(await find(lapsed.id)).toBeNull();
      expect(await find(lasting.id)).toMatchObject({ id: lasting.id, expiresAt: expect.any(Date) });
    });

    it('leaves Better Auth a session it reads and lists, with the right expiry', async () => {
      const cookie = await signIn(t.http, owner.email);

      const session = await betterAuth.auth.api.getSession({ headers: new Headers({ cookie }) });
      const listed = await betterAuth.auth.api.listSessions({ headers: new Headers({ cookie }) });

      expect(session?.user).toMatchObject({ id: owner.userId });
      expect(session!.session.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
      expect(listed.map((listedSession) => listedSession.token)).toContain(session!.session.token);
    });

    it('leaves Better Auth a reset link that outlives its clean-up of lapsed links, and that it accepts', async () => {
      const user = await signUp(t.http);
      await request(t.http).post('/api/auth/request-password-reset').send({ email: user.email }).expect(200);
      const token = new URL(SmtpSink.linkIn(await t.mail.waitFor(user.email), '/reset-password/')).pathname
        .split('/')
        .pop()!;
      // Looking a link up makes Better Auth delete every link whose expiry, compared as stored, lies in the past.
      await expect(
        betterAuth.auth.api.resetPassword({ body: { token: 'noSuchResetToken', newPassword: NEW_PASSWORD } }),
      ).rejects.toThrow();

      await expect(betterAuth.auth.api.resetPassword({ body: { token, newPassword: NEW_PASSWORD } })).resolves.toEqual({
        status: true,
      });
      const signedIn = await request(t.http)
        .post('/api/auth/sign-in/email')
        .send({ email: user.email, password: NEW_PASSWORD })
        .expect(200);
      expect(cookiesFrom(signedIn)).toContain('better-auth.session_token=');
    });
  },
);
