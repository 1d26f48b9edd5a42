import { LOCKOUT_TEST_CONFIG } from '../../support/account-lockout';
import { Lockout, lockoutPieces } from '../support/account-lockout';
import { Medium, createUser, openMedium } from '../support/medium-services';

describe('the per-address sign-in lock: its rules', () => {
  let medium: Medium;
  let lockout: Lockout;

  beforeAll(async () => {
    medium = await openMedium(LOCKOUT_TEST_CONFIG);
    lockout = await lockoutPieces(medium);
  });

  afterAll(async () => {
    await lockout.close();
    await medium.close();
  });

  // One instant per step, so the wait is exact.
  beforeEach(() => medium.clock.freeze());
  afterEach(() => medium.clock.unfreeze());

  const newAddress = async () => (await createUser(medium)).email;

  async function failTimes(email: string, times: number): Promise<void> {
    for (let attempt = 1; attempt <= times; attempt++)
      expect(await lockout.attempt(email, false)).toBe('wrong password');
  }

  it('refuses the attempt after 3 wrong passwords for 60 s, even with the right password', async () => {
    const email = await newAddress();
    await failTimes(email, 3);

    expect(await lockout.attempt(email, true)).toEqual({ lockedForSeconds: 60 });
    expect(await lockout.attempt(email, false)).toEqual({ lockedForSeconds: 60 });
  });

  it('lifts the lock at its time: one second early it still refuses, then the right password signs in', async () => {
    const email = await newAddress();
    await failTimes(email, 3);

    medium.clock.advanceSeconds(59);
    expect(await lockout.attempt(email, true)).toEqual({ lockedForSeconds: 1 });
    medium.clock.advanceSeconds(1);
    expect(await lockout.attempt(email, true)).toBe('signed in');
  });

  it('grows the lock by 60 s with each further run of 3 wrong passwords, up to 150 s', async () => {
    const email = await newAddress();
    for (const lockSeconds of [60, 120, 150, 150]) {
      await failTimes(email, 3);
      expect(await lockout.attempt(email, false)).toEqual({ lockedForSeconds: lockSeconds });
      medium.clock.advanceSeconds(lockSeconds);
    }
    expect(await lockout.attempt(email, true)).toBe('signed in');
  });

  it('does not count attempts refused while locked towards the next lock', async () => {
    const email = await newAddress();
    await failTimes(email, 3);
    for (let attempt = 0; attempt < 5; attempt++)
      expect(await lockout.attempt(email, false)).toEqual({ lockedForSeconds: 60 });
    medium.clock.advanceSeconds(60);

    await failTimes(email, 2);
    expect(await lockout.attempt(email, true)).toBe('signed in');
  });

  it('forgets wrong passwords an hour after the last one, so slow guessing never locks', async () => {
    const email = await newAddress();
    await failTimes(email, 2);
    medium.clock.advanceSeconds(3601);
    await failTimes(email, 2);

    expect(await lockout.attempt(email, true)).toBe('signed in');
  });

  it('forgets wrong passwords on a successful sign-in', async () => {
    const email = await newAddress();
    await failTimes(email, 2);
    expect(await lockout.attempt(email, true)).toBe('signed in');
    await failTimes(email, 2);

    expect(await lockout.attempt(email, true)).toBe('signed in');
  });

  it('counts every letter case of the address as the one address the service looks up', async () => {
    const email = await newAddress();
    for (const spelling of [email.toUpperCase(), email, `${email[0].toUpperCase()}${email.slice(1)}`]) {
      expect(await lockout.attempt(spelling, false)).toBe('wrong password');
    }

    expect(await lockout.attempt(email, true)).toEqual({ lockedForSeconds: 60 });
  });

  it('leaves other addresses alone', async () => {
    const [locked, other] = [await newAddress(), await newAddress()];
    await failTimes(locked, 3);

    expect(await lockout.attempt(other, true)).toBe('signed in');
  });

  it('reports the failures counted so far, then the lock and when it lifts', async () => {
    const user = await createUser(medium);
    await failTimes(user.email, 2);
    expect(await lockout.service.stateOf(user.id)).toEqual({ isLocked: false, lockedUntil: null, failedAttempts: 2 });

    await failTimes(user.email, 1);
    const lockedUntil = new Date(medium.clock.nowMs() + 60_000);
    expect(await lockout.service.stateOf(user.id)).toEqual({ isLocked: true, lockedUntil, failedAttempts: 3 });
    medium.clock.advanceSeconds(60);
    expect(await lockout.service.stateOf(user.id)).toEqual({ isLocked: false, lockedUntil: null, failedAttempts: 3 });
  });
});
