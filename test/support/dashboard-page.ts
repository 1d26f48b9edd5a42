import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, Page } from 'playwright-core';
import { launchChromium } from './chromium';
import { TestApp, TestAppOptions, createTestApp } from './create-test-app';
import { PASSWORD } from './factories';

const FRONTEND = join(__dirname, '..', '..', 'frontend');

/** Where each run leaves its screenshots (git-ignored). */
const SCREENSHOTS = join(FRONTEND, 'e2e-output');

/** The dashboard suites drive the built dashboard; a missing build fails with the fix. */
export function requireBuiltDashboard(): void {
  if (!existsSync(join(FRONTEND, 'dist', 'index.html')))
    throw new Error('The dashboard is not built: npm run build --workspace frontend');
  mkdirSync(SCREENSHOTS, { recursive: true });
}

/** A fresh browser context (its own cookies) at a laptop-sized viewport. */
export async function openPage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  // Shorter than a test's timeout, so a missing element fails with the locator that waited for it.
  page.setDefaultTimeout(15_000);
  // Loading the app's scripts takes longer while other test files share the cores.
  page.setDefaultNavigationTimeout(20_000);
  await page.goto(url);
  return page;
}

/** Fills the sign-in form the page shows and submits it. */
export async function submitSignIn(page: Page, email: string, password: string = PASSWORD): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens the dashboard's sign-in page in a new context and signs in; resolves once the app frame is up. */
export async function signedInPage(browser: Browser, baseUrl: string, email: string, path = '/'): Promise<Page> {
  const page = await openPage(browser, `${baseUrl}/sign-in?redirect=${encodeURIComponent(path)}`);
  await submitSignIn(page, email);
  await page.getByRole('button', { name: 'Sign out', exact: true }).waitFor();
  return page;
}

/** An administrator's page of one user, once it shows the user's name as its heading. */
export async function adminUserPage(
  browser: Browser,
  baseUrl: string,
  adminEmail: string,
  user: { userId: string; name: string },
): Promise<Page> {
  const page = await signedInPage(browser, baseUrl, adminEmail, `/users/${user.userId}`);
  await page.getByRole('heading', { name: user.name, level: 1 }).waitFor();
  return page;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  // Let notifications and transitions settle so the picture shows the screen, not an animation.
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Resolves once `check` answers true; the page changes the service in the background. */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Not true within ${timeoutMs} ms: ${check.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface DashboardSuite {
  t: TestApp;
  browser: Browser;
}

/**
 * A dashboard suite's usual set-up: before its tests, the built dashboard checked, a listening
 * service (with `options`) and Chromium; after them, both closed. Read `t` and `browser` in hooks
 * and tests, once the suite's first hook has run.
 */
export function useDashboardSuite(options: Omit<TestAppOptions, 'listen'> = {}): DashboardSuite {
  const suite = {} as DashboardSuite;
  beforeAll(async () => {
    requireBuiltDashboard();
    suite.t = await createTestApp({ ...options, listen: true });
    suite.browser = await launchChromium();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.t?.close();
  });
  return suite;
}
