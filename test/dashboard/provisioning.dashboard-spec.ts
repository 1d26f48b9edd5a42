import request from 'supertest';
import { screenshot, signedInPage, useDashboardSuite, waitUntil } from '../support/dashboard-page';
import { signUp } from '../support/factories';
import { createOrganization } from '../support/organizations';

jest.setTimeout(90_000);

describe("an organization's SCIM provisioning in the dashboard, in Chromium", () => {
  const suite = useDashboardSuite();

  it('lets the owner create a connection whose token shows once, rotate it, revoke the old token and decommission it', async () => {
    const owner = await signUp(suite.t.http);
    const organization = await createOrganization(suite.t.http, owner.cookie, { name: 'Globex' });
    const connectionAsOwner = async (connectionId: string) =>
      (
        await request(suite.t.http)
          .post('/api/auth/scim/organization-connections/get')
          .set('Cookie', owner.cookie)
          .send({ connectionId, provisioningDomainId: organization.id })
          .expect(200)
      ).body;
    const page = await signedInPage(
      suite.browser,
      suite.t.baseUrl,
      owner.email,
      `/organizations/${organization.id}/provisioning`,
    );
    await page.getByRole('heading', { name: 'Provisioning', level: 1 }).waitFor();
    await page.getByText('No SCIM connections yet').waitFor();

    await page.getByRole('button', { name: 'Create connection' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create connection' }).click();
    const shown = page.getByTestId('scim-token');
    await shown.waitFor();
    const firstToken = (await shown.textContent())!.trim();
    expect(firstToken).toMatch(/^ba_scim_credential_[^.]+\.\S+$/);
    expect(await page.getByRole('textbox', { name: 'SCIM base URL' }).inputValue()).toBe(
      `${suite.t.baseUrl}/api/auth/scim/v2`,
    );
    await page.getByRole('button', { name: 'Copy token' }).waitFor();
    await screenshot(page, 'provisioning-token');
    await page.getByRole('button', { name: 'Done' }).click();
    expect(await page.content()).not.toContain(firstToken);

    const listed = await request(suite.t.http)
      .post('/api/auth/scim/organization-connections/list')
      .set('Cookie', owner.cookie)
      .send({ provisioningDomainId: organization.id })
      .expect(200);
    expect(listed.body.connections).toHaveLength(1);
    const { connectionId } = listed.body.connections[0];
    const panel = page.getByRole('region', { name: connectionId });
    await panel.getByText('Last sync').waitFor();

    await panel.getByRole('button', { name: 'Rotate token' }).click();
    await page.getByRole('dialog').getByText('The current token keeps working until you revoke it').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Issue new token' }).click();
    await page.getByText('The earlier token keeps working until you revoke it').waitFor();
    const secondToken = (await page.getByTestId('scim-token').textContent())!.trim();
    expect(secondToken).not.toBe(firstToken);
    await page.getByRole('button', { name: 'Done' }).click();

    const firstCredentialId = firstToken.split('.')[0];
    await panel.getByRole('button', { name: `Revoke ${firstCredentialId}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke token' }).click();
    await waitUntil(async () => {
      const { credentials } = await connectionAsOwner(connectionId);
      return (
        credentials.find((c: { credentialId: string }) => c.credentialId === firstCredentialId)?.status === 'revoked'
      );
    });
    await panel.getByRole('button', { name: `Revoke ${secondToken.split('.')[0]}` }).waitFor();
    // The page refetches the connection after the service answered: the button goes once it has.
    await panel.getByRole('button', { name: `Revoke ${firstCredentialId}` }).waitFor({ state: 'detached' });

    await panel.getByRole('button', { name: 'Show event log' }).click();
    await panel.getByRole('cell', { name: 'credential.revoked' }).waitFor();
    await panel.getByRole('cell', { name: 'connection.created' }).waitFor();
    await screenshot(page, 'provisioning');

    await panel.getByRole('button', { name: 'Decommission' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('every user it provisioned loses access', { exact: false }).waitFor();
    expect(await confirm.getByRole('button', { name: 'Decommission' }).isDisabled()).toBe(true);
    await confirm.getByRole('textbox', { name: 'Type Globex to confirm' }).fill('Globex');
    await confirm.getByRole('button', { name: 'Decommission' }).click();
    await panel.getByRole('heading', { name: connectionId }).waitFor();
    await panel.getByText('decommissioned', { exact: true }).first().waitFor();
    expect(await panel.getByRole('button', { name: 'Rotate token' }).count()).toBe(0);
    expect((await connectionAsOwner(connectionId)).connection.status).toBe('decommissioned');
  });
});
