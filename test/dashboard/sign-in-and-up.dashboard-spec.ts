import { openPage, screenshot, signedInPage, submitSignIn, useDashboardSuite } from '../support/dashboard-page';
import { PASSWORD, signUp, uniqueEmail } from '../support/factories';

jest.setTimeout(60_000);

describe('signing up and in through the dashboard, in Chromium', () => {
  const suite = useDashboardSuite();

  it('signs a new person up and shows their account', async () => {
    const email = uniqueEmail('newcomer');
    const page = await openPage(suite.browser, `${suite.t.baseUrl}/sign-up`);
    await page.getByLabel('Name').fill('Nora Newcomer');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Repeat password' }).fill(PASSWORD);
    await screenshot(page, 'sign-up');
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.getByRole('heading', { name: 'My account' }).waitFor();
    expect(page.url()).toBe(`${suite.t.baseUrl}/account`);
    expect(await page.getByText(email).first().isVisible()).toBe(true);
    await page.getByText('This device').waitFor();
    await screenshot(page, 'account');
  });

  it('sends a signed-out visitor to sign-in and back to the page they asked for', async () => {
    const user = await signUp(suite.t.http);
    const page = await openPage(suite.browser, `${suite.t.baseUrl}/api-keys`);

    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.title()).toBe('Sign in · Auth Service');
    await screenshot(page, 'sign-in');
    await submitSignIn(page, user.email);

    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/api-keys');
    expect(await page.title()).toBe('API keys · Auth Service');
  });

  it('shows the service’s message for a wrong password and stays on sign-in', async () => {
    const user = await signUp(suite.t.http);
    const page = await openPage(suite.browser, `${suite.t.baseUrl}/sign-in`);

    await submitSignIn(page, user.email, 'not the password');

    await expect(page.getByRole('alert').textContent()).resolves.toBe('Invalid email or password');
    expect(new URL(page.url()).pathname).toBe('/sign-in');
  });

  it('signs out back to the sign-in page', async () => {
    const user = await signUp(suite.t.http);
    const page = await signedInPage(suite.browser, suite.t.baseUrl, user.email, '/account');

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();

    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.goto(`${suite.t.baseUrl}/account`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  });

  it('signs in with the keyboard alone, and skips the navigation to the page', async () => {
    const user = await signUp(suite.t.http);
    const page = await openPage(suite.browser, `${suite.t.baseUrl}/sign-in`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();

    await page.keyboard.press('Tab');
    await page.keyboard.type(user.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'My account' }).waitFor();
    await page.keyboard.press('Tab');

    expect(await page.evaluate('document.activeElement.textContent')).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate('document.activeElement.id')).toBe('main-content');
  });
});
