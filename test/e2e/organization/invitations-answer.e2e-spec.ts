import request from 'supertest';
import { ADMIN_TEST_CONFIG } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp, uniqueEmail } from '../../support/factories';
import { ORG, addMember, createOrganization, invite, orgError, storedSession } from '../../support/organizations';
import { SmtpSink } from '../../support/smtp-sink';

const INVITATION_NOT_FOUND = orgError('INVITATION_NOT_FOUND', 'Invitation not found');
const NOT_THE_RECIPIENT = orgError('YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION', 'You are not the recipient of the invitation');

interface Organization {
  owner: SignedUpUser;
  organizationId: string;
  name: string;
  /** The default team, made with the organization. */
  teamId: string;
}

/** A new organization of `owner`'s, active in their session, with its default team. */
async function ownedOrganization(t: TestApp, owner: SignedUpUser): Promise<Organization> {
  const name = `Org ${uniqueEmail('n').split('@')[0]}`;
  const organization = await createOrganization(t.http, owner.cookie, { name });
  const teamId = (await storedSession(t.http, owner.cookie)).activeTeamId;
  return { owner, organizationId: organization.id, name, teamId };
}

function calls(t: TestApp) {
  const post = (path: string, cookie: string, body: Record<string, unknown>) => request(t.http).post(`${ORG}/${path}`).set('Cookie', cookie).send(body);
  return {
    accept: (cookie: string, invitationId: string) => post('accept-invitation', cookie, { invitationId }),
    reject: (cookie: string, invitationId: string) => post('reject-invitation', cookie, { invitationId }),
    cancel: (cookie: string, invitationId: string) => post('cancel-invitation', cookie, { invitationId }),
    get: (cookie: string, id: string) => request(t.http).get(`${ORG}/get-invitation`).set('Cookie', cookie).query({ id }),
    listMine: (cookie: string) => request(t.http).get(`${ORG}/list-user-invitations`).set('Cookie', cookie),
  };
}

describe('organization invitations', () => {
  let t: TestApp;
  let api: ReturnType<typeof calls>;
  // Each test makes an organization of the owner's; the colleague joins some, the stranger none.
  let owner: SignedUpUser;
  let stranger: SignedUpUser;
  let colleague: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    api = calls(t);
    [owner, stranger, colleague] = await Promise.all([signUp(t.http, { name: 'Olivia Owner' }), signUp(t.http), signUp(t.http)]);
  });

  afterAll(() => t.close());

  const newOrganization = () => ownedOrganization(t, owner);

  /** The colleague, made a member of the organization with the role. */
  async function colleagueAs(org: Organization, role: string): Promise<SignedUpUser> {
    await addMember(t.http, org.organizationId, colleague.userId, role);
    return colleague;
  }

  /** Invites a fresh address into the organization and signs that address up. */
  async function invitedUser(org: Organization, body: Record<string, unknown> = {}) {
    const email = uniqueEmail('invitee');
    const [invitation, invitee] = await Promise.all([invite(t.http, org.owner.cookie, { email, role: 'member', ...body }), signUp(t.http, { email })]);
    return { invitation, invitee };
  }

  describe('answering an invitation', () => {
    it('lets the invitee read, list and accept it: they join the organization and its team, which become active', async () => {
      const org = await newOrganization();
      const email = uniqueEmail('joiner');
      await invite(t.http, org.owner.cookie, { email, role: 'admin', teamId: org.teamId });
      const invitationId = SmtpSink.linkIn(await t.mail.waitFor(email), '/accept-invitation/').split('/accept-invitation/')[1];
      const invitee = await signUp(t.http, { email });

      const details = (await api.get(invitee.cookie, invitationId).expect(200)).body;
      expect(details).toMatchObject({ id: invitationId, email, status: 'pending', organizationName: org.name, inviterEmail: org.owner.email });
      expect(details.organizationSlug).toEqual(expect.any(String));
      expect((await api.listMine(invitee.cookie).expect(200)).body).toEqual([expect.objectContaining({ id: invitationId, organizationName: org.name })]);

      const accepted = (await api.accept(invitee.cookie, invitationId).expect(200)).body;
      expect(accepted.invitation).toMatchObject({ id: invitationId, status: 'accepted' });
      expect(accepted.member).toMatchObject({ organizationId: org.organizationId, userId: invitee.userId, role: 'admin' });
      const members = (await request(t.http).get(`${ORG}/list-members`).set('Cookie', invitee.cookie).expect(200)).body.members;
      expect(members.map((member: { userId: string }) => member.userId)).toEqual(expect.arrayContaining([org.owner.userId, invitee.userId]));
      expect(await storedSession(t.http, invitee.cookie)).toMatchObject({ activeOrganizationId: org.organizationId, activeTeamId: org.teamId });
      const teamMembers = (await request(t.http).get(`${ORG}/list-team-members`).set('Cookie', invitee.cookie).query({ teamId: org.teamId }).expect(200)).body;
      expect(teamMembers.map((member: { userId: string }) => member.userId)).toContain(invitee.userId);
      expect((await api.listMine(invitee.cookie).expect(200)).body).toEqual([]);

      expect((await api.accept(invitee.cookie, invitationId).expect(400)).body).toEqual(INVITATION_NOT_FOUND);
    });

    it('puts an invitee of several teams in each of them, with no active team', async () => {
      const org = await newOrganization();
      const second = (await request(t.http).post(`${ORG}/create-team`).set('Cookie', org.owner.cookie).send({ name: 'Second' }).expect(200)).body;
      const { invitation, invitee } = await invitedUser(org, { teamId: [org.teamId, second.id] });
      await api.accept(invitee.cookie, invitation.id).expect(200);
      expect(await storedSession(t.http, invitee.cookie)).toMatchObject({ activeOrganizationId: org.organizationId, activeTeamId: null });
      for (const teamId of [org.teamId, second.id]) {
        await request(t.http).get(`${ORG}/list-team-members`).set('Cookie', invitee.cookie).query({ teamId }).expect(200);
      }
    });

    it('rejects: answers the invitation rejected and member null, and the invitee does not join', async () => {
      const org = await newOrganization();
      const { invitation, invitee } = await invitedUser(org);
      const response = await api.reject(invitee.cookie, invitation.id).expect(200);
      expect(response.body).toEqual({ invitation: expect.objectContaining({ id: invitation.id, status: 'rejected' }), member: null });
      expect((await api.accept(invitee.cookie, invitation.id).expect(400)).body).toEqual(INVITATION_NOT_FOUND);
      expect((await api.listMine(invitee.cookie).expect(200)).body).toEqual([]);
      const members = (await request(t.http).get(`${ORG}/list-members`).set('Cookie', org.owner.cookie).expect(200)).body;
      expect(members.total).toBe(1);
    });

    it('refuses anyone but the invited address with 403 YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION', async () => {
      const org = await newOrganization();
      const { invitation } = await invitedUser(org);
      expect((await api.accept(stranger.cookie, invitation.id).expect(403)).body).toEqual(NOT_THE_RECIPIENT);
      expect((await api.reject(stranger.cookie, invitation.id).expect(403)).body).toEqual(NOT_THE_RECIPIENT);
      expect((await api.get(stranger.cookie, invitation.id).expect(403)).body).toEqual(NOT_THE_RECIPIENT);
    });

    it('treats an invitation older than 48 h as not found, stops listing it, and lets the address be invited again', async () => {
      const org = await newOrganization();
      const { invitation, invitee } = await invitedUser(org);
      t.clock.advanceSeconds(48 * 3600 + 1);
      expect((await api.accept(invitee.cookie, invitation.id).expect(400)).body).toEqual(INVITATION_NOT_FOUND);
      expect((await api.get(invitee.cookie, invitation.id).expect(400)).body).toEqual(INVITATION_NOT_FOUND);
      expect((await api.listMine(invitee.cookie).expect(200)).body).toEqual([]);
      const again = await invite(t.http, org.owner.cookie, { email: invitee.email, role: 'member' });
      expect(again.id).not.toBe(invitation.id);
      expect((await api.listMine(invitee.cookie).expect(200)).body).toEqual([expect.objectContaining({ id: again.id })]);
    });

    it('adds exactly one member when the same invitation is accepted twice at once', async () => {
      const org = await newOrganization();
      const { invitation, invitee } = await invitedUser(org);
      const responses = await Promise.all([api.accept(invitee.cookie, invitation.id), api.accept(invitee.cookie, invitation.id)]);
      expect(responses.map((response) => response.status).sort()).toEqual([200, 400]);
      const members = (await request(t.http).get(`${ORG}/list-members`).set('Cookie', org.owner.cookie).expect(200)).body.members;
      expect(members.filter((member: { userId: string }) => member.userId === invitee.userId)).toHaveLength(1);
    });
  });

  describe('POST /organization/cancel-invitation', () => {
    it.each(['owner', 'admin'])('lets an %s cancel; the invitation can no longer be accepted', async (role) => {
      const org = await newOrganization();
      const canceller = role === 'owner' ? org.owner : await colleagueAs(org, 'admin');
      const { invitation, invitee } = await invitedUser(org);
      const response = await api.cancel(canceller.cookie, invitation.id).expect(200);
      expect(response.body).toMatchObject({ id: invitation.id, status: 'canceled' });
      expect((await api.accept(invitee.cookie, invitation.id).expect(400)).body).toEqual(INVITATION_NOT_FOUND);
    });

    it('refuses a member with 403 YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION', async () => {
      const org = await newOrganization();
      const member = await colleagueAs(org, 'member');
      const { invitation, invitee } = await invitedUser(org);
      const response = await api.cancel(member.cookie, invitation.id).expect(403);
      expect(response.body).toEqual(orgError('YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION', 'You are not allowed to cancel this invitation'));
      await api.accept(invitee.cookie, invitation.id).expect(200);
    });
  });
});
