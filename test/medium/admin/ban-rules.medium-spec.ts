import { NO_CALLER } from '../../../src/platform/audit/audit-caller';
import { User } from '../../../src/identity/user/user.types';
import { AdminUsersPieces, adminUsersPieces } from '../support/admin-users';
import { Medium, createUser, openMedium } from '../support/medium-services';
import { refusalOf } from '../support/refusals';
import { impersonate, signInAs } from '../support/sessions';

const UNKNOWN_ID = 'ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ';
const YEAR_SECONDS = 365 * 86_400;

describe('bans: what ban-user and unban-user do, and what a ban refuses until it ends', () => {
  let medium: Medium;
  let pieces: AdminUsersPieces;
  let admin: User;

  beforeAll(async () => {
    medium = await openMedium();
    pieces = adminUsersPieces(medium);
    admin = await createUser(medium, { role: 'admin' });
  });

  afterAll(async () => {
    await medium.close();
  });

  // One instant per step, so expiry times are exact.
  beforeEach(() => medium.clock.freeze());
  afterEach(() => medium.clock.unfreeze());

  const ban = (userId: string, reason?: string | null, expiresInSeconds?: number) =>
    pieces.admin.ban(NO_CALLER, admin, userId, reason, expiresInSeconds);
  /** What a new session of the user comes to: password, passkey and social sign-in all open one so. */
  const signInOf = async (user: User) => (await refusalOf(signInAs(pieces.sessions, user))) ?? 'signed in';
  const banOf = async (user: User) => {
    const { banned, banReason, banExpires } = await medium.users.getById(user.id);
    return { banned, banReason, banExpires };
  };
  const inSeconds = (seconds: number) => new Date(medium.clock.nowMs() + seconds * 1000);

  it.each([
    ['no reason', 'No reason', undefined],
    ['a null reason', 'No reason', null],
    ['an empty reason', 'No reason', ''],
    ['a reason', 'Spamming', 'Spamming'],
  ])('bans given %s with the reason %j and, by default, no end', async (_case, stored, reason) => {
    const target = await createUser(medium);

    const banned = await ban(target.id, reason);

    expect(banned).toMatchObject({ id: target.id, banned: true, banReason: stored, banExpires: null });
    expect(await banOf(target)).toEqual({ banned: true, banReason: stored, banExpires: null });
  });

  it.each([
    ['banExpiresIn 60', 60, 60, {}],
    ['banExpiresIn 0, read as none given', null, 0, {}],
    ['no banExpiresIn and a configured default of an hour', 3600, undefined, { defaultBanExpiresInSeconds: 3600 }],
    ['banExpiresIn 60 and a configured default of an hour', 60, 60, { defaultBanExpiresInSeconds: 3600 }],
  ])('given %s, ends the ban in %p seconds (null: never)', async (_case, endsInSeconds, expiresIn, defaults) => {
    const service = pieces.withConfig({ ...medium.config, admin: { ...medium.config.admin, ...defaults } });
    const target = await createUser(medium);

    const banned = await service.ban(NO_CALLER, admin, target.id, 'Cooling off', expiresIn);

    expect(banned.banExpires).toEqual(endsInSeconds === null ? null : inSeconds(endsInSeconds));
  });

  it('takes the configured default reason', async () => {
    const service = pieces.withConfig({ ...medium.config, admin: { ...medium.config.admin, defaultBanReason: 'ToS' } });
    const target = await createUser(medium);

    expect((await service.ban(NO_CALLER, admin, target.id)).banReason).toBe('ToS');
  });

  it('refuses to ban or unban an unknown user with 404 USER_NOT_FOUND', async () => {
    expect(await refusalOf(ban(UNKNOWN_ID))).toBe('404 USER_NOT_FOUND');
    expect(await refusalOf(pieces.admin.unban(NO_CALLER, UNKNOWN_ID))).toBe('404 USER_NOT_FOUND');
  });

  it('refuses to ban yourself with 400 YOU_CANNOT_BAN_YOURSELF and leaves you unbanned', async () => {
    expect(await refusalOf(ban(admin.id))).toBe('400 YOU_CANNOT_BAN_YOURSELF');

    expect(await banOf(admin)).toEqual({ banned: false, banReason: null, banExpires: null });
    expect(await signInOf(admin)).toBe('signed in');
  });

  it('ends every session of the user at once, impersonations included, and no other user’s', async () => {
    const [target, other] = [await createUser(medium), await createUser(medium)];
    const first = await signInAs(pieces.sessions, target);
    await signInAs(pieces.sessions, target, { secondFactorPassed: true });
    const impersonation = await impersonate(pieces.sessions, target, admin);
    const untouched = await signInAs(pieces.sessions, other);

    await ban(target.id);

    expect(await pieces.sessions.listAll(target.id)).toEqual([]);
    for (const { token } of [first.session, impersonation])
      expect(await pieces.sessions.resolve(token, { mayRefresh: true })).toBeNull();
    expect(await pieces.sessions.listAll(other.id)).toEqual([untouched.session]);
  });

  it('refuses every new session of a banned user with 403 BANNED_USER: sign-in and impersonation', async () => {
    const target = await createUser(medium);
    await ban(target.id);

    expect(await signInOf(target)).toBe('403 BANNED_USER');
    const impersonation = impersonate(pieces.sessions, target, admin);
    expect(await refusalOf(impersonation)).toBe('403 BANNED_USER');
  });

  it('lifts an ended ban at the first sign-in after it: one second early it still refuses', async () => {
    const target = await createUser(medium);
    await ban(target.id, 'Cooling off', 60);

    medium.clock.advanceSeconds(59);
    expect(await signInOf(target)).toBe('403 BANNED_USER');
    expect(await banOf(target)).toEqual({ banned: true, banReason: 'Cooling off', banExpires: inSeconds(1) });
    medium.clock.advanceSeconds(1);
    expect(await signInOf(target)).toBe('signed in');

    expect(await banOf(target)).toEqual({ banned: false, banReason: null, banExpires: null });
  });

  it('keeps an ended ban on the user until a sign-in lifts it', async () => {
    const target = await createUser(medium);
    await ban(target.id, 'Cooling off', 60);

    medium.clock.advanceSeconds(3600);

    expect(await banOf(target)).toMatchObject({ banned: true, banReason: 'Cooling off' });
  });

  it('never lifts a ban without an expiry by itself', async () => {
    const target = await createUser(medium);
    await ban(target.id);

    medium.clock.advanceSeconds(10 * YEAR_SECONDS);

    expect(await signInOf(target)).toBe('403 BANNED_USER');
  });

  it('stores a ban of a century, the longest banExpiresIn takes, which refuses sign-in until its end', async () => {
    const target = await createUser(medium);
    const centurySeconds = 3_153_600_000;

    await ban(target.id, 'Long', centurySeconds);

    expect((await banOf(target)).banExpires).toEqual(inSeconds(centurySeconds));
    medium.clock.advanceSeconds(centurySeconds - 1);
    expect(await signInOf(target)).toBe('403 BANNED_USER');
    medium.clock.advanceSeconds(1);
    expect(await signInOf(target)).toBe('signed in');
  });

  it('unbans: the reason and expiry are cleared, and the user signs in again', async () => {
    const target = await createUser(medium);
    await ban(target.id, 'Oops', 3600);

    const unbanned = await pieces.admin.unban(NO_CALLER, target.id);

    expect(unbanned).toMatchObject({ id: target.id, banned: false, banReason: null, banExpires: null });
    expect(await signInOf(target)).toBe('signed in');
  });

  it('answers an unban of a user who is not banned with the user, unchanged', async () => {
    const target = await createUser(medium);

    expect(await pieces.admin.unban(NO_CALLER, target.id)).toMatchObject({ id: target.id, banned: false });
    expect(await signInOf(target)).toBe('signed in');
  });

  it('bans again over a ban, replacing its reason and expiry', async () => {
    const target = await createUser(medium);
    await ban(target.id, 'First', 60);

    await ban(target.id, 'Second');

    expect(await banOf(target)).toEqual({ banned: true, banReason: 'Second', banExpires: null });
    medium.clock.advanceSeconds(61);
    expect(await signInOf(target)).toBe('403 BANNED_USER');
  });
});
