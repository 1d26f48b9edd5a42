import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../support/admin';
import { screenshot, signedInPage, useDashboardSuite } from '../support/dashboard-page';
import { SignedUpUser, signUp, uniqueEmail } from '../support/factories';

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

  it('lists the sign-up, the refused sign-in with its code and the ban, with who acted on whom', async () => {
    const page = await signedInPage(suite.browser, suite.t.baseUrl, admin.email, '/');
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();

    const rows = page.getByRole('row');
    const signUpRow = rows.filter({ hasText: 'sign-up' }).filter({ hasText: `email: ${user.email}` });
    await signUpRow.waitFor();
    expect(await signUpRow.getByRole('link', { name: user.userId }).first().getAttribute('href')).toBe(
      `/users/${user.userId}`,
    );
    const refused = rows.filter({ hasText: 'INVALID_EMAIL_OR_PASSWORD' });
    expect(await refused.textContent()).toContain('Not signed in');
    expect(await refused.textContent()).toContain(`email: ${user.email}`);
    const ban = rows.filter({ hasText: 'admin.ban-user' });
    expect(await ban.textContent()).toContain('banReason: Phishing reports');
    expect(await ban.getByRole('link', { name: admin.userId }).getAttribute('href')).toBe(`/users/${admin.userId}`);
    expect(await ban.getByRole('link', { name: user.userId }).getAttribute('href')).toBe(`/users/${user.userId}`);
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

  it('says so when no event falls in the date range', async () => {
    const page = await signedInPage(suite.browser, suite.t.baseUrl, admin.email, '/audit?from=2030-01-01');

    await page.getByText('No events match').waitFor();
    expect(await page.getByText('0 events', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByLabel('From').inputValue()).toBe('2030-01-01');
  });

  it('shows no audit log entry to a user who is not an administrator', async () => {
    const page = await signedInPage(suite.browser, suite.t.baseUrl, user.email, '/account');

    await page.getByRole('link', { name: 'My account' }).waitFor();
    expect(await page.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
  });
});
