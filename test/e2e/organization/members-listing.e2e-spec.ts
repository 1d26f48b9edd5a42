import {
  NO_ACTIVE_ORGANIZATION,
  NOT_A_MEMBER_OF_THIS_ORGANIZATION as NOT_A_MEMBER,
  ORGANIZATION_NOT_FOUND,
} from '../../support/organization-errors';
import { membersSuite } from '../../support/organization-fixtures';
import { setActiveOrganization } from '../../support/organizations';

describe('Organization members', () => {
  const { t, api, owner, outsider, join, organization } = membersSuite();

  describe('GET /organization/list-members', () => {
    let org: { id: string; slug: string; defaultTeamId: string };
    /** Members in the order they joined: owner, admin, member, member, admin. */
    let joined: Array<{ userId: string; role: string; email: string }>;

    beforeAll(async () => {
      org = await organization();
      joined = [{ userId: owner.userId, role: 'owner', email: owner.email }];
      for (const role of ['admin', 'member', 'member', 'admin']) {
        t.clock.advanceSeconds(60);
        const member = await join(org.id, role);
        joined.push({ userId: member.userId, role, email: member.email });
      }
    });

    const ids = (body: { members: Array<{ userId: string }> }) => body.members.map((member) => member.userId);

    it('answers {members, total} with each member and their user, oldest first', async () => {
      const response = await api.listMembers(owner.cookie, { organizationId: org.id }).expect(200);
      expect(response.body.total).toBe(5);
      expect(ids(response.body)).toEqual(joined.map((member) => member.userId));
      expect(response.body.members[0]).toEqual({
        id: expect.any(String),
        organizationId: org.id,
        userId: owner.userId,
        role: 'owner',
        createdAt: expect.any(String),
        user: { id: owner.userId, name: 'Olive Owner', email: owner.email, image: null },
      });
      expect(response.body.members[1].user).toEqual({
        id: joined[1].userId,
        name: 'Test User',
        email: joined[1].email,
        image: null,
      });
    });

    it('pages with limit and offset while total counts them all', async () => {
      const response = await api.listMembers(owner.cookie, { organizationId: org.id, limit: 2, offset: 1 }).expect(200);
      expect(response.body.total).toBe(5);
      expect(ids(response.body)).toEqual([joined[1].userId, joined[2].userId]);
      const last = await api.listMembers(owner.cookie, { organizationId: org.id, limit: 2, offset: 4 }).expect(200);
      expect(ids(last.body)).toEqual([joined[4].userId]);
    });

    it.each(['asc', 'desc'] as const)('sorts by role %s', async (sortDirection) => {
      const response = await api
        .listMembers(owner.cookie, { organizationId: org.id, sortBy: 'role', sortDirection })
        .expect(200);
      const roles = response.body.members.map((member: { role: string }) => member.role);
      const ascending = ['admin', 'admin', 'member', 'member', 'owner'];
      expect(roles).toEqual(sortDirection === 'asc' ? ascending : [...ascending].reverse());
    });

    it('sorts by createdAt descending', async () => {
      const response = await api
        .listMembers(owner.cookie, { organizationId: org.id, sortBy: 'createdAt', sortDirection: 'desc' })
        .expect(200);
      expect(ids(response.body)).toEqual(joined.map((member) => member.userId).reverse());
    });

    it('filters on role with eq (the default operator) and counts only the matches', async () => {
      const admins = joined.filter((member) => member.role === 'admin').map((member) => member.userId);
      const byDefault = await api
        .listMembers(owner.cookie, { organizationId: org.id, filterField: 'role', filterValue: 'admin' })
        .expect(200);
      expect(byDefault.body.total).toBe(2);
      expect(ids(byDefault.body)).toEqual(admins);
      const byEq = await api
        .listMembers(owner.cookie, {
          organizationId: org.id,
          filterField: 'role',
          filterValue: 'admin',
          filterOperator: 'eq',
        })
        .expect(200);
      expect(ids(byEq.body)).toEqual(admins);
    });

    it('filters on role with ne', async () => {
      const response = await api
        .listMembers(owner.cookie, {
          organizationId: org.id,
          filterField: 'role',
          filterValue: 'admin',
          filterOperator: 'ne',
        })
        .expect(200);
      expect(response.body.total).toBe(3);
      expect(ids(response.body)).toEqual(
        joined.filter((member) => member.role !== 'admin').map((member) => member.userId),
      );
    });

    it('lists the organization named by slug rather than the active one', async () => {
      await organization();
      const response = await api.listMembers(owner.cookie, { organizationSlug: org.slug }).expect(200);
      expect(response.body.total).toBe(5);
      expect(ids(response.body)).toEqual(joined.map((member) => member.userId));
    });

    it('lists the active organization when none is named', async () => {
      await setActiveOrganization(t.http, owner.cookie, org.id);
      const response = await api.listMembers(owner.cookie).expect(200);
      expect(ids(response.body)).toEqual(joined.map((member) => member.userId));
    });

    it('refuses a caller who is not a member with 403 YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION', async () => {
      expect((await api.listMembers(outsider.cookie, { organizationId: org.id }).expect(403)).body).toEqual(
        NOT_A_MEMBER,
      );
      expect((await api.listMembers(outsider.cookie, { organizationSlug: org.slug }).expect(403)).body).toEqual(
        NOT_A_MEMBER,
      );
    });

    it('refuses a session without an active organization, naming none, with 400 NO_ACTIVE_ORGANIZATION', async () => {
      expect((await api.listMembers(outsider.cookie).expect(400)).body).toEqual(NO_ACTIVE_ORGANIZATION);
    });

    it('refuses an unknown slug with 400 ORGANIZATION_NOT_FOUND', async () => {
      expect((await api.listMembers(owner.cookie, { organizationSlug: 'no-such-slug' }).expect(400)).body).toEqual(
        ORGANIZATION_NOT_FOUND,
      );
    });

    it.each([
      ['a limit that is not a number', { limit: 'ten' }],
      ['a limit of 0', { limit: 0 }],
      ['a negative offset', { offset: -1 }],
      ['an unknown sort direction', { sortBy: 'role', sortDirection: 'up' }],
      ['an unknown filter operator', { filterField: 'role', filterValue: 'admin', filterOperator: 'like' }],
    ])('refuses %s with 400 VALIDATION_ERROR', async (_label, query) => {
      const response = await api.listMembers(owner.cookie, { organizationId: org.id, ...query }).expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid query parameters' });
    });
  });
});
