import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { signUp } from '../../support/factories';
import {
  ALREADY_A_MEMBER,
  LIMIT_REACHED,
  NO_ACTIVE_ORGANIZATION,
  ORGANIZATION_NOT_FOUND,
  roleNotFound,
  TEAM_NOT_FOUND,
  UNAUTHORIZED,
  USER_NOT_FOUND,
} from '../../support/organization-errors';
import { membersSuite } from '../../support/organization-fixtures';
import { ORG, createOrganization, newMember } from '../../support/organizations';

describe('Organization members', () => {
  const { t, api, owner, anotherUser, join, organization, roleOf, teamIdsOf, memberUserIds } = membersSuite();

  describe('POST /organization/add-member', () => {
    it('refuses a call without x-service-key with 401 UNAUTHORIZED, even from the signed-in owner', async () => {
      const org = await organization();
      const user = anotherUser();
      const response = await api
        .addMemberAsClient(owner.cookie, { organizationId: org.id, userId: user.userId, role: 'member' })
        .expect(401);
      expect(response.body).toEqual(UNAUTHORIZED);
      expect(await memberUserIds(owner.cookie, org.id)).not.toContain(user.userId);
    });

    it('refuses a wrong service key with 401 UNAUTHORIZED', async () => {
      const org = await organization();
      const user = anotherUser();
      const response = await request(t.http)
        .post(`${ORG}/add-member`)
        .set('x-service-key', `${TEST_SERVICE_KEY}-wrong`)
        .send({ organizationId: org.id, userId: user.userId, role: 'member' })
        .expect(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    });

    it('adds the user with the role and answers the member row', async () => {
      const org = await organization();
      const user = anotherUser();
      const before = t.clock.now().getTime();
      const response = await api.addMember({ organizationId: org.id, userId: user.userId, role: 'admin' }).expect(200);
      expect(response.body).toEqual({
        id: expect.any(String),
        organizationId: org.id,
        userId: user.userId,
        role: 'admin',
        createdAt: expect.any(String),
      });
      const createdAt = new Date(response.body.createdAt).getTime();
      expect(createdAt).toBeGreaterThanOrEqual(before);
      expect(createdAt).toBeLessThanOrEqual(t.clock.now().getTime());
      expect(await memberUserIds(owner.cookie, org.id)).toContain(user.userId);
      expect((await api.activeRole(user.cookie, { organizationId: org.id }).expect(200)).body).toEqual({
        role: 'admin',
      });
    });

    it('stores a role array comma-joined', async () => {
      const org = await organization();
      const user = anotherUser();
      const response = await api
        .addMember({ organizationId: org.id, userId: user.userId, role: ['admin', 'member'] })
        .expect(200);
      expect(response.body.role).toBe('admin,member');
      expect(await roleOf(org.id, user.userId)).toBe('admin,member');
    });

    it('puts the new member in the team given by teamId', async () => {
      const org = await organization();
      const user = anotherUser();
      await api
        .addMember({ organizationId: org.id, userId: user.userId, role: 'member', teamId: org.defaultTeamId })
        .expect(200);
      expect(await teamIdsOf(user.cookie)).toContain(org.defaultTeamId);
    });

    it('adds the user to the active organization of the session sent along when none is named', async () => {
      const org = await organization();
      const user = anotherUser();
      const response = await api.addMember({ userId: user.userId, role: 'member' }, owner.cookie).expect(200);
      expect(response.body.organizationId).toBe(org.id);
      expect(await memberUserIds(owner.cookie, org.id)).toContain(user.userId);
    });

    it('refuses an unknown user with 400 USER_NOT_FOUND', async () => {
      const org = await organization();
      const response = await api
        .addMember({ organizationId: org.id, userId: 'no-such-user', role: 'member' })
        .expect(400);
      expect(response.body).toEqual(USER_NOT_FOUND);
    });

    it('refuses a user who is already a member with 400 USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION', async () => {
      const org = await organization();
      const member = await join(org.id, 'member');
      const response = await api
        .addMember({ organizationId: org.id, userId: member.userId, role: 'admin' })
        .expect(400);
      expect(response.body).toEqual(ALREADY_A_MEMBER);
      expect(await roleOf(org.id, member.userId)).toBe('member');
    });

    it('refuses an unknown team, or a team of another organization, with 400 TEAM_NOT_FOUND and adds nobody', async () => {
      const org = await organization();
      const other = await organization();
      const user = anotherUser();
      expect(
        (
          await api
            .addMember({ organizationId: org.id, userId: user.userId, role: 'member', teamId: 'no-such-team' })
            .expect(400)
        ).body,
      ).toEqual(TEAM_NOT_FOUND);
      expect(
        (
          await api
            .addMember({ organizationId: org.id, userId: user.userId, role: 'member', teamId: other.defaultTeamId })
            .expect(400)
        ).body,
      ).toEqual(TEAM_NOT_FOUND);
      expect(await memberUserIds(owner.cookie, org.id)).not.toContain(user.userId);
      expect(await teamIdsOf(user.cookie)).not.toContain(other.defaultTeamId);
    });

    it.each([
      ['a single unknown role', 'x', 'x'],
      ['unknown roles in a list', ['admin', 'x', 'y'], 'x, y'],
      ['an unknown role comma-joined with a known one', 'member,superuser', 'superuser'],
    ])('refuses %s with 400 ROLE_NOT_FOUND naming them', async (_label, role, names) => {
      const org = await organization();
      const user = anotherUser();
      const response = await api.addMember({ organizationId: org.id, userId: user.userId, role }).expect(400);
      expect(response.body).toEqual(roleNotFound(names));
      expect(await memberUserIds(owner.cookie, org.id)).not.toContain(user.userId);
    });

    it('refuses a call naming no organization, without a session, with 400 NO_ACTIVE_ORGANIZATION', async () => {
      const user = anotherUser();
      const response = await api.addMember({ userId: user.userId, role: 'member' }).expect(400);
      expect(response.body).toEqual(NO_ACTIVE_ORGANIZATION);
    });

    it('refuses an unknown organization with 400 ORGANIZATION_NOT_FOUND', async () => {
      const user = anotherUser();
      const response = await api
        .addMember({ organizationId: 'no-such-organization', userId: user.userId, role: 'member' })
        .expect(400);
      expect(response.body).toEqual(ORGANIZATION_NOT_FOUND);
    });

    it('refuses a missing role with 400 VALIDATION_ERROR', async () => {
      const org = await organization();
      const user = anotherUser();
      const response = await api.addMember({ organizationId: org.id, userId: user.userId }).expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
    });
  });
});

describe('Organization members: POST /organization/add-member with organization.membershipLimit 3', () => {
  let small: TestApp;

  beforeAll(async () => {
    small = await createTestApp({ config: { ...ADMIN_TEST_CONFIG, organization: { membershipLimit: 3 } } });
  });

  afterAll(() => small.close());

  it('adds members up to the limit, then refuses with 403 ORGANIZATION_MEMBERSHIP_LIMIT_REACHED', async () => {
    const creator = await signUp(small.http);
    const org = await createOrganization(small.http, creator.cookie);
    await newMember(small.http, org.id);
    await newMember(small.http, org.id);
    const fourth = await signUp(small.http);
    const response = await request(small.http)
      .post(`${ORG}/add-member`)
      .set('x-service-key', TEST_SERVICE_KEY)
      .send({ organizationId: org.id, userId: fourth.userId, role: 'member' })
      .expect(403);
    expect(response.body).toEqual(LIMIT_REACHED);
    const list = await request(small.http)
      .get(`${ORG}/list-members`)
      .set('Cookie', creator.cookie)
      .query({ organizationId: org.id })
      .expect(200);
    expect(list.body.total).toBe(3);
  });
});
