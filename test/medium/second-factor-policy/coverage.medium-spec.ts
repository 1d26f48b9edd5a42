import { SecondFactorRequirement } from '../../../src/platform/config/app-config';
import { SessionService } from '../../../src/identity/session/session.service';
import { ActiveSession } from '../../../src/identity/session/session.types';
import { User } from '../../../src/identity/user/user.types';
import { Medium, createUser, openMedium } from '../support/medium-services';
import { secondFactorPolicy, storePasskey, storeUnconfirmedTotp } from '../support/second-factors';
import { impersonate, sessionService, signInAs } from '../support/sessions';

/** A configured role, which exists only to grant admin actions, and a second admin role. */
const ROLES = { admin: { roles: { support: { user: ['list'] } }, adminRoles: ['admin', 'superadmin'] } };

type Holder = 'user' | 'admin' | 'superadmin' | 'support' | 'user,admin' | 'user,support' | 'named in ADMIN_USER_IDS';
type SessionKind = 'password only' | 'second factor at sign-in' | 'second factor passed later' | 'impersonation';

/** Whom REQUIRE_SECOND_FACTOR=admins covers: administrators and the holders of configured roles. */
const COVERED_BY_ADMINS: Record<Holder, boolean> = {
  user: false,
  admin: true,
  superadmin: true,
  support: true,
  'user,admin': true,
  'user,support': true,
  'named in ADMIN_USER_IDS': true,
};
const HOLDERS = Object.keys(COVERED_BY_ADMINS) as Holder[];
/** Only a session that met the requirement itself, or an impersonation, gets past a covered user's policy. */
const SESSION_KINDS: Array<[SessionKind, boolean]> = [
  ['password only', true],
  ['second factor at sign-in', false],
  ['second factor passed later', false],
  ['impersonation', false],
];
const REQUIREMENTS: SecondFactorRequirement[] = ['none', 'admins', 'all'];

describe('REQUIRE_SECOND_FACTOR: whom it covers and which sessions it holds back', () => {
  let medium: Medium;
  let sessions: SessionService;
  let admin: User;
  const holders = {} as Record<Holder, User>;

  beforeAll(async () => {
    medium = await openMedium(ROLES);
    sessions = sessionService(medium);
    admin = await createUser(medium, { role: 'admin' });
    for (const holder of HOLDERS)
      holders[holder] = await createUser(medium, { role: holder.startsWith('named') ? 'user' : holder });
  });

  afterAll(async () => {
    await medium.close();
  });

  const policyFor = (requirement: SecondFactorRequirement) =>
    secondFactorPolicy(requirement, { ...medium.config, adminUserIds: [holders['named in ADMIN_USER_IDS'].id] });

  async function sessionOf(user: User, kind: SessionKind): Promise<ActiveSession> {
    if (kind === 'impersonation') return { user, session: await impersonate(sessions, user, admin) };
    const active = await signInAs(sessions, user, { secondFactorPassed: kind === 'second factor at sign-in' });
    if (kind === 'second factor passed later')
      active.session = (await sessions.markSecondFactor(active.session.token))!;
    return active;
  }

  it.each(REQUIREMENTS.map((requirement) => [requirement, requirement !== 'none']))(
    'is on for %s: %p',
    (requirement, isOn) => {
      expect(policyFor(requirement).isOn).toBe(isOn);
    },
  );

  describe.each(REQUIREMENTS)('%s', (requirement) => {
    const rows = HOLDERS.flatMap((holder) =>
      SESSION_KINDS.map(([kind, heldBackWhenCovered]) => {
        const isCovered = requirement === 'all' || (requirement === 'admins' && COVERED_BY_ADMINS[holder]);
        return [holder, kind, isCovered && heldBackWhenCovered] as const;
      }),
    );

    it.each(rows)('a session of %s made with %s is held back: %p', async (holder, kind, isHeldBack) => {
      const active = await sessionOf(holders[holder], kind);

      expect(policyFor(requirement).holdsBack(active)).toBe(isHeldBack);
    });
  });

  it('reads the session’s own mark: a second sign-in with a password alone is held back again', async () => {
    const user = await createUser(medium, { role: 'admin' });
    const passed = await sessionOf(user, 'second factor passed later');

    const again = await sessionOf(user, 'password only');

    expect(policyFor('admins').holdsBack(passed)).toBe(false);
    expect(policyFor('admins').holdsBack(again)).toBe(true);
  });
});

describe('REQUIRE_SECOND_FACTOR: which users hold a second factor, so enrolment is closed to a password alone', () => {
  let medium: Medium;

  beforeAll(async () => {
    medium = await openMedium();
  });

  afterAll(async () => {
    await medium.close();
  });

  const holds = (user: User) => secondFactorPolicy('all', medium.config).hasSecondFactor(user);

  it('counts nothing for a user with no factor, whatever other users hold', async () => {
    const [user, other] = [await createUser(medium), await createUser(medium)];
    await storePasskey(medium, other.id);
    await medium.users.setTwoFactorEnabled(other.id, true);

    expect(await holds(user)).toBe(false);
  });

  it('does not count a TOTP enrolment no code has confirmed yet', async () => {
    const user = await createUser(medium);
    await storeUnconfirmedTotp(medium, user.id);

    expect(await holds(await medium.users.getById(user.id))).toBe(false);
  });

  it('counts a confirmed TOTP (or e-mail codes): two-factor enabled on the user', async () => {
    const user = await createUser(medium);

    expect(await holds(await medium.users.setTwoFactorEnabled(user.id, true))).toBe(true);
  });

  it('counts a passkey, with two-factor off', async () => {
    const user = await createUser(medium);
    await storePasskey(medium, user.id);

    expect(await holds(user)).toBe(true);
  });

  it('counts both together', async () => {
    const user = await createUser(medium);
    await storePasskey(medium, user.id);

    expect(await holds(await medium.users.setTwoFactorEnabled(user.id, true))).toBe(true);
  });

  it('stops counting two-factor once it is disabled, unless a passkey remains', async () => {
    const [totpOnly, withPasskey] = [await createUser(medium), await createUser(medium)];
    await storePasskey(medium, withPasskey.id);
    for (const user of [totpOnly, withPasskey]) await medium.users.setTwoFactorEnabled(user.id, true);

    const disabled = await Promise.all(
      [totpOnly, withPasskey].map((u) => medium.users.setTwoFactorEnabled(u.id, false)),
    );

    expect(await Promise.all(disabled.map(holds))).toEqual([false, true]);
  });
});
