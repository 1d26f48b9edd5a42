import request from 'supertest';
import { signUp, uniqueEmail } from '../../support/factories';
import { INVITATION_NOT_FOUND, NOT_THE_RECIPIENT } from '../../support/organization-errors';
import { invitationsSuite } from '../../support/organization-fixtures';
import { ORG, invite, orgError, storedSession } from '../../support/organizations';
import { SmtpSink } from '../../support/smtp-sink';

describe('organization invitations', () => {
  const { t, api, stranger, newOrganization, colleagueAs, invitedUser } = invitationsSuite();

  describe('answering an invitation', () => {
    it('lets the invitee read, list and accept it: they join the organization and its team, which become active', async () => {
      const org = await newOrganization();
      const email = uniqueEmail('joiner');
      await invite(t.http, org.owner.cookie, { email, role: 'admin', teamId: org.teamId });
      const invitationId = SmtpSink.linkIn(await t.mail.waitFor(email), '/accept-invitation/').split(
        '/accept-invitation/',
      )[1];
      const invitee = await signUp(t.http, { email });

      const details = (await api.get(invitee.cookie, invitationId).expect(200)).body;
      expect(details).toMatchObject({
        id: invitationId,
        email,
        status: 'pending',
        organizationName: org.name,
        inviterEmail: org.owner.email,
      });
      expect(details.organizationSlug).toEqual(expect.any(String));
      expect((await api.listMine(invitee.cookie).expect(200)).body).toEqual([
        expect.objectContaining({ id: invitationId, organizationName: org.name }),
      ]);

      const accepted = (await api.accept(invitee.cookie, invitationId).expect(200)).body;
      expect(accepted.invitation).toMatchObject({ id: invitationId, status: 'accepted' });
      expect(accepted.member).toMatchObject({
        organizationId: org.organizationId,
        userId: invitee.userId,
        role: 'admin',
      });
      const members = (await request(t.http).get(`${ORG}/list-members`).set('Cookie', invitee.cookie).expect(200)).body
        .members;
      expect(members.map((member: { userId: string }) => member.userId)).toEqual(
        expect.arrayContaining([org.owner.userId, invitee.userId]),
      );
      expect(await storedSession(t.http, invitee.cookie)).toMatchObject({
        activeOrganizationId: org.organizationId,
        activeTeamId: org.teamId,
      });
      const teamMembers = (
        await request(t.http)
          .get(`${ORG}/list-team-members`)
          .set('Cookie', invitee.cookie)
          .query({ teamId: org.teamId })
          .expect(200)
      ).body;
      expect(teamMembers.map((member: { userId: string }) => member.userId)).toContain(invitee.userId);
      expect((await api.listMine(invitee.cookie).expect(200)).body).toEqual([]);

      expect((await api.accept(invitee.cookie, invitationId).expect(400)).body).toEqual(INVITATION_NOT_FOUND);
    });

    it('puts an invitee of several teams in each of them, with no active team', async () => {
      const org = await newOrganization();
      const second = (
        await request(t.http)
          .post(`${ORG}/create-team`)
          .set('Cookie', org.owner.cookie)
          .send({ name: 'Second' })
          .expect(200)
      ).body;
      const { invitation, invitee } = await invitedUser(org, { teamId: [org.teamId, second.id] });
      await api.accept(invitee.cookie, invitation.id).expect(200);
      expect(await storedSession(t.http, invitee.cookie)).toMatchObject({
        activeOrganizationId: org.organizationId,
        activeTeamId: null,
      });
      for (const teamId of [org.teamId, second.id]) {
        await request(t.http)
          .get(`${ORG}/list-team-members`)
          .set('Cookie', invitee.cookie)
          .query({ teamId })
          .expect(200);
      }
    });

    it('rejects: answers the invitation rejected and member null, and the invitee does not join', async () => {
      const org = await newOrganization();
      const { invitation, invitee } = await invitedUser(org);
      const response = await api.reject(invitee.cookie, invitation.id).expect(200);
      expect(response.body).toEqual({
        invitation: expect.objectContaining({ id: invitation.id, status: 'rejected' }),
        member: null,
      });
      expect((await api.accept(invitee.cookie, invitation.id).expect(400)).body).toEqual(INVITATION_NOT_FOUND);
      expect((await api.listMine(invitee.cookie).expect(200)).body).toEqual([]);
      const members = (await request(t.http).get(`${ORG}/list-members`).set('Cookie', org.owner.cookie).expect(200))
        .body;
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
      expect((await api.listMine(invitee.cookie).expect(200)).body).toEqual([
        expect.objectContaining({ id: again.id }),
      ]);
    });

    it('adds exactly one member when the same invitation is accepted twice at once', async () => {
      const org = await newOrganization();
      const { invitation, invitee } = await invitedUser(org);
      const responses = await Promise.all([
        api.accept(invitee.cookie, invitation.id),
        api.accept(invitee.cookie, invitation.id),
      ]);
      expect(responses.map((response) => response.status).sort()).toEqual([200, 400]);
      const members = (await request(t.http).get(`${ORG}/list-members`).set('Cookie', org.owner.cookie).expect(200))
        .body.members;
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
      expect(response.body).toEqual(
        orgError('YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION', 'You are not allowed to cancel this invitation'),
      );
      await api.accept(invitee.cookie, invitation.id).expect(200);
    });
  });
});
