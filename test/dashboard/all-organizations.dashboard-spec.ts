import { ADMIN_TEST_CONFIG, createUserWithRole } from '../support/admin';
import { screenshot, signedInPage, useDashboardSuite } from '../support/dashboard-page';
import { SignedUpUser, signUp, uniqueEmail } from '../support/factories';
import { createOrganization, newMember } from '../support/organizations';

jest.setTimeout(90_000);

describe('an administrator listing every organization in the dashboard, in Chromium', () => {
  const suite = useDashboardSuite({ config: ADMIN_TEST_CONFIG });
  let admin: SignedUpUser;
  let owner: SignedUpUser;

  beforeAll(async () => {
    admin = await createUserWithRole(suite.t.http);
    owner = await signUp(suite.t.http, { email: uniqueEmail('olga'), name: 'Olga Owner' });
    // Twenty filler organizations, then two to find: more than one page of twenty.
    const filler = await signUp(suite.t.http, { name: 'Filler Owner' });
    for (let index = 1; index <= 20; index += 1) {
      suite.t.clock.advanceSeconds(60);
      await createOrganization(suite.t.http, filler.cookie, { name: `Filler ${String(index).padStart(2, '0')}` });
    }
    suite.t.clock.advanceSeconds(60);
    const rockets = await createOrganization(suite.t.http, owner.cookie, {
      name: 'Acme Rockets',
      slug: 'acme-rockets',
    });
    await newMember(suite.t.http, rockets.id);
    await newMember(suite.t.http, rockets.id, 'admin');
    suite.t.clock.advanceSeconds(60);
    await createOrganization(suite.t.http, owner.cookie, {
      name: `Acme ${'Supercalifragilistic'.repeat(7)} Holdings`,
      slug: 'acme-long',
    });
  });

  it('opens from the navigation, pages through all, searches by name or slug and sorts by members', async () => {
    const page = await signedInPage(suite.browser, suite.t.baseUrl, admin.email, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All organizations' }).click();
    await page.getByRole('heading', { name: 'All organizations', level: 1 }).waitFor();

    // Newest first: the two Acme organizations lead, twenty on a page of twenty-two.
    await page.getByText('22 organizations', { exact: true }).waitFor();
    const rows = page.getByRole('row');
    expect(await rows.count()).toBe(21);
    const rocketsRow = page.getByRole('row').filter({ hasText: 'acme-rockets' });
    await rocketsRow.getByRole('link', { name: 'Olga Owner' }).waitFor();
    await rocketsRow.getByText(owner.email).waitFor();
    expect(await rocketsRow.getByRole('cell').nth(2).textContent()).toBe('3');
    await screenshot(page, 'all-organizations');

    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.getByRole('cell', { name: 'Filler 01' }).waitFor();
    expect(await rows.count()).toBe(3);

    await page.getByLabel('Search organizations').fill('ACME-');
    await page.getByText('2 organizations', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('ACME-');
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();

    await page.getByRole('button', { name: /^Members/ }).click();
    await page.waitForURL((url) => url.searchParams.get('sortBy') === 'memberCount');
    await page
      .getByRole('row')
      .nth(1)
      .filter({ hasText: /Supercalifragilistic/ })
      .waitFor();
    await page.getByRole('button', { name: /^Members/ }).click();
    await page.getByRole('row').nth(1).filter({ hasText: 'acme-rockets' }).waitFor();

    // A 150-character word stays in its cell: the table keeps to the page's width.
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'all-organizations-search');

    await rocketsRow.getByRole('link', { name: 'Olga Owner' }).click();
    await page.getByRole('heading', { name: 'Olga Owner', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/users/${owner.userId}`);
  });

  it('shows no entry to a user who is not an administrator, and sends them away from the page', async () => {
    const page = await signedInPage(suite.browser, suite.t.baseUrl, owner.email, '/all-organizations');
    await page.waitForURL((url) => url.pathname === '/account');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Organizations' }).waitFor();
    expect(await page.getByRole('link', { name: 'All organizations' }).count()).toBe(0);
  });
});
