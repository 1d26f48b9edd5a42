import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../support/admin';
import { verifyKey } from '../support/api-keys';
import { screenshot, signedInPage, useDashboardSuite, waitUntil } from '../support/dashboard-page';
import { signUp } from '../support/factories';

jest.setTimeout(60_000);

describe('API keys in the dashboard, in Chromium', () => {
  const suite = useDashboardSuite({ config: ADMIN_TEST_CONFIG });

  it('creates a key and shows the full key once, which then acts as its owner', async () => {
    const user = await signUp(suite.t.http);
    const page = await signedInPage(suite.browser, suite.t.baseUrl, user.email, '/api-keys');
    await page.getByText('No API keys yet').waitFor();

    await page.getByRole('button', { name: 'Create API key' }).click();
    await page.getByLabel('Name').fill('CI deploys');
    await page.getByLabel('Prefix').fill('ci_');
    await page.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByTestId('new-api-key');
    await shown.waitFor();
    const fullKey = (await shown.textContent())!.trim();
    expect(fullKey).toMatch(/^ci_[A-Za-z]{64}$/);
    await screenshot(page, 'api-key-created');
    const session = await request(suite.t.http).get('/api/auth/get-session').set('x-api-key', fullKey).expect(200);
    expect(session.body.user.email).toBe(user.email);

    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('cell', { name: 'CI deploys', exact: true }).waitFor();
    expect(await page.content()).not.toContain(fullKey);
    await page.reload();
    await page.getByRole('cell', { name: 'CI deploys', exact: true }).waitFor();
    expect(await page.content()).not.toContain(fullKey);
    await screenshot(page, 'api-keys');
  });

  it('disables, renames and deletes a key', async () => {
    const user = await signUp(suite.t.http);
    const created = await request(suite.t.http)
      .post('/api/auth/api-key/create')
      .set('Cookie', user.cookie)
      .send({ name: 'Old name' })
      .expect(200);
    const page = await signedInPage(suite.browser, suite.t.baseUrl, user.email, '/api-keys');

    await page.getByRole('switch', { name: 'Enable Old name' }).click({ force: true });
    await waitUntil(async () => (await keyOf(user.cookie, created.body.id)).enabled === false);

    await page.getByRole('button', { name: 'Edit Old name' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('New name');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('cell', { name: 'New name', exact: true }).waitFor();
    // The list shows the new name before the server has answered the update.
    await waitUntil(async () => (await keyOf(user.cookie, created.body.id)).name === 'New name');

    await page.getByRole('button', { name: 'Delete New name' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete key' }).click();
    await page.getByText('No API keys yet').waitFor();
    // The list drops the key before the server has answered the delete.
    await waitUntil(
      async () =>
        (
          await request(suite.t.http)
            .get('/api/auth/api-key/get')
            .query({ id: created.body.id })
            .set('Cookie', user.cookie)
        ).status === 404,
    );
  });

  it('lets an administrator set a quota with refill, a rate limit and permissions on a new key', async () => {
    const admin = await createUserWithRole(suite.t.http);
    const page = await signedInPage(suite.browser, suite.t.baseUrl, admin.email, '/api-keys');

    await page.getByRole('button', { name: 'Create API key' }).click();
    await page.getByLabel('Name').fill('Reporting');
    await page.getByText('Custom', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Uses allowed' }).fill('50');
    await page.getByRole('textbox', { name: 'Refill to' }).fill('50');
    await page.getByRole('textbox', { name: 'Refill every (days)' }).fill('7');
    await page.getByRole('textbox', { name: 'Requests per window' }).fill('5');
    await page.getByRole('textbox', { name: 'Window (minutes)' }).fill('1');
    await page.getByRole('textbox', { name: 'Permissions', exact: true }).fill('reports: read\nfiles: read, write');
    await screenshot(page, 'api-key-admin-limits');
    await page.getByRole('button', { name: 'Create key' }).click();

    const fullKey = (await page.getByTestId('new-api-key').textContent())!.trim();
    const verified = await verifyKey(suite.t.http, fullKey, { reports: ['read'] });
    expect(verified).toMatchObject({
      valid: true,
      key: {
        name: 'Reporting',
        remaining: 49,
        refillAmount: 50,
        refillInterval: 7,
        rateLimitMax: 5,
        rateLimitTimeWindow: 60_000,
        permissions: { reports: ['read'], files: ['read', 'write'] },
      },
    });
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByText(/uses left/).waitFor();

    await page.getByRole('button', { name: 'Edit Reporting' }).click();
    await page.getByRole('textbox', { name: 'Requests per window' }).fill('8');
    await page.getByRole('textbox', { name: 'Permissions', exact: true }).fill('reports: read, export');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/8 per 1 min/).waitFor();
    expect((await keyOf(admin.cookie, verified.key.id)) as unknown).toMatchObject({
      rateLimitMax: 8,
      permissions: { reports: ['read', 'export'] },
    });
  });

  it('offers the limits to administrators only', async () => {
    const user = await signUp(suite.t.http);
    const page = await signedInPage(suite.browser, suite.t.baseUrl, user.email, '/api-keys');

    await page.getByRole('button', { name: 'Create API key' }).click();
    await page.getByLabel('Prefix').waitFor();

    expect(await page.getByRole('radio', { name: 'Custom' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Requests per window' }).count()).toBe(0);
  });

  async function keyOf(cookie: string, id: string): Promise<{ enabled: boolean; name: string }> {
    return (await request(suite.t.http).get('/api/auth/api-key/get').query({ id }).set('Cookie', cookie).expect(200))
      .body;
  }

  it('creates a key without a limit by default for an administrator, which then passes 20 requests', async () => {
    const admin = await createUserWithRole(suite.t.http);
    const page = await signedInPage(suite.browser, suite.t.baseUrl, admin.email, '/api-keys');

    await page.getByRole('button', { name: 'Create API key' }).click();
    await page.getByLabel('Name').fill('Example app');
    expect(await page.getByRole('radio', { name: 'No limit' }).isChecked()).toBe(true);
    await screenshot(page, 'api-key-create-no-limit');
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByTestId('new-api-key');
    await shown.waitFor();
    const fullKey = (await shown.textContent())!.trim();
    await page.getByText('Limits: Unlimited').waitFor();

    const statuses: number[] = [];
    for (let call = 0; call < 20; call += 1) {
      statuses.push((await request(suite.t.http).get('/api/auth/get-session').set('x-api-key', fullKey)).status);
    }
    expect(statuses).toEqual(Array(20).fill(200));
    expect((await verifyKey(suite.t.http, fullKey)).valid).toBe(true);
  });

  it('tells a user who may not lift it which limit their key will have', async () => {
    const user = await signUp(suite.t.http);
    const page = await signedInPage(suite.browser, suite.t.baseUrl, user.email, '/api-keys');

    await page.getByRole('button', { name: 'Create API key' }).click();

    await page.getByText('This key will allow 10 requests per day').waitFor();
    expect(await page.getByRole('radio', { name: 'No limit' }).count()).toBe(0);
    await screenshot(page, 'api-key-create-default-limit');
  });
});
