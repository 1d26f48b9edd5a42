import { ADMIN_TEST_CONFIG } from '../support/admin';
import {
  CLIENT_LINE,
  CLIENT_LINE_CONFIG,
  CLIENT_ROLES_ENV,
  createAuthClient,
  organizationClient,
} from '../support/client-line';
import { CookieJar } from '../support/cookie-jar';
import { TestApp, createTestApp } from '../support/create-test-app';
import { PASSWORD, uniqueEmail } from '../support/factories';
import { addMember } from '../support/organizations';

function organizationBrowser(baseUrl: string) {
  const jar = new CookieJar(new URL(baseUrl).origin);
  const client = createAuthClient({
    baseURL: baseUrl,
    plugins: [organizationClient({ teams: { enabled: true } })],
    fetchOptions: { customFetchImpl: jar.fetch },
  });
  return { client, jar };
}

describe("an organization's invitations through the official client's getFullOrganization", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      listen: true,
      env: CLIENT_ROLES_ENV,
      config: { ...ADMIN_TEST_CONFIG, ...CLIENT_LINE_CONFIG },
    });
  });

  afterAll(async () => {
    await t.close();
  });

  async function signedUp(name: string) {
    const browser = organizationBrowser(t.baseUrl);
    const { data, error } = await browser.client.signUp.email({ name, email: uniqueEmail(name), password: PASSWORD });
    expect(error).toBeNull();
    return { ...browser, userId: data!.user.id };
  }

  it(`shows them to the owner, and to a plain member as Better Auth ${CLIENT_LINE} does`, async () => {
    const [owner, member] = await Promise.all([signedUp('owner'), signedUp('member')]);
    const slug = uniqueEmail('org').split('@')[0];
    const organization = (await owner.client.organization.create({ name: 'Acme', slug })).data!;
    await addMember(t.http, organization.id, member.userId, 'member');
    const invited = await owner.client.organization.inviteMember({ email: uniqueEmail('invitee'), role: 'member' });
    expect(invited.error).toBeNull();

    const query = { organizationId: organization.id };
    const seenByOwner = await owner.client.organization.getFullOrganization({ query });
    const seenByMember = await member.client.organization.getFullOrganization({ query });

    const invitation = expect.objectContaining({ id: invited.data!.id, status: 'pending' });
    expect(seenByOwner.data!.invitations).toEqual([invitation]);
    expect(seenByMember.data!.invitations).toEqual(CLIENT_LINE === '1.7' ? [] : [invitation]);
  });
});
