import { Page } from 'playwright-core';
import request from 'supertest';
import { openPage, screenshot, signedInPage, useDashboardSuite } from '../support/dashboard-page';
import { PASSWORD, signUp, uniqueEmail } from '../support/factories';
import { ORG } from '../support/organizations';
import { SmtpSink } from '../support/smtp-sink';
import { verifyAddress } from '../support/verified-address';

jest.setTimeout(60_000);

describe('organizations in the dashboard, in Chromium', () => {
  const suite = useDashboardSuite();

  /** The browser's cookies as a Cookie header, to ask the service what this browser's session is. */
  async function sessionCookie(page: Page): Promise<string> {
    return (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  }

  it('creates an organization, invites someone by e-mail, and they sign up and accept through the link', async () => {
    const owner = await signUp(suite.t.http, { name: 'Olga Owner' });
    const page = await signedInPage(suite.browser, suite.t.baseUrl, owner.email, '/organizations');
    await page.getByText('No organizations yet').waitFor();

    await page.getByRole('button', { name: 'Create organization' }).click();
    await page.getByLabel('Organization name').fill('Globex Support');
    await page.getByRole('dialog').getByRole('button', { name: 'Create organization' }).click();
    await page.getByRole('heading', { name: 'Members' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Active organization' }).inputValue()).toBe('Globex Support');

    const inviteeEmail = uniqueEmail('invitee');
    await page.getByLabel('Invite by e-mail').fill(inviteeEmail);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByRole('cell', { name: inviteeEmail, exact: true }).waitFor();
    await screenshot(page, 'organizations');

    const link = SmtpSink.linkIn(await suite.t.mail.waitFor(inviteeEmail), '/accept-invitation/');
    const invitee = await openPage(suite.browser, link);
    await invitee.getByRole('link', { name: 'Create one with the invited address' }).click();
    await invitee.getByLabel('Name').fill('Ines Invitee');
    await invitee.getByLabel('E-mail').fill(inviteeEmail);
    await invitee.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await invitee.getByRole('textbox', { name: 'Repeat password' }).fill(PASSWORD);
    await invitee.getByRole('button', { name: 'Create account' }).click();
    await invitee.getByRole('heading', { name: 'Join Globex Support' }).waitFor();
    await invitee.getByRole('button', { name: 'Accept' }).click();

    await expect(invitee.getByRole('status').textContent()).resolves.toBe('You joined Globex Support.');
    await page.reload();
    await page.getByText(inviteeEmail).first().waitFor();
    expect(await page.getByText('No pending invitations').isVisible()).toBe(true);
    const members = await request(suite.t.http)
      .get(`${ORG}/list-members`)
      .set('Cookie', await sessionCookie(page))
      .expect(200);
    expect(members.body.members.map((member: { user: { email: string } }) => member.user.email)).toContain(
      inviteeEmail,
    );
  });

  it('switches the active organization, creates a team there and puts a member in it', async () => {
    const owner = await signUp(suite.t.http);
    for (const name of ['Initech', 'Umbrella']) {
      await request(suite.t.http)
        .post(`${ORG}/create`)
        .set('Cookie', owner.cookie)
        .send({ name, slug: uniqueEmail(name.toLowerCase()).split('@')[0] })
        .expect(200);
    }
    const page = await signedInPage(suite.browser, suite.t.baseUrl, owner.email, '/organizations');
    await page.getByText('No active organization').waitFor();

    await page.getByRole('combobox', { name: 'Active organization' }).click();
    await page.getByRole('option', { name: 'Initech' }).click();
    await page.getByRole('heading', { name: 'Members' }).waitFor();
    const session = await request(suite.t.http)
      .get('/api/auth/get-session')
      .set('Cookie', await sessionCookie(page))
      .expect(200);
    const organizations = await request(suite.t.http).get(`${ORG}/list`).set('Cookie', owner.cookie).expect(200);
    const initech = organizations.body.find((organization: { name: string }) => organization.name === 'Initech');
    expect(session.body.session.activeOrganizationId).toBe(initech.id);

    await page.getByLabel('New team').fill('Night shift');
    await page.getByRole('button', { name: 'Create team' }).click();
    await page.getByText('Night shift', { exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Add a member to Night shift' }).click();
    await page.getByRole('option', { name: owner.email }).click();

    await page.getByRole('button', { name: `Remove ${owner.email} from Night shift` }).waitFor();
    await screenshot(page, 'organization-teams');
  });

  it('shows an existing user their invitation; the owner then changes their role and cancels another invitation', async () => {
    const owner = await signUp(suite.t.http);
    const organization = (
      await request(suite.t.http)
        .post(`${ORG}/create`)
        .set('Cookie', owner.cookie)
        .send({ name: 'Hooli', slug: uniqueEmail('hooli').split('@')[0] })
        .expect(200)
    ).body;
    const invitee = await signUp(suite.t.http);
    // Better Auth 1.7 lists one's invitations only once the address is verified.
    await verifyAddress(suite.t, invitee.email);
    for (const email of [invitee.email, uniqueEmail('never')]) {
      await request(suite.t.http)
        .post(`${ORG}/invite-member`)
        .set('Cookie', owner.cookie)
        .send({ email, role: 'member', organizationId: organization.id })
        .expect(200);
    }

    const inviteePage = await signedInPage(suite.browser, suite.t.baseUrl, invitee.email, '/organizations');
    await inviteePage.getByRole('link', { name: 'Answer the invitation to Hooli' }).click();
    await inviteePage.getByRole('button', { name: 'Accept' }).click();
    await inviteePage.getByRole('status').waitFor();

    const page = await signedInPage(suite.browser, suite.t.baseUrl, owner.email, '/organizations');
    await page.getByRole('combobox', { name: 'Active organization' }).click();
    await page.getByRole('option', { name: 'Hooli' }).click();
    await page.getByRole('combobox', { name: `Role of ${invitee.email}` }).click();
    await page.getByRole('option', { name: 'admin' }).click();
    await page.getByText('Role changed.').waitFor();
    await page.getByRole('button', { name: /^Cancel the invitation of never-/ }).click();
    await page.getByText('No pending invitations').waitFor();

    const members = await request(suite.t.http)
      .get(`${ORG}/list-members`)
      .query({ organizationId: organization.id })
      .set('Cookie', owner.cookie)
      .expect(200);
    expect(
      members.body.members.find((member: { user: { email: string } }) => member.user.email === invitee.email).role,
    ).toBe('admin');
  });
});
