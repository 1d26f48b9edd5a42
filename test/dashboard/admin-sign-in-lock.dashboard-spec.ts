import request from 'supertest';
import { LOCKOUT_TEST_CONFIG, attemptSignIn, failSignIns } from '../support/account-lockout';
import { createUserWithRole } from '../support/admin';
import { screenshot, signedInPage, useDashboardSuite } from '../support/dashboard-page';
import { PASSWORD, SignedUpUser, signUp } from '../support/factories';

jest.setTimeout(60_000);

describe('an administrator lifting a user’s sign-in lock, in Chromium', () => {
  const suite = useDashboardSuite({ config: LOCKOUT_TEST_CONFIG });
  let admin: SignedUpUser;

  beforeAll(async () => {
    admin = await createUserWithRole(suite.t.http);
  });

  it('shows the lock on the user’s page and lifts it after confirmation, so the user signs in at once', async () => {
    const target = await signUp(suite.t.http, { name: 'Lou Locked' });
    await failSignIns(suite.t.http, target.email, 3);
    await attemptSignIn(suite.t.http, target.email, PASSWORD).expect(429);
    const page = await signedInPage(suite.browser, suite.t.baseUrl, admin.email, `/users/${target.userId}`);
    const lockSection = page.getByRole('region', { name: 'Sign-in lock' });

    await lockSection.getByRole('status').filter({ hasText: 'Sign-in locked' }).waitFor();
    await lockSection.getByText('3 failed passwords counted.').waitFor();
    await screenshot(page, 'user-sign-in-locked');
    await lockSection.getByRole('button', { name: 'Unlock sign-in' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unlock' }).click();

    await page.getByText('Sign-in unlocked.').waitFor();
    await lockSection.getByText('Not locked. No failed passwords counted.', { exact: false }).waitFor();
    await attemptSignIn(suite.t.http, target.email, PASSWORD).expect(200);
  });

  it('leaves the lock when the confirmation is cancelled', async () => {
    const target = await signUp(suite.t.http, { name: 'Cal Cancelled' });
    await failSignIns(suite.t.http, target.email, 3);
    const page = await signedInPage(suite.browser, suite.t.baseUrl, admin.email, `/users/${target.userId}`);
    const lockSection = page.getByRole('region', { name: 'Sign-in lock' });

    await lockSection.getByRole('button', { name: 'Unlock sign-in' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const lock = await request(suite.t.http)
      .get('/api/auth/admin/get-user-lock')
      .query({ id: target.userId })
      .set('Cookie', admin.cookie)
      .expect(200);
    expect(lock.body.locked).toBe(true);
  });
});
