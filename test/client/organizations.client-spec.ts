import { CLIENT_LINE_CONFIG, CLIENT_ROLES_ENV, createAuthClient, organizationClient } from '../support/client-line';
import { CookieJar } from '../support/cookie-jar';
import { TestApp, createTestApp } from '../support/create-test-app';
import { PASSWORD, uniqueEmail } from '../support/factories';
import { SmtpSink } from '../support/smtp-sink';

/** A browser whose page uses the client with organizationClient (teams on), keeping its own cookies. */
function organizationBrowser(baseUrl: string) {
  const jar = new CookieJar(new URL(baseUrl).origin);
  const client = createAuthClient({
    baseURL: baseUrl,
    plugins: [organizationClient({ teams: { enabled: true } })],
    fetchOptions: { customFetchImpl: jar.fetch },
  });
  return { client, jar };
}

type Person = ReturnType<typeof organizationBrowser> & { email: string; userId: string; name: string };

function failure(code: string, message: string, status: number) {
  return { code, message, status, statusText: expect.any(String) };
}

describe('organizations through the official client with organizationClient', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ listen: true, env: CLIENT_ROLES_ENV, config: CLIENT_LINE_CONFIG });
  });

  afterAll(async () => {
    await t.close();
  });

  /** Someone who signs up in a browser of their own. */
  async function signedUp(name: string, email = uniqueEmail(name.toLowerCase())): Promise<Person> {
    const browser = organizationBrowser(t.baseUrl);
    const { data, error } = await browser.client.signUp.email({ name, email, password: PASSWORD });
    expect(error).toBeNull();
    return { ...browser, email, name, userId: data!.user.id };
  }

  /** An owner, signed up, who creates an organization through the client. */
  async function ownerWithOrganization(name = 'Acme') {
    const owner = await signedUp('Owner');
    const slug = uniqueEmail('org').split('@')[0];
    const { data, error } = await owner.client.organization.create({ name, slug });
    expect(error).toBeNull();
    return { owner, organization: data! };
  }

  /** The invitation id carried by the link of the newest invitation e-mail to `email`. */
  async function invitationIdFromMail(email: string): Promise<string> {
    const mail = await t.mail.waitFor(email, (message) => message.subject.startsWith('You are invited to join'));
    const link = SmtpSink.linkIn(mail, '/accept-invitation/');
    expect(link.startsWith(`${t.baseUrl}/accept-invitation/`)).toBe(true);
    return decodeURIComponent(link.slice(`${t.baseUrl}/accept-invitation/`.length));
  }

  /** A new person invited by the owner with `role`, who signs up and accepts through the e-mailed link. */
  async function joinedByInvitation(
    owner: Person,
    role: 'member' | 'admin' = 'member',
  ): Promise<Person & { memberId: string }> {
    const email = uniqueEmail('invitee');
    const invited = await owner.client.organization.inviteMember({ email, role });
    expect(invited.error).toBeNull();
    const invitee = await signedUp('Invitee', email);
    const accepted = await invitee.client.organization.acceptInvitation({
      invitationId: await invitationIdFromMail(email),
    });
    expect(accepted.error).toBeNull();
    return { ...invitee, memberId: accepted.data!.member.id };
  }

  it('creates an organization with organization.create, lists it with organization.list, and getSession shows it active', async () => {
    const owner = await signedUp('Founder');
    const slug = uniqueEmail('founded').split('@')[0];

    const { data, error } = await owner.client.organization.create({ name: 'Founded', slug });

    expect(error).toBeNull();
    expect(data).toMatchObject({
      name: 'Founded',
      slug,
      members: [{ userId: owner.userId, role: 'owner', organizationId: data!.id }],
    });
    const listed = await owner.client.organization.list();
    expect(listed.error).toBeNull();
    expect(listed.data!.map((organization) => [organization.id, organization.name, organization.slug])).toEqual([
      [data!.id, 'Founded', slug],
    ]);
    const session = await owner.client.getSession();
    expect(session.data?.session).toMatchObject({
      userId: owner.userId,
      activeOrganizationId: data!.id,
      activeTeamId: expect.any(String),
    });
  });

  it('switches with organization.setActive, reads the active one with getFullOrganization, and clears it with null', async () => {
    const { owner, organization: first } = await ownerWithOrganization('First');
    const second = await owner.client.organization.create({
      name: 'Second',
      slug: uniqueEmail('second').split('@')[0],
    });
    expect((await owner.client.getSession()).data?.session.activeOrganizationId).toBe(second.data!.id);

    const switched = await owner.client.organization.setActive({ organizationId: first.id });

    expect(switched.error).toBeNull();
    expect(switched.data).toMatchObject({ id: first.id, name: 'First' });
    expect((await owner.client.getSession()).data?.session).toMatchObject({
      activeOrganizationId: first.id,
      activeTeamId: null,
    });
    const full = await owner.client.organization.getFullOrganization();
    expect(full.error).toBeNull();
    expect(full.data).toMatchObject({
      id: first.id,
      name: 'First',
      members: [
        {
          userId: owner.userId,
          role: 'owner',
          user: { id: owner.userId, name: 'Owner', email: owner.email, image: null },
        },
      ],
      invitations: [],
      teams: [{ name: 'First', organizationId: first.id }],
    });

    const cleared = await owner.client.organization.setActive({ organizationId: null });

    expect(cleared).toEqual({ data: null, error: null });
    expect((await owner.client.getSession()).data?.session).toMatchObject({
      activeOrganizationId: null,
      activeTeamId: null,
    });
    expect(await owner.client.organization.getFullOrganization()).toEqual({ data: null, error: null });
  });

  it('invites with inviteMember; the invitee gets the e-mail, reads it with getInvitation and joins with acceptInvitation', async () => {
    const { owner, organization } = await ownerWithOrganization('Initech');
    const email = uniqueEmail('invitee');

    const invited = await owner.client.organization.inviteMember({ email, role: 'admin' });

    expect(invited.error).toBeNull();
    expect(invited.data).toMatchObject({
      email,
      role: 'admin',
      status: 'pending',
      organizationId: organization.id,
      inviterId: owner.userId,
    });
    const mail = await t.mail.waitFor(email);
    expect(mail.subject).toBe('You are invited to join Initech');
    const invitationId = await invitationIdFromMail(email);
    expect(invitationId).toBe(invited.data!.id);

    const invitee = await signedUp('Invitee', email);
    const fetched = await invitee.client.organization.getInvitation({ query: { id: invitationId } });
    expect(fetched.error).toBeNull();
    expect(fetched.data).toMatchObject({
      id: invitationId,
      email,
      role: 'admin',
      status: 'pending',
      organizationName: 'Initech',
      inviterEmail: owner.email,
    });

    const accepted = await invitee.client.organization.acceptInvitation({ invitationId });

    expect(accepted.error).toBeNull();
    expect(accepted.data).toMatchObject({
      invitation: { id: invitationId, status: 'accepted' },
      member: { organizationId: organization.id, userId: invitee.userId, role: 'admin' },
    });
    expect((await invitee.client.getSession()).data?.session.activeOrganizationId).toBe(organization.id);
    const members = await owner.client.organization.listMembers();
    expect(members.error).toBeNull();
    expect(members.data!.total).toBe(2);
    expect(members.data!.members.map((member) => [member.user.email, member.role]).sort()).toEqual(
      [
        [email, 'admin'],
        [owner.email, 'owner'],
      ].sort(),
    );
  });

  it('changes a role with updateMemberRole, and hasPermission answers for the new role', async () => {
    const { owner } = await ownerWithOrganization();
    const member = await joinedByInvitation(owner);
    const before = await member.client.organization.hasPermission({ permissions: { team: ['create'] } });
    expect(before).toEqual({ data: { error: null, success: false }, error: null });

    const updated = await owner.client.organization.updateMemberRole({ memberId: member.memberId, role: 'admin' });

    expect(updated.error).toBeNull();
    expect(updated.data).toMatchObject({ id: member.memberId, userId: member.userId, role: 'admin' });
    const after = await member.client.organization.hasPermission({ permissions: { team: ['create'] } });
    expect(after).toEqual({ data: { error: null, success: true }, error: null });
    const ownerOnly = await member.client.organization.hasPermission({ permissions: { organization: ['delete'] } });
    expect(ownerOnly.data).toEqual({ error: null, success: false });
  });

  it('runs a team through createTeam, listTeams, addTeamMember, setActiveTeam, listTeamMembers, removeTeamMember and removeTeam', async () => {
    const { owner, organization } = await ownerWithOrganization('Hooli');
    const member = await joinedByInvitation(owner);

    const created = await owner.client.organization.createTeam({ name: 'Platform' });
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({ name: 'Platform', organizationId: organization.id });
    const team = created.data!;

    const teams = await owner.client.organization.listTeams();
    expect(teams.error).toBeNull();
    expect(teams.data!.map((entry) => entry.name)).toEqual(['Hooli', 'Platform']);

    const added = await owner.client.organization.addTeamMember({ teamId: team.id, userId: member.userId });
    expect(added.error).toBeNull();
    expect(added.data).toMatchObject({ teamId: team.id, userId: member.userId });

    const activated = await member.client.organization.setActiveTeam({ teamId: team.id });
    expect(activated.error).toBeNull();
    expect(activated.data).toMatchObject({ id: team.id, name: 'Platform' });
    expect((await member.client.getSession()).data?.session).toMatchObject({
      activeOrganizationId: organization.id,
      activeTeamId: team.id,
    });

    const teamMembers = await member.client.organization.listTeamMembers();
    expect(teamMembers.error).toBeNull();
    expect(teamMembers.data!.map((entry) => entry.userId)).toEqual([member.userId]);

    const removedMember = await owner.client.organization.removeTeamMember({ teamId: team.id, userId: member.userId });
    expect(removedMember).toEqual({ data: { message: 'Team member removed successfully.' }, error: null });
    expect((await member.client.getSession()).data?.session).toMatchObject({
      activeOrganizationId: organization.id,
      activeTeamId: null,
    });

    const removedTeam = await owner.client.organization.removeTeam({ teamId: team.id });
    expect(removedTeam).toEqual({ data: { message: 'Team removed successfully.' }, error: null });
    expect((await owner.client.organization.listTeams()).data!.map((entry) => entry.name)).toEqual(['Hooli']);
  });

  it('declines with rejectInvitation, after which the invitation can no longer be read', async () => {
    const { owner } = await ownerWithOrganization();
    const email = uniqueEmail('declines');
    await owner.client.organization.inviteMember({ email, role: 'member' });
    const invitee = await signedUp('Decliner', email);
    const invitationId = await invitationIdFromMail(email);

    const rejected = await invitee.client.organization.rejectInvitation({ invitationId });

    expect(rejected.error).toBeNull();
    expect(rejected.data).toMatchObject({ invitation: { id: invitationId, email, status: 'rejected' }, member: null });
    const fetched = await invitee.client.organization.getInvitation({ query: { id: invitationId } });
    expect(fetched).toEqual({ data: null, error: failure('INVITATION_NOT_FOUND', 'Invitation not found', 400) });
    expect((await owner.client.organization.listMembers()).data!.total).toBe(1);
  });

  it('withdraws with cancelInvitation, after which the invitee cannot accept it', async () => {
    const { owner } = await ownerWithOrganization();
    const email = uniqueEmail('withdrawn');
    const invited = await owner.client.organization.inviteMember({ email, role: 'member' });

    const canceled = await owner.client.organization.cancelInvitation({ invitationId: invited.data!.id });

    expect(canceled.error).toBeNull();
    expect(canceled.data).toMatchObject({ id: invited.data!.id, email, status: 'canceled' });
    const invitee = await signedUp('Too Late', email);
    const accepted = await invitee.client.organization.acceptInvitation({ invitationId: invited.data!.id });
    expect(accepted).toEqual({ data: null, error: failure('INVITATION_NOT_FOUND', 'Invitation not found', 400) });
    expect((await invitee.client.organization.list()).data).toEqual([]);
  });

  it('lets a member go with leave, which also clears the organization from their session', async () => {
    const { owner, organization } = await ownerWithOrganization();
    const member = await joinedByInvitation(owner);

    const left = await member.client.organization.leave({ organizationId: organization.id });

    expect(left.error).toBeNull();
    expect(left.data).toMatchObject({ id: member.memberId, userId: member.userId, organizationId: organization.id });
    expect((await member.client.organization.list()).data).toEqual([]);
    expect((await member.client.getSession()).data?.session).toMatchObject({
      activeOrganizationId: null,
      activeTeamId: null,
    });
    expect((await owner.client.organization.listMembers()).data!.total).toBe(1);
  });

  it('takes a member out with removeMember by e-mail', async () => {
    const { owner, organization } = await ownerWithOrganization();
    const member = await joinedByInvitation(owner);

    const removed = await owner.client.organization.removeMember({ memberIdOrEmail: member.email });

    expect(removed.error).toBeNull();
    expect(removed.data).toMatchObject({
      member: { id: member.memberId, userId: member.userId, organizationId: organization.id },
    });
    expect((await member.client.organization.list()).data).toEqual([]);
    const members = await owner.client.organization.listMembers();
    expect(members.data!.members.map((entry) => entry.userId)).toEqual([owner.userId]);
  });

  it('deletes the organization with delete, for its owner and every member working in it', async () => {
    const { owner, organization } = await ownerWithOrganization();
    const member = await joinedByInvitation(owner);

    const deleted = await owner.client.organization.delete({ organizationId: organization.id });

    expect(deleted.error).toBeNull();
    expect(deleted.data).toMatchObject({ id: organization.id, name: 'Acme' });
    expect((await owner.client.organization.list()).data).toEqual([]);
    expect((await owner.client.getSession()).data?.session).toMatchObject({
      activeOrganizationId: null,
      activeTeamId: null,
    });
    expect((await member.client.getSession()).data?.session).toMatchObject({
      activeOrganizationId: null,
      activeTeamId: null,
    });
  });

  it("answers a refusal as the client's error object {code, message, status} with data null", async () => {
    const { owner, organization } = await ownerWithOrganization();
    const member = await joinedByInvitation(owner);

    const createdByMember = await member.client.organization.createTeam({ name: 'Not allowed' });
    const ownerLeaving = await owner.client.organization.leave({ organizationId: organization.id });

    expect(createdByMember).toEqual({
      data: null,
      error: failure(
        'YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION',
        'You are not allowed to create teams in this organization',
        403,
      ),
    });
    expect(ownerLeaving).toEqual({
      data: null,
      error: failure(
        'YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER',
        'You cannot leave the organization as the only owner',
        400,
      ),
    });
    expect((await owner.client.organization.listTeams()).data).toHaveLength(1);
  });
});
