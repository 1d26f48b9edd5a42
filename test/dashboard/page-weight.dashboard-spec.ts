import { gzipSync } from 'node:zlib';
import { Page } from 'playwright-core';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../support/admin';
import { signedInPage, useDashboardSuite } from '../support/dashboard-page';

jest.setTimeout(60_000);

const SIGN_IN_SCRIPT_BUDGET_BYTES = 200 * 1024;
const CHARTS_MARK = 'recharts-wrapper';

/** The paths of every script the page requests from here on. */
function watchScripts(page: Page): Set<string> {
  const paths = new Set<string>();
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') paths.add(new URL(sent.url()).pathname);
  });
  return paths;
}

describe('the dashboard page weight in Chromium', () => {
  const suite = useDashboardSuite({ config: ADMIN_TEST_CONFIG });

  /** Each script as the service serves it. */
  async function bodies(paths: Set<string>): Promise<Buffer[]> {
    return Promise.all(
      [...paths].map(async (path) => Buffer.from((await request(suite.t.http).get(path).expect(200)).text)),
    );
  }

  it('loads the sign-in page with at most 200 KB of gzipped JavaScript and without the charts', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const scripts = watchScripts(page);
    await page.goto(`${suite.t.baseUrl}/sign-in`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    await context.close();

    const loaded = await bodies(scripts);
    const gzipped = loaded.reduce((total, body) => total + gzipSync(body).length, 0);
    expect(loaded.length).toBeGreaterThan(1);
    expect(gzipped).toBeLessThanOrEqual(SIGN_IN_SCRIPT_BUDGET_BYTES);
    expect(loaded.some((body) => body.includes(CHARTS_MARK))).toBe(false);
  });

  it('loads the charts with the overview page that shows them', async () => {
    const admin = await createUserWithRole(suite.t.http);
    const page = await signedInPage(suite.browser, suite.t.baseUrl, admin.email, '/account');
    await page.getByRole('heading', { name: 'My account' }).waitFor();
    const later = watchScripts(page);
    await page.getByRole('link', { name: 'Overview' }).click();
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await page.waitForLoadState('networkidle');

    expect((await bodies(later)).some((body) => body.includes(CHARTS_MARK))).toBe(true);
  });
});
