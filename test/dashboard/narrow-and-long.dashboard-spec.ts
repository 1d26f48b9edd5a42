import { Locator, Page } from 'playwright-core';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../support/admin';
import { screenshot, signedInPage, useDashboardSuite, waitUntil } from '../support/dashboard-page';
import { SignedUpUser, signUp } from '../support/factories';

jest.setTimeout(90_000);

// 190 characters, one word of them 140 long: the name that pushed columns and headings off the screen.
const LONG_WORD = 'Wolfeschlegelsteinhausenbergerdorff'.repeat(4);
const LONG_NAME = `Ada ${LONG_WORD} Countess of Lovelace, born Byron in London UK`;

/** Whether the page scrolls sideways: a table may scroll inside itself, the page never. */
function pageOverflow(page: Page): Promise<number> {
  // As source: the test's own compilation knows no DOM.
  return page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
}

async function rightEdgeOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box.x + box.width;
}

describe('long names and narrow windows in the dashboard, in Chromium', () => {
  const suite = useDashboardSuite({ config: ADMIN_TEST_CONFIG });
  let admin: SignedUpUser;
  let user: SignedUpUser;

  beforeAll(async () => {
    expect(LONG_NAME).toHaveLength(190);
    expect(LONG_WORD).toHaveLength(140);
    admin = await createUserWithRole(suite.t.http);
    user = await signUp(suite.t.http, { name: LONG_NAME });
  });

  it.each([1280, 800])(
    'keeps a 190-character name inside the users table and the user page at %i px',
    async (width) => {
      const page = await signedInPage(suite.browser, suite.t.baseUrl, admin.email, '/users');
      await page.setViewportSize({ width, height: 900 });

      const link = page.getByRole('link', { name: LONG_NAME });
      await link.waitFor();
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      expect(await rightEdgeOf(page.getByRole('columnheader', { name: /Created/ }))).toBeLessThanOrEqual(width);
      await screenshot(page, `long-name-users-${width}`);

      await link.click();
      const heading = page.getByRole('heading', { name: LONG_NAME, level: 1 });
      await heading.waitFor();
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      expect(await rightEdgeOf(heading)).toBeLessThanOrEqual(width);
      await screenshot(page, `long-name-user-page-${width}`);
    },
  );

  it('folds the navigation behind a burger at 800 px, and opens it on demand', async () => {
    const page = await signedInPage(suite.browser, suite.t.baseUrl, admin.email, '/users');
    await page.setViewportSize({ width: 800, height: 900 });
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    const navigation = page.getByRole('navigation', { name: 'Main' });
    const burger = page.getByRole('button', { name: 'Toggle navigation' });

    // Folded, the navigation slides off the left edge: the page starts at the window's edge.
    const isNavOnScreen = async () => (await rightEdgeOf(navigation)) > 0;
    // It slides away with a transition once the window narrows.
    await waitUntil(async () => !(await isNavOnScreen()));
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    await screenshot(page, 'nav-collapsed-800');

    await burger.click();
    await waitUntil(isNavOnScreen);
    expect(await burger.getAttribute('aria-expanded')).toBe('true');
    await screenshot(page, 'nav-open-800');
    await navigation.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    await waitUntil(async () => !(await isNavOnScreen()));

    await page.setViewportSize({ width: 1280, height: 900 });
    await waitUntil(isNavOnScreen);
    expect(await burger.isVisible()).toBe(false);
  });

  it('keeps the audit log’s Result column and the long name on screen at 800 px', async () => {
    const page = await signedInPage(suite.browser, suite.t.baseUrl, admin.email, `/audit?searchValue=${user.email}`);
    await page.setViewportSize({ width: 800, height: 900 });

    const result = page.getByRole('columnheader', { name: 'Result' });
    await page.getByRole('link', { name: LONG_NAME }).first().waitFor();
    expect(await rightEdgeOf(result)).toBeLessThanOrEqual(800);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'audit-800');
  });
});
