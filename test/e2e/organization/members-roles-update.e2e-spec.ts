import request from 'supertest';
import {
  MEMBER_NOT_FOUND,
  NO_ACTIVE_ORGANIZATION,
  NOT_ALLOWED_TO_UPDATE_MEMBER,
  roleNotFound,
} from '../../support/organization-errors';
import { membersSuite } from '../../support/organization-fixtures';
import { ORG, createOrganization, setActiveOrganization } from '../../support/organizations';

describe('Organization members', () => {
  const { t, api, owner, outsider, anotherUser, join, organization, roleOf } = membersSuite();

  describe('POST /organization/update-member-role', () => {
    it('lets the owner promote a member to admin and answers the updated member row', async () => {
      const org = await organization();
      const member = await join(org.id, 'member');
      const response = await api
        .updateRole(owner.cookie, { memberId: member.memberId, role: 'admin', organizationId: org.id })
        .expect(200);
      expect(response.body).toEqual({
        id: member.memberId,
        organizationId: org.id,
        userId: member.userId,
        role: 'admin',
        createdAt: expect.any(String),
      });
      expect(await roleOf(org.id, member.userId)).toBe('admin');
    });

    it('lets the owner demote an admin to member in the active organization', async () => {
      const org = await organization();
      const admin = await join(org.id, 'admin');
      const response = await api.updateRole(owner.cookie, { memberId: admin.memberId, role: 'member' }).expect(200);
      expect(response.body.role).toBe('member');
      expect(await roleOf(org.id, admin.userId)).toBe('member');
    });

    it('stores a role array comma-joined', async () => {
      const org = await organization();
      const member = await join(org.id, 'member');
      const response = await api
        .updateRole(owner.cookie, { memberId: member.memberId, role: ['admin', 'member'] })
        .expect(200);
      expect(response.body.role).toBe('admin,member');
      expect(await roleOf(org.id, member.userId)).toBe('admin,member');
    });

    it('refuses an unknown role with 400 ROLE_NOT_FOUND and keeps the role', async () => {
      const org = await organization();
      const member = await join(org.id, 'member');
      const response = await api
        .updateRole(owner.cookie, { memberId: member.memberId, role: ['admin', 'superuser'] })
        .expect(400);
      expect(response.body).toEqual(roleNotFound('superuser'));
      expect(await roleOf(org.id, member.userId)).toBe('member');
    });

    it('refuses an unknown member id with 400 MEMBER_NOT_FOUND', async () => {
      await organization();
      const response = await api.updateRole(owner.cookie, { memberId: 'no-such-member', role: 'admin' }).expect(400);
      expect(response.body).toEqual(MEMBER_NOT_FOUND);
    });

    it('refuses a member of another organization with 403 YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER and keeps their role', async () => {
      await organization();
      const otherOwner = anotherUser();
      const other = await createOrganization(t.http, otherOwner.cookie);
      const theirs = await join(other.id, 'member');
      const response = await api.updateRole(owner.cookie, { memberId: theirs.memberId, role: 'admin' }).expect(403);
      expect(response.body).toEqual(NOT_ALLOWED_TO_UPDATE_MEMBER);
      const role = await request(t.http)
        .get(`${ORG}/get-active-member-role`)
        .set('Cookie', otherOwner.cookie)
        .query({ userId: theirs.userId })
        .expect(200);
      expect(role.body).toEqual({ role: 'member' });
    });

    it('refuses a caller who is not a member with 400 MEMBER_NOT_FOUND', async () => {
      const org = await organization();
      const member = await join(org.id, 'member');
      const response = await api
        .updateRole(outsider.cookie, { memberId: member.memberId, role: 'admin', organizationId: org.id })
        .expect(400);
      expect(response.body).toEqual(MEMBER_NOT_FOUND);
      expect(await roleOf(org.id, member.userId)).toBe('member');
    });

    it('refuses a call naming no organization, without an active one, with 400 NO_ACTIVE_ORGANIZATION', async () => {
      const org = await organization();
      const member = await join(org.id, 'member');
      await setActiveOrganization(t.http, owner.cookie, null);
      const response = await api.updateRole(owner.cookie, { memberId: member.memberId, role: 'admin' }).expect(400);
      expect(response.body).toEqual(NO_ACTIVE_ORGANIZATION);
    });
  });
});
