import {
  NO_ACTIVE_ORGANIZATION,
  NOT_A_MEMBER_OF_THIS_ORGANIZATION as NOT_A_MEMBER,
  ORGANIZATION_NOT_FOUND,
} from '../../support/organization-errors';
import { membersSuite } from '../../support/organization-fixtures';
import { setActiveOrganization } from '../../support/organizations';

describe('Organization members', () => {
  const { t, api, owner, outsider, join, organization } = membersSuite();

  describe('GET /organization/get-active-member', () => {
    it("answers the caller's membership in the active organization with their user", async () => {
      const org = await organization();
      const member = await join(org.id, 'admin');
      await setActiveOrganization(t.http, member.cookie, org.id);
      const response = await api.activeMember(member.cookie).expect(200);
      expect(response.body).toEqual({
        id: member.memberId,
        organizationId: org.id,
        userId: member.userId,
        role: 'admin',
        createdAt: expect.any(String),
        user: { id: member.userId, name: 'Test User', email: member.email, image: null },
      });
    });

    it('refuses a session without an active organization with 400 NO_ACTIVE_ORGANIZATION', async () => {
      const response = await api.activeMember(outsider.cookie).expect(400);
      expect(response.body).toEqual(NO_ACTIVE_ORGANIZATION);
    });
  });

  describe('GET /organization/get-active-member-role', () => {
    it("answers the caller's own role in the active organization", async () => {
      await organization();
      const response = await api.activeRole(owner.cookie).expect(200);
      expect(response.body).toEqual({ role: 'owner' });
    });

    it('answers the role in an organization named by id or by slug', async () => {
      const org = await organization();
      const member = await join(org.id, ['admin', 'member']);
      expect((await api.activeRole(member.cookie, { organizationId: org.id }).expect(200)).body).toEqual({
        role: 'admin,member',
      });
      expect((await api.activeRole(member.cookie, { organizationSlug: org.slug }).expect(200)).body).toEqual({
        role: 'admin,member',
      });
    });

    it("answers a fellow member's role when given their userId", async () => {
      const org = await organization();
      const member = await join(org.id, 'member');
      const response = await api
        .activeRole(member.cookie, { organizationId: org.id, userId: owner.userId })
        .expect(200);
      expect(response.body).toEqual({ role: 'owner' });
    });

    it('refuses a caller who is not a member with 403 YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION', async () => {
      const org = await organization();
      const response = await api
        .activeRole(outsider.cookie, { organizationId: org.id, userId: owner.userId })
        .expect(403);
      expect(response.body).toEqual(NOT_A_MEMBER);
    });

    it('refuses a userId who is not a member with 403 YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION', async () => {
      const org = await organization();
      const response = await api
        .activeRole(owner.cookie, { organizationId: org.id, userId: outsider.userId })
        .expect(403);
      expect(response.body).toEqual(NOT_A_MEMBER);
    });

    it('refuses a session without an active organization, naming none, with 400 NO_ACTIVE_ORGANIZATION', async () => {
      expect((await api.activeRole(outsider.cookie).expect(400)).body).toEqual(NO_ACTIVE_ORGANIZATION);
    });

    it('refuses an unknown slug with 400 ORGANIZATION_NOT_FOUND', async () => {
      expect((await api.activeRole(owner.cookie, { organizationSlug: 'no-such-slug' }).expect(400)).body).toEqual(
        ORGANIZATION_NOT_FOUND,
      );
    });
  });
});
