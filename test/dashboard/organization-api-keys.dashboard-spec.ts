import { Page } from 'playwright-core';
import request from 'supertest';
import { ADMIN_TEST_CONFIG } from '../support/admin';
import { verifyKey } from '../support/api-keys';
import { screenshot, signedInPage, useDashboardSuite, waitUntil } from '../support/dashboard-page';
import { signUp } from '../support/factories';
import { createOrganization, newMember } from '../support/organizations';

jest.setTimeout(60_000);

const ORG_CONFIG = 'organization';

describe("an organization's API keys in the dashboard, in Chromium", () => {
  const suite = useDashboardSuite({ config: ADMIN_TEST_CONFIG });

  /** Makes the organization the page's active one, as a user does. */
  async function chooseOrganization(page: Page, name: string): Promise<void> {
    await page.getByRole('combobox', { name: 'Active organization' }).click();
    await page.getByRole('option', { name }).click();
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
  }

  /** The key as its organization's owner reads it through the API. */
  async function keyOf(cookie: string, id: string): Promise<request.Response> {
    return request(suite.t.http).get('/api/auth/api-key/get').query({ id, configId: ORG_CONFIG }).set('Cookie', cookie);
  }

  it('lets the owner create a key shown once, which verifies as the organization, then disable, rename and delete it', async () => {
    const owner = await signUp(suite.t.http);
    const organization = await createOrganization(suite.t.http, owner.cookie, { name: 'Vandelay Industries' });
    const page = await signedInPage(suite.browser, suite.t.baseUrl, owner.email, '/organizations');
    await chooseOrganization(page, 'Vandelay Industries');
    await page.getByText('No organization keys').waitFor();

    await page.getByRole('button', { name: 'Create organization key' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('Billing sync');
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByTestId('new-api-key');
    await shown.waitFor();
    const fullKey = (await shown.textContent())!.trim();
    expect(fullKey).toMatch(/^[A-Za-z]{64}$/);
    await page.getByRole('button', { name: 'Copy key' }).waitFor();
    await screenshot(page, 'organization-api-key-created');
    const verified = await verifyKey(suite.t.http, fullKey);
    expect(verified).toMatchObject({ valid: true, key: { referenceId: organization.id, configId: ORG_CONFIG } });
    const keyId = verified.key.id as string;

    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('cell', { name: 'Billing sync', exact: true }).waitFor();
    expect(await page.content()).not.toContain(fullKey);

    await page.getByRole('switch', { name: 'Enable Billing sync' }).dispatchEvent('click');
    await waitUntil(async () => (await keyOf(owner.cookie, keyId)).body.enabled === false);
    expect((await verifyKey(suite.t.http, fullKey)).error.code).toBe('KEY_DISABLED');

    await page.getByRole('button', { name: 'Edit Billing sync' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('Ledger sync');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('cell', { name: 'Ledger sync', exact: true }).waitFor();
    await waitUntil(async () => (await keyOf(owner.cookie, keyId)).body.name === 'Ledger sync');
    await screenshot(page, 'organization-api-keys');

    await page.getByRole('button', { name: 'Delete Ledger sync' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete key' }).click();
    await page.getByText('No organization keys').waitFor();
    await waitUntil(async () => (await keyOf(owner.cookie, keyId)).status === 404);
  });

  it("tells a member whose role has no apiKey statements that the organization's keys are not theirs to see", async () => {
    const owner = await signUp(suite.t.http);
    const organization = await createOrganization(suite.t.http, owner.cookie, { name: 'Kramerica' });
    await request(suite.t.http)
      .post('/api/auth/api-key/create')
      .set('Cookie', owner.cookie)
      .send({ configId: ORG_CONFIG, organizationId: organization.id, name: 'Hidden key' })
      .expect(200);
    const member = await newMember(suite.t.http, organization.id, 'admin');
    const page = await signedInPage(suite.browser, suite.t.baseUrl, member.email, '/organizations');
    await chooseOrganization(page, 'Kramerica');

    await page.getByText('Your role in Kramerica does not include its API keys.').waitFor();
    expect(await page.getByRole('button', { name: 'Create organization key' }).count()).toBe(0);
    expect(await page.getByText('Hidden key').count()).toBe(0);
  });
});
