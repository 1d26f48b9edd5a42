import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../support/admin';
import { screenshot, signedInPage, useDashboardSuite } from '../support/dashboard-page';

jest.setTimeout(60_000);

const API = '/api/auth';

describe('the Applications section (OAuth clients) in Chromium', () => {
  const suite = useDashboardSuite({ config: ADMIN_TEST_CONFIG });

  it('creates a client and shows its secret once, edits, disables, rotates and deletes it', async () => {
    const admin = await createUserWithRole(suite.t.http);
    const getClient = (clientId: string) =>
      request(suite.t.http).get(`${API}/oauth2/get-client`).query({ client_id: clientId }).set('Cookie', admin.cookie);
    /** Whether the secret authenticates the client: introspection answers 200 only to an authenticated client. */
    const authenticates = async (clientId: string, secret: string) =>
      (
        await request(suite.t.http)
          .post(`${API}/oauth2/introspect`)
          .auth(clientId, secret)
          .type('form')
          .send({ token: 'not-a-token' })
      ).status === 200;

    const page = await signedInPage(suite.browser, suite.t.baseUrl, admin.email, '/users');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Applications' }).click();
    await page.getByText('No applications yet').waitFor();

    await page.getByRole('button', { name: 'Create application' }).click();
    const form = page.getByRole('dialog', { name: 'Create application' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Team wiki');
    await form.getByRole('textbox', { name: 'Redirect URIs', exact: true }).fill('wiki.example.com/callback');
    await form.getByRole('radio', { name: /^RS256/ }).check();
    await form.getByRole('switch', { name: /sign users out/ }).check();
    await form.getByRole('button', { name: 'Create application' }).click();
    await form.getByText('Each line must be an absolute URI').waitFor();
    await form.getByRole('textbox', { name: 'Redirect URIs', exact: true }).fill('https://wiki.example.com/callback');
    await form.getByRole('button', { name: 'Create application' }).click();

    const shown = page.getByRole('dialog', { name: 'Client secret' });
    await shown.getByText('You will not see this secret again.', { exact: false }).waitFor();
    const clientId = (await shown.locator('code').first().textContent())!;
    const secret = (await shown.getByTestId('client-secret').textContent())!;
    expect(await authenticates(clientId, secret)).toBe(true);
    await shown.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('heading', { name: 'Team wiki', level: 1 }).waitFor();
    expect((await getClient(clientId).expect(200)).body).toMatchObject({
      client_name: 'Team wiki',
      redirect_uris: ['https://wiki.example.com/callback'],
      scope: 'openid profile email',
      id_token_signed_response_alg: 'RS256',
      enable_end_session: true,
      require_pkce: true,
    });
    expect(await page.getByText(secret).count()).toBe(0);

    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit application' });
    await edit.getByRole('textbox', { name: 'Name', exact: true }).fill('Team wiki (intranet)');
    await edit.getByRole('switch', { name: /Skip consent/ }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Team wiki (intranet)', level: 1 }).waitFor();
    expect((await getClient(clientId).expect(200)).body).toMatchObject({
      skip_consent: true,
      id_token_signed_response_alg: 'RS256',
    });

    await page.getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('button', { name: 'Enable' }).waitFor();
    expect((await getClient(clientId).expect(200)).body.disabled).toBe(true);
    await screenshot(page, 'application');

    await page.getByRole('button', { name: 'Rotate secret' }).click();
    await page.getByRole('dialog', { name: 'Rotate secret' }).getByRole('button', { name: 'Rotate secret' }).click();
    const rotated = page.getByRole('dialog', { name: 'Client secret' });
    const newSecret = (await rotated.getByTestId('client-secret').textContent())!;
    expect(newSecret).not.toBe(secret);
    await rotated.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete application' })
      .getByRole('button', { name: 'Delete application' })
      .click();
    await page.getByText('No applications yet').waitFor();
    await getClient(clientId).expect(404);
  });
});
