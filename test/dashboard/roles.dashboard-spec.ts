import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../support/admin';
import { screenshot, signedInPage, useDashboardSuite } from '../support/dashboard-page';
import { signUp } from '../support/factories';
import { createOrganization, newMember, ORG } from '../support/organizations';

jest.setTimeout(60_000);

describe('roles made at run time in the dashboard, in Chromium', () => {
  const suite = useDashboardSuite({ config: ADMIN_TEST_CONFIG });

  it('lets an owner create a role with the grid, give it to a member, and see who holds it', async () => {
    const owner = await signUp(suite.t.http);
    const organization = await createOrganization(suite.t.http, owner.cookie, { name: 'Pied Piper' });
    const member = await newMember(suite.t.http, organization.id as string);
    const page = await signedInPage(suite.browser, suite.t.baseUrl, owner.email, '/organizations');
    await page.getByRole('combobox', { name: 'Active organization' }).click();
    await page.getByRole('option', { name: 'Pied Piper' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Roles', exact: true }).click();
    await page.getByRole('heading', { name: 'Organization roles' }).waitFor();
    await page.getByText('Who may do what in Pied Piper.').waitFor();
    await page.getByRole('row', { name: /^owner\s*Built in/ }).waitFor();

    await page.getByRole('button', { name: 'Create role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create role' });
    await dialog.getByLabel('Role name').fill('Releaser');
    await dialog.getByRole('checkbox', { name: 'member: update' }).check();
    await dialog.getByRole('checkbox', { name: 'invitation: create' }).check();
    await dialog.getByRole('button', { name: 'Create role' }).click();
    await page.getByRole('row', { name: /^releaser/ }).waitFor();
    const roles = await request(suite.t.http)
      .get(`${ORG}/list-roles`)
      .query({ organizationId: organization.id })
      .set('Cookie', owner.cookie)
      .expect(200);
    expect(roles.body).toEqual([
      expect.objectContaining({ role: 'releaser', permission: { member: ['update'], invitation: ['create'] } }),
    ]);

    await page.getByRole('main').getByRole('link', { name: 'Organizations' }).click();
    await page.getByRole('combobox', { name: `Role of ${member.email}` }).click();
    await page.getByRole('option', { name: 'releaser' }).click();
    await page.getByText('Role changed.').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Roles', exact: true }).click();
    const releaser = page.getByRole('row', { name: /^releaser/ });
    await releaser.getByText(member.email).waitFor();
    await screenshot(page, 'organization-roles');

    await page.getByRole('button', { name: 'Delete role releaser' }).click();
    await page.getByRole('dialog', { name: 'Delete role' }).getByRole('button', { name: 'Delete role' }).click();
    await page
      .getByRole('alert')
      .getByText(
        'Cannot delete a role that is assigned to members. Please reassign the members to a different role first',
      )
      .waitFor();
    expect(await releaser.isVisible()).toBe(true);
  });

  it('lets an administrator create an admin role, which the user role input then offers', async () => {
    const admin = await createUserWithRole(suite.t.http);
    const page = await signedInPage(suite.browser, suite.t.baseUrl, admin.email, '/users');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Roles' }).click();
    await page.getByRole('heading', { name: 'Roles', exact: true }).waitFor();
    await page.getByRole('row', { name: /^admin\s*Built in/ }).waitFor();

    await page.getByRole('button', { name: 'Create role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create role' });
    await dialog.getByLabel('Role name').fill('helpdesk');
    for (const box of ['user: list', 'user: get', 'session: list'])
      await dialog.getByRole('checkbox', { name: box }).check();
    await screenshot(page, 'admin-role-grid');
    await dialog.getByRole('button', { name: 'Create role' }).click();
    await page.getByRole('row', { name: /^helpdesk/ }).waitFor();
    await screenshot(page, 'admin-roles');
    const roles = await request(suite.t.http).get('/api/auth/admin/list-roles').set('Cookie', admin.cookie).expect(200);
    expect(roles.body).toEqual([
      expect.objectContaining({ role: 'helpdesk', permission: { user: ['list', 'get'], session: ['list'] } }),
    ]);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('button', { name: 'Create user' }).click();
    await page.getByRole('dialog').getByRole('combobox', { name: 'Roles' }).fill('help');
    await page.getByRole('option', { name: 'helpdesk' }).waitFor();
  });
});
