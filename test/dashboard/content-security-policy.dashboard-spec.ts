import { Page } from 'playwright-core';
import { openPage, signedInPage, useDashboardSuite } from '../support/dashboard-page';
import { signUp } from '../support/factories';

jest.setTimeout(60_000);

/** Records every Content-Security-Policy violation the page reports, and the console's refusals. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  // Runs in the page, which this project's TypeScript (no DOM library) does not describe.
  await page.addInitScript({
    content:
      "document.addEventListener('securitypolicyviolation', (e) => window.reportViolation(e.violatedDirective + ' ' + e.blockedURI));",
  });
  return violations;
}

describe('the Content-Security-Policy in Chromium', () => {
  const suite = useDashboardSuite();

  it('lets the dashboard sign in and render its pages without a single violation', async () => {
    const user = await signUp(suite.t.http);
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const violations = await watchViolations(page);
    await page.goto(`${suite.t.baseUrl}/sign-in`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await context.close();

    const signedIn = await signedInPage(suite.browser, suite.t.baseUrl, user.email, '/account');
    const later = await watchViolations(signedIn);
    await signedIn.reload();
    await signedIn.getByRole('heading', { name: 'My account' }).waitFor();
    await signedIn.goto(`${suite.t.baseUrl}/api-keys`);
    await signedIn.getByRole('button', { name: 'Sign out', exact: true }).waitFor();

    expect([...violations, ...later]).toEqual([]);
  });

  it('lets the API reference page load its operations without a single violation', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const violations = await watchViolations(page);
    await page.goto(`${suite.t.baseUrl}/api/reference`);
    await page.getByText('/api/auth/access/statements').first().waitFor({ timeout: 15_000 });
    // From 150 tags and operations on, Swagger UI draws only those in view; the filter box (which matches paths
    // here) brings a later one up.
    await page.getByPlaceholder('Filter by tag').fill('sign-in/email');
    await page.getByText('/api/auth/sign-in/email').first().waitFor({ timeout: 15_000 });

    expect(violations).toEqual([]);
    await context.close();
  });

  it('refuses an inline script the page did not ship', async () => {
    const page = await openPage(suite.browser, `${suite.t.baseUrl}/sign-in`);
    const violations = await watchViolations(page);
    await page.evaluate(
      "const script = document.createElement('script'); script.textContent = 'window.injected = true'; document.body.append(script);",
    );

    expect(await page.evaluate('window.injected')).toBeUndefined();
    expect(violations.some((text) => text.includes('script-src'))).toBe(true);
    await page.context().close();
  });
});
