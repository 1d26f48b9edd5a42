import { ADMIN_TEST_CONFIG, createUserWithRole } from '../support/admin';
import { openPage, screenshot, signedInPage, useDashboardSuite } from '../support/dashboard-page';

jest.setTimeout(60_000);

describe('the dashboard with SIGN_UP=closed, in Chromium', () => {
  const suite = useDashboardSuite({ config: { ...ADMIN_TEST_CONFIG, signUp: { policy: 'closed' } } });

  it('offers no "Create an account" link on the sign-in page', async () => {
    const page = await openPage(suite.browser, `${suite.t.baseUrl}/sign-in`);
    const settings = page.waitForResponse((response) => response.url().endsWith('/api/auth/social-providers'));
    await page.reload();
    await settings;
    await page.getByRole('link', { name: 'Forgot password?' }).waitFor();
    // One render after the settings arrived, then the link must be absent.
    await page.waitForLoadState('networkidle');

    expect(await page.getByRole('link', { name: 'Create an account' }).count()).toBe(0);
    expect(await page.getByText('New here?').count()).toBe(0);
  });

  it('says on the sign-up page that sign-up is closed, leaving the form for invited addresses', async () => {
    const page = await openPage(suite.browser, `${suite.t.baseUrl}/sign-up`);

    await page.getByText('Sign-up is closed: administrators create accounts').waitFor();
    expect(await page.getByRole('button', { name: 'Create account' }).isVisible()).toBe(true);
    await screenshot(page, 'sign-up-closed');
  });

  it('shows administrators the policy on the overview', async () => {
    const admin = await createUserWithRole(suite.t.http);
    const page = await signedInPage(suite.browser, suite.t.baseUrl, admin.email, '/');

    const note = page.getByRole('group', { name: 'Sign-up policy' });
    await note.waitFor();
    expect(await note.textContent()).toContain('Sign-up is closed: administrators create accounts');
  });
});

describe('the dashboard with SIGN_UP=domains, in Chromium', () => {
  const suite = useDashboardSuite({ config: { signUp: { policy: 'domains', domains: ['corp.example'] } } });

  it('keeps the "Create an account" link and names the domains on the sign-up page', async () => {
    const page = await openPage(suite.browser, `${suite.t.baseUrl}/sign-in`);
    await page.getByRole('link', { name: 'Create an account' }).click();

    await page.getByText('Sign-up is open only to addresses at corp.example').waitFor();
  });
});
