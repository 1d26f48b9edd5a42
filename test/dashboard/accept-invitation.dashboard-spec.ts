import { Page } from 'playwright-core';
import request from 'supertest';
import { openPage, screenshot, submitSignIn, useDashboardSuite } from '../support/dashboard-page';
import { SignedUpUser, signUp, uniqueEmail } from '../support/factories';
import { ORG, createOrganization, invite } from '../support/organizations';
import { SmtpSink } from '../support/smtp-sink';

describe('the dashboard’s accept-invitation page, in Chromium', () => {
  const suite = useDashboardSuite();
  let owner: SignedUpUser;
  let organizationId: string;

  beforeAll(async () => {
    owner = await signUp(suite.t.http, { name: 'Ada Owner' });
    organizationId = (await createOrganization(suite.t.http, owner.cookie, { name: 'Acme Intranet' })).id;
  });

  /** Invites a new address, signs that person up, and answers the link their e-mail carries. */
  async function invitedUser(): Promise<{ email: string; link: string }> {
    const email = uniqueEmail('invitee');
    await invite(suite.t.http, owner.cookie, { email, role: 'admin', organizationId });
    const link = SmtpSink.linkIn(await suite.t.mail.waitFor(email), '/accept-invitation/');
    await signUp(suite.t.http, { email, name: 'Grace Invitee' });
    return { email, link };
  }

  async function openSignedIn(link: string, email: string): Promise<Page> {
    const page = await openPage(suite.browser, link);
    await page.getByText('Sign in with the invited e-mail address to answer the invitation.').waitFor();
    await submitSignIn(page, email);
    return page;
  }

  async function memberEmails(): Promise<string[]> {
    const response = await request(suite.t.http)
      .get(`${ORG}/list-members`)
      .query({ organizationId })
      .set('Cookie', owner.cookie)
      .expect(200);
    return response.body.members.map((member: { user: { email: string } }) => member.user.email);
  }

  it('shows the invitation from the e-mailed link after sign-in, and accepting joins the organization', async () => {
    const { email, link } = await invitedUser();
    const page = await openSignedIn(link, email);

    await page.getByRole('heading', { name: 'Join Acme Intranet' }).waitFor();
    expect(await page.getByText(owner.email).isVisible()).toBe(true);
    await screenshot(page, 'accept-invitation');
    await page.getByRole('button', { name: 'Accept' }).click();

    await expect(page.getByRole('status').textContent()).resolves.toBe('You joined Acme Intranet.');
    expect(await memberEmails()).toContain(email);
  });

  it('declining leaves the organization as it was', async () => {
    const { email, link } = await invitedUser();
    const page = await openSignedIn(link, email);

    await page.getByRole('button', { name: 'Decline' }).click();

    await expect(page.getByRole('status').textContent()).resolves.toBe('You declined the invitation.');
    expect(await memberEmails()).not.toContain(email);
  });

  it('tells someone signed in with another address that the invitation is not theirs', async () => {
    const { link } = await invitedUser();
    const stranger = await signUp(suite.t.http);
    const page = await openSignedIn(link, stranger.email);

    await expect(page.getByRole('alert').textContent()).resolves.toBe('You are not the recipient of the invitation');
  });

  it('lets someone signed in with another address switch to the invited one and accept', async () => {
    const { email, link } = await invitedUser();
    const stranger = await signUp(suite.t.http);
    const page = await openSignedIn(link, stranger.email);
    await page.getByRole('alert').waitFor();

    await page.getByRole('button', { name: 'Use another account' }).click();
    await page.getByText('Sign in with the invited e-mail address to answer the invitation.').waitFor();
    await submitSignIn(page, email);
    await page.getByRole('button', { name: 'Accept' }).click();

    await expect(page.getByRole('status').textContent()).resolves.toBe('You joined Acme Intranet.');
    expect(await memberEmails()).toContain(email);
  });
});
