import request from 'supertest';
import { AdminUsersService } from '../../src/manage/admin/admin-users.service';
import { CLI_CALLER } from '../../src/platform/audit/audit-caller';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../support/admin';
import { screenshot, signedInPage, useDashboardSuite } from '../support/dashboard-page';
import { PASSWORD, SignedUpUser, signUp, uniqueEmail } from '../support/factories';

jest.setTimeout(60_000);

describe('an administrator reading the audit log in the dashboard, in Chromium', () => {
  const suite = useDashboardSuite({ config: ADMIN_TEST_CONFIG });
  let admin: SignedUpUser;
  let user: SignedUpUser;

  beforeAll(async () => {
    admin = await createUserWithRole(suite.t.http);
    // The events the page should show: a sign-up, a refused sign-in, a ban and an unban.
    user = await signUp(suite.t.http, { email: uniqueEmail('audited'), name: 'Audited Ada' });
    await request(suite.t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: user.email, password: 'not the password' })
      .expect(401);
    await request(suite.t.http)
      .post('/api/auth/admin/ban-user')
      .set('Cookie', admin.cookie)
      .send({ userId: user.userId, banReason: 'Phishing reports' })
      .expect(200);
    await request(suite.t.http)
      .post('/api/auth/admin/unban-user')
      .set('Cookie', admin.cookie)
      .send({ userId: user.userId })
      .expect(200);
  });

  it('lists the sign-up, the refused sign-in with its code and the ban, naming who acted on whom', async () => {
    const page = await signedInPage(suite.browser, suite.t.baseUrl, admin.email, '/');
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();

    const rows = page.getByRole('row');
    const signUpRow = rows.filter({ hasText: 'sign-up' }).filter({ hasText: `email: ${user.email}` });
    await signUpRow.waitFor();
    expect(await signUpRow.getByRole('link', { name: 'Audited Ada' }).first().getAttribute('href')).toBe(
      `/users/${user.userId}`,
    );
    expect(await signUpRow.textContent()).toContain(user.email);
    const refused = rows.filter({ hasText: 'INVALID_EMAIL_OR_PASSWORD' });
    expect(await refused.textContent()).toContain('Not signed in');
    expect(await refused.textContent()).toContain(`email: ${user.email}`);
    const ban = rows.filter({ hasText: 'admin.ban-user' });
    expect(await ban.textContent()).toContain('banReason: Phishing reports');
    expect(await ban.getByRole('link', { name: 'Admin', exact: true }).getAttribute('href')).toBe(
      `/users/${admin.userId}`,
    );
    expect(await ban.getByRole('link', { name: 'Audited Ada' }).getAttribute('href')).toBe(`/users/${user.userId}`);
    expect(await ban.textContent()).toContain(admin.email);
    // The ids stay a hover away.
    expect(await ban.getByTitle(`Audited Ada, id ${user.userId}`).textContent()).toBe('Audited Ada');
    expect(await rows.filter({ hasText: 'admin.unban-user' }).count()).toBe(1);
    await screenshot(page, 'audit');
  });

  it('filters by action, keeps the filter in the link and exports the same events as CSV', async () => {
    const page = await signedInPage(suite.browser, suite.t.baseUrl, admin.email, '/audit');
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();

    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Ban a user', exact: true }).waitFor();
    await screenshot(page, 'audit-action-filter');
    await page.getByRole('option', { name: 'Ban a user', exact: true }).click();

    await page.getByText('1 event', { exact: true }).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(1);
    expect(await page.locator('tbody tr').textContent()).toContain('admin.ban-user');
    expect(new URL(page.url()).searchParams.get('action')).toBe('admin.ban-user');
    const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    const exportUrl = new URL(href!, suite.t.baseUrl);
    expect([exportUrl.pathname, exportUrl.searchParams.get('format'), exportUrl.searchParams.get('action')]).toEqual([
      '/api/auth/admin/audit-events',
      'csv',
      'admin.ban-user',
    ]);

    // The page's own cookies, as the browser would send them when the link is followed.
    const csv = await page.request.get(exportUrl.toString());

    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"admin.ban-user","success"');
    expect(lines[1]).toContain(user.userId);
  });

  it('says so when no event falls in the date range, writing the day as the table does', async () => {
    const page = await signedInPage(suite.browser, suite.t.baseUrl, admin.email, '/audit?from=2030-01-01');

    await page.getByText('No events match').waitFor();
    expect(await page.getByText('0 events', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'From' }).inputValue()).toBe('1 Jan 2030');
    await screenshot(page, 'audit-date-filter');
  });

  it('says an administrator made from the command line was made there, not by someone signed out', async () => {
    const email = uniqueEmail('root');
    // What `npm run cli -- create-admin` runs, with the caller the command line passes.
    await suite.t.app
      .get(AdminUsersService, { strict: false })
      .create(CLI_CALLER, null, { email, name: 'Root', password: PASSWORD, role: 'admin' });
    const page = await signedInPage(suite.browser, suite.t.baseUrl, admin.email, `/audit?searchValue=${email}`);

    const row = page.getByRole('row').filter({ hasText: 'admin.create-user' });
    await row.waitFor();
    expect(await row.textContent()).toContain('command line');
    expect(await row.textContent()).not.toContain('Not signed in');
    expect(await row.getByRole('link', { name: 'Root' }).getAttribute('href')).toMatch(/^\/users\//);
    await screenshot(page, 'audit-command-line');
  });

  it('shows no audit log entry to a user who is not an administrator', async () => {
    const page = await signedInPage(suite.browser, suite.t.baseUrl, user.email, '/account');

    await page.getByRole('link', { name: 'My account' }).waitFor();
    expect(await page.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
  });
});
