import { generateId } from '../../src/platform/common/crypto/random';
import { DeepPartial, RawConfig } from '../../src/platform/config/config-sources';
import { SessionStore } from '../../src/identity/session/session-store';
import { Session } from '../../src/identity/session/session.types';
import { UserService } from '../../src/identity/user/user.service';
import { TestApp, createTestApp } from '../support/create-test-app';
import { signUp } from '../support/factories';
import { TEST_REDIS_URL } from '../support/test-redis';

const HOUR_MS = 3_600_000;

/** Each implementation of the contract, chosen by configuration as the service chooses it. */
const IMPLEMENTATIONS: Array<[string, DeepPartial<RawConfig>]> = [
  ['database', { redisUrl: null, sessionsInDatabase: true }],
  ['memory secondary storage', { redisUrl: null, sessionsInDatabase: false }],
  ['Redis secondary storage', { redisUrl: TEST_REDIS_URL, sessionsInDatabase: false }],
  ['Redis mirrored in the database', { redisUrl: TEST_REDIS_URL, sessionsInDatabase: true }],
];

describe.each(IMPLEMENTATIONS)('SessionStore contract: %s', (_name, config) => {
  let t: TestApp;
  let store: SessionStore;

  beforeAll(async () => {
    t = await createTestApp({ config });
    store = t.app.get(SessionStore);
  });

  afterAll(async () => {
    await t.close();
  });

  /** A user made through the API, with the token of the session sign-up gave it. */
  async function newUser(): Promise<{ userId: string; signUpToken: string }> {
    const user = await signUp(t.http);
    return { userId: user.userId, signUpToken: user.token };
  }

  function newSession(userId: string, lifetimeMs = 7 * 24 * HOUR_MS, overrides: Partial<Session> = {}): Session {
    const now = t.clock.now();
    return {
      id: generateId(),
      token: generateId(),
      userId,
      expiresAt: new Date(now.getTime() + lifetimeMs),
      createdAt: now,
      updatedAt: now,
      impersonatedBy: null,
      activeOrganizationId: null,
      activeTeamId: null,
      secondFactorAt: null,
      ipAddress: '203.0.113.7',
      userAgent: 'contract-test',
      ...overrides,
    };
  }

  it('creates a session and returns it as stored', async () => {
    const { userId } = await newUser();
    const session = newSession(userId);

    await expect(store.create(session)).resolves.toEqual(session);
  });

  it('keeps a null IP address and user agent as null', async () => {
    const { userId } = await newUser();
    const session = newSession(userId, HOUR_MS, { ipAddress: null, userAgent: null });
    await store.create(session);

    await expect(store.findByToken(session.token)).resolves.toEqual(session);
  });

  it('finds a live session by its token', async () => {
    const { userId } = await newUser();
    const session = newSession(userId);
    await store.create(session);

    await expect(store.findByToken(session.token)).resolves.toEqual(session);
  });

  it('finds nothing for an unknown token', async () => {
    await expect(store.findByToken(generateId())).resolves.toBeNull();
  });

  it('finds nothing for a token whose session has expired', async () => {
    const { userId } = await newUser();
    const session = newSession(userId, HOUR_MS);
    await store.create(session);

    t.clock.advanceSeconds(3601);

    await expect(store.findByToken(session.token)).resolves.toBeNull();
  });

  it('lists a user’s live sessions oldest first, leaving out expired ones and other users’', async () => {
    const { userId, signUpToken } = await newUser();
    const other = await newUser();
    t.clock.advanceSeconds(1);
    const shortLived = newSession(userId, HOUR_MS);
    await store.create(shortLived);
    t.clock.advanceSeconds(1);
    const longLived = newSession(userId);
    await store.create(longLived);
    await store.create(newSession(other.userId));

    await expect(store.listByUser(userId)).resolves.toEqual([
      expect.objectContaining({ token: signUpToken }),
      shortLived,
      longLived,
    ]);

    t.clock.advanceSeconds(3600);

    await expect(store.listByUser(userId)).resolves.toEqual([
      expect.objectContaining({ token: signUpToken }),
      longLived,
    ]);
  });

  it('lists nothing for a user without sessions', async () => {
    await expect(store.listByUser(generateId())).resolves.toEqual([]);
  });

  it('extends a session, moving its expiry and update time and keeping the rest', async () => {
    const { userId } = await newUser();
    const session = newSession(userId, HOUR_MS);
    await store.create(session);
    const updatedAt = new Date(t.clock.now().getTime() + 1000);
    const expiresAt = new Date(updatedAt.getTime() + 7 * 24 * HOUR_MS);

    const extended = await store.extend(session.token, expiresAt, updatedAt);

    expect(extended).toEqual({ ...session, expiresAt, updatedAt });
    await expect(store.findByToken(session.token)).resolves.toEqual({ ...session, expiresAt, updatedAt });
  });

  it('keeps the time a session met the second-factor requirement', async () => {
    const { userId } = await newUser();
    const session = newSession(userId, undefined, { secondFactorAt: t.clock.now() });
    await store.create(session);

    await expect(store.findByToken(session.token)).resolves.toEqual(session);
  });

  it('marks a session as having passed a second factor, keeping the rest', async () => {
    const { userId } = await newUser();
    const session = newSession(userId);
    await store.create(session);
    const secondFactorAt = new Date(t.clock.now().getTime() + 1000);

    await expect(store.markSecondFactor(session.token, secondFactorAt)).resolves.toEqual({
      ...session,
      secondFactorAt,
    });
    await expect(store.findByToken(session.token)).resolves.toEqual({ ...session, secondFactorAt });
  });

  it('marks nothing and answers null for an unknown token', async () => {
    await expect(store.markSecondFactor(generateId(), t.clock.now())).resolves.toBeNull();
  });

  it('counts the sessions that have not expired, of every user', async () => {
    const before = await store.countActive();
    await newUser();
    const { userId } = await newUser();
    await store.create(newSession(userId, HOUR_MS));

    await expect(store.countActive()).resolves.toBe(before + 3);
    t.clock.advanceSeconds(2 * 3600);
    // The sign-up sessions last a week; the one-hour session has expired.
    await expect(store.countActive()).resolves.toBe(before + 2);
  });

  it('sets the active organization and team, keeping a field left out', async () => {
    const { userId } = await newUser();
    const session = newSession(userId);
    await store.create(session);
    const updatedAt = new Date(t.clock.now().getTime() + 1000);

    const withOrg = await store.setActive(
      session.token,
      { activeOrganizationId: 'org-1', activeTeamId: 'team-1' },
      updatedAt,
    );
    const withoutTeam = await store.setActive(session.token, { activeTeamId: null }, updatedAt);

    expect(withOrg).toEqual({ ...session, activeOrganizationId: 'org-1', activeTeamId: 'team-1', updatedAt });
    expect(withoutTeam).toEqual({ ...session, activeOrganizationId: 'org-1', activeTeamId: null, updatedAt });
    await expect(store.findByToken(session.token)).resolves.toEqual(withoutTeam);
  });

  it('sets nothing and answers null for an unknown token', async () => {
    await expect(store.setActive(generateId(), { activeOrganizationId: 'org-1' }, t.clock.now())).resolves.toBeNull();
  });

  it('clears a deleted organization, and its team, from every session working in it', async () => {
    const { userId } = await newUser();
    const inOrg = newSession(userId, undefined, { activeOrganizationId: 'org-gone', activeTeamId: 'team-gone' });
    const elsewhere = newSession(userId, undefined, { activeOrganizationId: 'org-kept', activeTeamId: 'team-kept' });
    await store.create(inOrg);
    await store.create(elsewhere);

    await store.clearOrganization('org-gone');

    await expect(store.findByToken(inOrg.token)).resolves.toEqual({
      ...inOrg,
      activeOrganizationId: null,
      activeTeamId: null,
    });
    await expect(store.findByToken(elsewhere.token)).resolves.toEqual(elsewhere);
  });

  it('clears an organization from one user’s sessions only, when they leave it', async () => {
    const leaving = await newUser();
    const staying = await newUser();
    const leavingSession = newSession(leaving.userId, undefined, { activeOrganizationId: 'org', activeTeamId: 'team' });
    const stayingSession = newSession(staying.userId, undefined, { activeOrganizationId: 'org', activeTeamId: 'team' });
    await store.create(leavingSession);
    await store.create(stayingSession);

    await store.clearMembership(leaving.userId, 'org');

    await expect(store.findByToken(leavingSession.token)).resolves.toEqual({
      ...leavingSession,
      activeOrganizationId: null,
      activeTeamId: null,
    });
    await expect(store.findByToken(stayingSession.token)).resolves.toEqual(stayingSession);
  });

  it('clears a team from every session, or from one user’s sessions only', async () => {
    const first = await newUser();
    const second = await newUser();
    const firstSession = newSession(first.userId, undefined, { activeOrganizationId: 'org', activeTeamId: 'team-a' });
    const secondSession = newSession(second.userId, undefined, { activeOrganizationId: 'org', activeTeamId: 'team-a' });
    await store.create(firstSession);
    await store.create(secondSession);

    await store.clearTeam('team-a', first.userId);
    await expect(store.findByToken(firstSession.token)).resolves.toEqual({ ...firstSession, activeTeamId: null });
    await expect(store.findByToken(secondSession.token)).resolves.toEqual(secondSession);

    await store.clearTeam('team-a');
    await expect(store.findByToken(secondSession.token)).resolves.toEqual({ ...secondSession, activeTeamId: null });
  });

  it('extends nothing and answers null for an unknown token', async () => {
    const now = t.clock.now();

    await expect(store.extend(generateId(), new Date(now.getTime() + HOUR_MS), now)).resolves.toBeNull();
  });

  it('deletes one session by its token, leaving the user’s others', async () => {
    const { userId, signUpToken } = await newUser();
    const doomed = newSession(userId);
    const kept = newSession(userId);
    await store.create(doomed);
    await store.create(kept);

    await store.deleteByToken(doomed.token);

    await expect(store.findByToken(doomed.token)).resolves.toBeNull();
    await expect(store.findByToken(kept.token)).resolves.toEqual(kept);
    await expect(store.findByToken(signUpToken)).resolves.not.toBeNull();
  });

  it('deletes an unknown token without complaint', async () => {
    await expect(store.deleteByToken(generateId())).resolves.toBeUndefined();
  });

  it('deletes all of a user’s sessions and no one else’s', async () => {
    const { userId, signUpToken } = await newUser();
    const other = await newUser();
    const session = newSession(userId);
    await store.create(session);

    await store.deleteByUser(userId);

    await expect(store.listByUser(userId)).resolves.toEqual([]);
    await expect(store.findByToken(session.token)).resolves.toBeNull();
    await expect(store.findByToken(signUpToken)).resolves.toBeNull();
    await expect(store.findByToken(other.signUpToken)).resolves.not.toBeNull();
  });

  it('deletes all of a user’s sessions but the excepted one', async () => {
    const { userId } = await newUser();
    const other = await newUser();
    const kept = newSession(userId);
    const revoked = newSession(userId);
    await store.create(kept);
    await store.create(revoked);

    await store.deleteByUser(userId, kept.token);

    await expect(store.listByUser(userId)).resolves.toEqual([kept]);
    await expect(store.findByToken(revoked.token)).resolves.toBeNull();
    await expect(store.findByToken(other.signUpToken)).resolves.not.toBeNull();
  });

  it('keeps no session when the excepted token belongs to someone else', async () => {
    const { userId } = await newUser();
    const other = await newUser();
    await store.create(newSession(userId));

    await store.deleteByUser(userId, other.signUpToken);

    await expect(store.listByUser(userId)).resolves.toEqual([]);
    await expect(store.findByToken(other.signUpToken)).resolves.not.toBeNull();
  });

  describe('with its user', () => {
    let users: UserService;

    beforeAll(() => {
      users = t.app.get(UserService);
    });

    /** What a look-up answered, by the session's token and its user's id. */
    const summary = (found: Awaited<ReturnType<SessionStore['findWithUser']>>) =>
      found && { token: found.session.token, userId: found.user?.id };

    it('finds a live session with its user', async () => {
      const { userId } = await newUser();
      const session = newSession(userId);
      await store.create(session);

      const found = await store.findWithUser(session.token, users);

      expect(found?.session).toEqual(session);
      expect(found?.user).toMatchObject({ id: userId });
    });

    it('finds nothing for an unknown token or an expired session', async () => {
      const { userId } = await newUser();
      const session = newSession(userId, HOUR_MS);
      await store.create(session);
      t.clock.advanceSeconds(3601);

      await expect(store.findWithUser(session.token, users)).resolves.toBeNull();
      await expect(store.findWithUser(generateId(), users)).resolves.toBeNull();
    });

    it('answers look-ups made at the same moment each with its own session and user', async () => {
      const owners = await Promise.all([newUser(), newUser(), newUser(), newUser()]);
      const live = owners.map(({ userId }) => newSession(userId));
      const expiring = newSession(owners[0].userId, HOUR_MS);
      await Promise.all([...live, expiring].map((session) => store.create(session)));
      t.clock.advanceSeconds(3601);
      const unknown = generateId();

      const tokens = [...live.map((session) => session.token), expiring.token, unknown, live[2].token];
      const found = await Promise.all(tokens.map((token) => store.findWithUser(token, users)));

      expect(found.map(summary)).toEqual([
        ...live.map((session) => ({ token: session.token, userId: session.userId })),
        null,
        null,
        { token: live[2].token, userId: live[2].userId },
      ]);
    });

    it('sees a session deleted just before it is looked up, beside one that is not', async () => {
      const { userId } = await newUser();
      const [kept, deleted] = [newSession(userId), newSession(userId)];
      await store.create(kept);
      await store.create(deleted);

      await store.deleteByToken(deleted.token);
      const found = await Promise.all([
        store.findWithUser(kept.token, users),
        store.findWithUser(deleted.token, users),
      ]);

      expect(found.map(summary)).toEqual([{ token: kept.token, userId }, null]);
    });
  });
});
