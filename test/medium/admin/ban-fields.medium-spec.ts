import { NO_CALLER } from '../../../src/platform/audit/audit-caller';
import { User } from '../../../src/identity/user/user.types';
import { PASSWORD, uniqueEmail } from '../../support/factories';
import { AdminUsersPieces, adminUsersPieces } from '../support/admin-users';
import { Medium, createUser, openMedium } from '../support/medium-services';
import { refusalOf } from '../support/refusals';
import { signInAs } from '../support/sessions';

/** A role that may update and create users, but neither ban nor set roles. */
const ROLES = { admin: { roles: { support: { user: ['list', 'get', 'update', 'create'] } } } };
const LATER = new Date('2100-01-01T00:00:00.000Z');

describe('bans through the ban fields of update-user and create-user data (Better Auth 1.7)', () => {
  let medium: Medium;
  let pieces: AdminUsersPieces;
  let admin: User;
  let support: User;

  beforeAll(async () => {
    medium = await openMedium(ROLES);
    pieces = adminUsersPieces(medium);
    admin = await createUser(medium, { role: 'admin' });
    support = await createUser(medium, { role: 'support' });
  });

  afterAll(async () => {
    await medium.close();
  });

  const update = (caller: User, userId: string, data: Record<string, unknown>) =>
    pieces.admin.update(NO_CALLER, caller, userId, data);
  const create = (caller: User | null, data: Record<string, unknown>) =>
    pieces.admin.create(NO_CALLER, caller, { email: uniqueEmail('created'), password: PASSWORD, name: 'New', data });
  const signInOf = async (user: Pick<User, 'id'>) =>
    (await refusalOf(signInAs(pieces.sessions, user as User))) ?? 'signed in';
  const banOf = (user: Pick<User, 'banned' | 'banReason' | 'banExpires'>) => ({
    banned: user.banned,
    banReason: user.banReason,
    banExpires: user.banExpires,
  });

  describe('update-user', () => {
    it.each([
      ['banned with a reason', { banned: true, banReason: 'spam' }, 'spam', null],
      ['banned alone, taking the default reason', { banned: true }, 'No reason', null],
      ['banned with an end as an ISO date', { banned: true, banExpires: LATER.toISOString() }, 'No reason', LATER],
      ['banned with an end in epoch ms', { banned: true, banExpires: LATER.getTime() }, 'No reason', LATER],
    ])('bans for %s and ends the sessions', async (_case, data, banReason, banExpires) => {
      const target = await createUser(medium);
      const { session } = await signInAs(pieces.sessions, target);

      const updated = await update(admin, target.id, data);

      expect(banOf(updated)).toEqual({ banned: true, banReason, banExpires });
      expect(await pieces.sessions.resolve(session.token, { mayRefresh: false })).toBeNull();
      expect(await signInOf(target)).toBe('403 BANNED_USER');
    });

    it('unbans with banned false, clearing the reason and end', async () => {
      const target = await createUser(medium);
      await update(admin, target.id, { banned: true, banReason: 'spam', banExpires: LATER.toISOString() });

      const updated = await update(admin, target.id, { banned: false });

      expect(banOf(updated)).toEqual({ banned: false, banReason: null, banExpires: null });
      expect(await signInOf(target)).toBe('signed in');
    });

    it('bans and renames in one call', async () => {
      const target = await createUser(medium);

      const updated = await update(admin, target.id, { name: 'Renamed', banned: true });

      expect(updated).toMatchObject({ name: 'Renamed', banned: true, banReason: 'No reason' });
    });

    it.each([
      ['a reason without banned', { banReason: 'spam' }, '400 NO_DATA_TO_UPDATE'],
      ['banned that is no boolean', { banned: 'yes' }, '400 VALIDATION_ERROR'],
      ['a reason that is no text', { banned: true, banReason: 42 }, '400 VALIDATION_ERROR'],
      ['a reason of 1025 characters', { banned: true, banReason: 'x'.repeat(1025) }, '400 VALIDATION_ERROR'],
      ['an end that is no date', { banned: true, banExpires: 'soon' }, '400 VALIDATION_ERROR'],
    ])('refuses %s with %s and bans nobody', async (_case, data, refusal) => {
      const target = await createUser(medium);

      expect(await refusalOf(update(admin, target.id, data))).toBe(refusal);
      expect(await signInOf(target)).toBe('signed in');
    });

    it('refuses to ban yourself with 400 YOU_CANNOT_BAN_YOURSELF, but lets you unban yourself', async () => {
      expect(await refusalOf(update(admin, admin.id, { banned: true }))).toBe('400 YOU_CANNOT_BAN_YOURSELF');
      expect(await update(admin, admin.id, { banned: false })).toMatchObject({ banned: false });
    });

    it.each([{ banned: true }, { banned: false }, { banReason: 'spam' }, { banExpires: null }])(
      'refuses ban field %j from a role that may update but not ban with 403 YOU_ARE_NOT_ALLOWED_TO_BAN_USERS',
      async (data) => {
        const target = await createUser(medium);

        expect(await refusalOf(update(support, target.id, data))).toBe('403 YOU_ARE_NOT_ALLOWED_TO_BAN_USERS');
        expect(await signInOf(target)).toBe('signed in');
      },
    );
  });

  describe('create-user data', () => {
    it.each([
      ['banned with a reason', { banned: true, banReason: 'spam' }, 'spam', null],
      ['banned alone, with no reason', { banned: true }, null, null],
      ['banned with an end', { banned: true, banExpires: LATER.toISOString() }, null, LATER],
    ])('makes a user who starts %s, and who cannot sign in', async (_case, data, banReason, banExpires) => {
      const created = await create(admin, data);

      expect(banOf(created)).toEqual({ banned: true, banReason, banExpires });
      expect(await signInOf(created)).toBe('403 BANNED_USER');
    });

    it('makes a user who is not banned for banned false', async () => {
      const created = await create(admin, { banned: false, banReason: 'ignored' });

      expect(banOf(created)).toEqual({ banned: false, banReason: null, banExpires: null });
      expect(await signInOf(created)).toBe('signed in');
    });

    it('takes a ban from a trusted backend, which needs no permission', async () => {
      expect(await create(null, { banned: true })).toMatchObject({ banned: true });
    });

    it.each([{ banned: true }, { banned: false }, { banReason: 'spam' }])(
      'refuses ban field %j from a caller who may create but not ban with 403 YOU_ARE_NOT_ALLOWED_TO_BAN_USERS',
      async (data) => {
        expect(await refusalOf(create(support, data))).toBe('403 YOU_ARE_NOT_ALLOWED_TO_BAN_USERS');
      },
    );

    it('refuses a ban that is no boolean with 400 VALIDATION_ERROR', async () => {
      expect(await refusalOf(create(admin, { banned: 'yes' }))).toBe('400 VALIDATION_ERROR');
    });
  });
});
