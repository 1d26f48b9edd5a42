import { signIn } from '../../support/factories';
import {
  MEMBER_NOT_FOUND,
  NO_ACTIVE_ORGANIZATION,
  NOT_A_MEMBER_OF_THIS_ORGANIZATION as NOT_A_MEMBER,
} from '../../support/organization-errors';
import { membersSuite } from '../../support/organization-fixtures';
import { createOrganization, setActiveOrganization, storedSession } from '../../support/organizations';

describe('Organization members', () => {
  const { t, api, owner, outsider, anotherUser, join, organization, teamIdsOf, memberUserIds } = membersSuite();

  describe('POST /organization/remove-member', () => {
    it('removes a member by id and answers {member}', async () => {
      const org = await organization();
      const member = await join(org.id, 'admin');
      const response = await api
        .removeMember(owner.cookie, { memberIdOrEmail: member.memberId, organizationId: org.id })
        .expect(200);
      expect(response.body).toEqual({
        member: {
          id: member.memberId,
          organizationId: org.id,
          userId: member.userId,
          role: 'admin',
          createdAt: expect.any(String),
        },
      });
      expect(await memberUserIds(owner.cookie, org.id)).not.toContain(member.userId);
      expect((await api.activeRole(member.cookie, { organizationId: org.id }).expect(403)).body).toEqual(NOT_A_MEMBER);
    });

    it('removes a member by e-mail address, whatever its case, in the active organization', async () => {
      const org = await organization();
      const member = await join(org.id);
      const response = await api
        .removeMember(owner.cookie, { memberIdOrEmail: member.email.toUpperCase() })
        .expect(200);
      expect(response.body.member).toMatchObject({
        id: member.memberId,
        userId: member.userId,
        organizationId: org.id,
      });
      expect(await memberUserIds(owner.cookie, org.id)).not.toContain(member.userId);
    });

    it("takes the removed user out of the organization's teams and clears it from their sessions, not from others", async () => {
      const org = await organization();
      const other = await organization();
      const member = anotherUser();
      const joined = await api
        .addMember({ organizationId: org.id, userId: member.userId, role: 'member', teamId: org.defaultTeamId })
        .expect(200);
      await api
        .addMember({ organizationId: other.id, userId: member.userId, role: 'member', teamId: other.defaultTeamId })
        .expect(200);
      // The member works in the organization and its default team on one session, in the other organization on a
      // second;
      // the owner works in the organization too.
      await api.setActiveTeam(member.cookie, org.defaultTeamId).expect(200);
      await setActiveOrganization(t.http, owner.cookie, org.id);
      const secondSession = await signIn(t.http, member.email);
      await setActiveOrganization(t.http, secondSession, other.id);
      expect(await storedSession(t.http, member.cookie)).toMatchObject({
        activeOrganizationId: org.id,
        activeTeamId: org.defaultTeamId,
      });

      await api.removeMember(owner.cookie, { memberIdOrEmail: joined.body.id, organizationId: org.id }).expect(200);

      expect(await storedSession(t.http, member.cookie)).toMatchObject({
        activeOrganizationId: null,
        activeTeamId: null,
      });
      expect(await storedSession(t.http, secondSession)).toMatchObject({ activeOrganizationId: other.id });
      const teams = await teamIdsOf(member.cookie);
      expect(teams).not.toContain(org.defaultTeamId);
      expect(teams).toContain(other.defaultTeamId);
      expect(await storedSession(t.http, owner.cookie)).toMatchObject({ activeOrganizationId: org.id });
    });

    it.each([
      ['an unknown member id', 'no-such-member'],
      ['an unknown e-mail address', 'nobody@example.com'],
    ])('refuses %s with 400 MEMBER_NOT_FOUND', async (_label, memberIdOrEmail) => {
      const org = await organization();
      const response = await api.removeMember(owner.cookie, { memberIdOrEmail, organizationId: org.id }).expect(400);
      expect(response.body).toEqual(MEMBER_NOT_FOUND);
    });

    it('refuses a member id of another organization with 400 MEMBER_NOT_FOUND and leaves that member in place', async () => {
      const org = await organization();
      const otherOwner = anotherUser();
      const other = await createOrganization(t.http, otherOwner.cookie);
      const theirs = await join(other.id);
      const response = await api
        .removeMember(owner.cookie, { memberIdOrEmail: theirs.memberId, organizationId: org.id })
        .expect(400);
      expect(response.body).toEqual(MEMBER_NOT_FOUND);
      expect(await memberUserIds(otherOwner.cookie, other.id)).toContain(theirs.userId);
    });

    it('refuses an e-mail address of a user who is not in the organization with 400 MEMBER_NOT_FOUND', async () => {
      const org = await organization();
      const response = await api
        .removeMember(owner.cookie, { memberIdOrEmail: outsider.email, organizationId: org.id })
        .expect(400);
      expect(response.body).toEqual(MEMBER_NOT_FOUND);
    });

    it('refuses a caller who is not a member of the organization with 400 MEMBER_NOT_FOUND', async () => {
      const org = await organization();
      const member = await join(org.id);
      const response = await api
        .removeMember(outsider.cookie, { memberIdOrEmail: member.memberId, organizationId: org.id })
        .expect(400);
      expect(response.body).toEqual(MEMBER_NOT_FOUND);
      expect(await memberUserIds(owner.cookie, org.id)).toContain(member.userId);
    });

    it('refuses a call naming no organization, without an active one, with 400 NO_ACTIVE_ORGANIZATION', async () => {
      const org = await organization();
      const member = await join(org.id);
      await setActiveOrganization(t.http, owner.cookie, null);
      const response = await api.removeMember(owner.cookie, { memberIdOrEmail: member.memberId }).expect(400);
      expect(response.body).toEqual(NO_ACTIVE_ORGANIZATION);
    });
  });
});
