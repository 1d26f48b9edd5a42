import { signIn } from '../../support/factories';
import { MEMBER_NOT_FOUND, ONLY_OWNER } from '../../support/organization-errors';
import { membersSuite } from '../../support/organization-fixtures';
import { addMember, setActiveOrganization, storedSession } from '../../support/organizations';

describe('Organization members', () => {
  const { t, api, owner, outsider, anotherUser, join, organization, roleOf, teamIdsOf, memberUserIds } = membersSuite();

  describe('POST /organization/leave', () => {
    it('lets a member leave, answers their member row and clears the organization and team from their sessions', async () => {
      const org = await organization();
      const member = anotherUser();
      const joined = await api
        .addMember({ organizationId: org.id, userId: member.userId, role: 'member', teamId: org.defaultTeamId })
        .expect(200);
      await api.setActiveTeam(member.cookie, org.defaultTeamId).expect(200);
      const secondSession = await signIn(t.http, member.email);
      await setActiveOrganization(t.http, secondSession, org.id);

      const response = await api.leave(member.cookie, { organizationId: org.id }).expect(200);

      expect(response.body).toEqual({
        id: joined.body.id,
        organizationId: org.id,
        userId: member.userId,
        role: 'member',
        createdAt: expect.any(String),
      });
      expect(await storedSession(t.http, member.cookie)).toMatchObject({
        activeOrganizationId: null,
        activeTeamId: null,
      });
      expect(await storedSession(t.http, secondSession)).toMatchObject({
        activeOrganizationId: null,
        activeTeamId: null,
      });
      expect(await memberUserIds(owner.cookie, org.id)).not.toContain(member.userId);
      expect(await teamIdsOf(member.cookie)).not.toContain(org.defaultTeamId);
    });

    it('keeps the active organization when the member leaves another one', async () => {
      const org = await organization();
      const other = await organization();
      const member = await join(org.id);
      await addMember(t.http, other.id, member.userId);
      await setActiveOrganization(t.http, member.cookie, org.id);
      await api.leave(member.cookie, { organizationId: other.id }).expect(200);
      expect(await storedSession(t.http, member.cookie)).toMatchObject({ activeOrganizationId: org.id });
      expect(await memberUserIds(owner.cookie, other.id)).not.toContain(member.userId);
    });

    it('refuses the only owner with 400 YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER', async () => {
      const org = await organization();
      await join(org.id, 'admin');
      const response = await api.leave(owner.cookie, { organizationId: org.id }).expect(400);
      expect(response.body).toEqual(ONLY_OWNER);
      expect(await roleOf(org.id, owner.userId)).toBe('owner');
      expect(await storedSession(t.http, owner.cookie)).toMatchObject({ activeOrganizationId: org.id });
    });

    it('lets an owner leave when another owner remains', async () => {
      const org = await organization();
      const coOwner = await join(org.id, 'owner');
      await api.leave(owner.cookie, { organizationId: org.id }).expect(200);
      expect(await memberUserIds(coOwner.cookie, org.id)).not.toContain(owner.userId);
      expect((await api.leave(coOwner.cookie, { organizationId: org.id }).expect(400)).body).toEqual(ONLY_OWNER);
    });

    it('refuses a user who is not a member with 400 MEMBER_NOT_FOUND', async () => {
      const org = await organization();
      const response = await api.leave(outsider.cookie, { organizationId: org.id }).expect(400);
      expect(response.body).toEqual(MEMBER_NOT_FOUND);
    });

    it('refuses a body without organizationId with 400 VALIDATION_ERROR', async () => {
      const response = await api.leave(owner.cookie, {}).expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
    });
  });
});
