import { Page } from 'playwright-core';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../support/admin';
import { adminUserPage, useDashboardSuite, waitUntil } from '../support/dashboard-page';
import { SignedUpUser, signIn, signUp } from '../support/factories';

jest.setTimeout(60_000);

describe('an administrator acting on one user’s page, in Chromium', () => {
  // A configured role to type in: on the 1.7 line set-role refuses a role nobody defined.
  const suite = useDashboardSuite({
    config: { ...ADMIN_TEST_CONFIG, admin: { roles: { auditor: { user: ['list'] } } } },
  });
  let admin: SignedUpUser;

  beforeAll(async () => {
    admin = await createUserWithRole(suite.t.http);
  });

  const userPage = (userId: string, name: string): Promise<Page> =>
    adminUserPage(suite.browser, suite.t.baseUrl, admin.email, { userId, name });

  async function storedUser(userId: string): Promise<Record<string, unknown> | null> {
    const response = await request(suite.t.http)
      .get('/api/auth/admin/get-user')
      .query({ id: userId })
      .set('Cookie', admin.cookie);
    return response.status === 200 ? response.body : null;
  }

  it('gives a user several roles', async () => {
    const target = await signUp(suite.t.http, { name: 'Rita Roles' });
    const page = await userPage(target.userId, 'Rita Roles');

    const roles = page.getByRole('combobox', { name: 'Roles' });
    await roles.fill('auditor');
    await roles.press('Enter');
    await roles.press('Escape');
    await page.getByRole('button', { name: 'Save roles' }).click();

    await page.getByText('Roles saved.').waitFor();
    expect((await storedUser(target.userId))?.role).toBe('user,auditor');
  });

  it('sets a user’s password', async () => {
    const target = await signUp(suite.t.http, { name: 'Pat Password' });
    const page = await userPage(target.userId, 'Pat Password');

    await page.getByRole('textbox', { name: 'New password' }).fill('set by the administrator');
    await page.getByRole('button', { name: 'Set password' }).click();

    await page.getByText('Password set.').waitFor();
    await signIn(suite.t.http, target.email, 'set by the administrator');
  });

  it('edits a user’s profile', async () => {
    const target = await signUp(suite.t.http, { name: 'Ed Before' });
    const page = await userPage(target.userId, 'Ed Before');

    await page.getByRole('textbox', { name: 'Name' }).fill('Ed After');
    await page.getByRole('button', { name: 'Save profile' }).click();

    await page.getByRole('heading', { name: 'Ed After', level: 1 }).waitFor();
    expect((await storedUser(target.userId))?.name).toBe('Ed After');
  });

  it('revokes one session of the user, then all of them', async () => {
    const target = await signUp(suite.t.http, { name: 'Sam Sessions' });
    await signIn(suite.t.http, target.email);
    const page = await userPage(target.userId, 'Sam Sessions');
    const revokeButtons = page.getByRole('button', { name: /^Revoke session on/ });
    await waitUntil(async () => (await revokeButtons.count()) === 2);

    await revokeButtons.first().click();
    await waitUntil(async () => (await revokeButtons.count()) === 1);
    await page.getByRole('button', { name: 'Revoke all sessions' }).click();
    await page.getByRole('dialog').getByText(`${target.email} is signed out of all 1 sessions at once`).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke all' }).click();

    await page.getByText('No active sessions').waitFor();
    const listed = await request(suite.t.http)
      .post('/api/auth/admin/list-user-sessions')
      .set('Cookie', admin.cookie)
      .send({ userId: target.userId })
      .expect(200);
    expect(listed.body.sessions).toEqual([]);
  });

  it('removes a user after confirmation', async () => {
    const target = await signUp(suite.t.http, { name: 'Rex Removed' });
    const page = await userPage(target.userId, 'Rex Removed');

    await page.getByRole('button', { name: 'Remove user' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove user' }).click();

    await page.getByRole('heading', { name: 'Users', exact: true }).waitFor();
    expect(await storedUser(target.userId)).toBeNull();
  });
});
