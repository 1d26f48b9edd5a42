import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signIn, signUp } from '../../support/factories';
import { ORG, addMember, createOrganization, orgError, setActiveOrganization, storedSession } from '../../support/organizations';

const NO_ACTIVE_ORGANIZATION = orgError('NO_ACTIVE_ORGANIZATION', 'No active organization');
const MEMBER_NOT_FOUND = orgError('MEMBER_NOT_FOUND', 'Member not found');
const NOT_A_MEMBER = orgError('YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION', 'You are not a member of this organization');

type Body = Record<string, unknown>;

const POOL_SIZE = 8;

function requests(t: TestApp) {
  const withCookie = (call: request.Test, cookie: string | null) => (cookie ? call.set('Cookie', cookie) : call);
  return {
    addMember: (body: Body, cookie: string | null = null) => withCookie(request(t.http).post(`${ORG}/add-member`), cookie).set('x-service-key', TEST_SERVICE_KEY).send(body),
    removeMember: (cookie: string, body: Body) => request(t.http).post(`${ORG}/remove-member`).set('Cookie', cookie).send(body),
    activeRole: (cookie: string, query: Body = {}) => request(t.http).get(`${ORG}/get-active-member-role`).set('Cookie', cookie).query(query),
    listMembers: (cookie: string, query: Body = {}) => request(t.http).get(`${ORG}/list-members`).set('Cookie', cookie).query(query),
    userTeams: (cookie: string) => request(t.http).get(`${ORG}/list-user-teams`).set('Cookie', cookie),
    setActiveTeam: (cookie: string, teamId: string | null) => request(t.http).post(`${ORG}/set-active-team`).set('Cookie', cookie).send({ teamId }),
  };
}

describe('Organization members', () => {
  let t: TestApp;
  let api: ReturnType<typeof requests>;
  let owner: SignedUpUser;
  let outsider: SignedUpUser;
  let pool: SignedUpUser[];
  let taken = 0;

  /**
   * One of a few users signed up once (hashing passwords is slow), in turn: each test works in an
   * organization of its own, so the few it takes are new to it, though they may belong to others.
   */
  function anotherUser(): SignedUpUser {
    return pool[taken++ % POOL_SIZE];
  }

  /** Another user, made a member of the organization (through the service key) with the role. */
  async function join(organizationId: string, role: string | string[] = 'member'): Promise<SignedUpUser & { memberId: string }> {
    const user = anotherUser();
    const member = await addMember(t.http, organizationId, user.userId, role);
    return { ...user, memberId: member.id };
  }

  /** A fresh organization of `owner`'s (the owner's session moves to it and its default team). */
  async function organization(): Promise<{ id: string; slug: string; defaultTeamId: string }> {
    const created = await createOrganization(t.http, owner.cookie);
    const session = await storedSession(t.http, owner.cookie);
    return { id: created.id, slug: created.slug, defaultTeamId: session.activeTeamId };
  }

  async function teamIdsOf(cookie: string): Promise<string[]> {
    const response = await api.userTeams(cookie).expect(200);
    return response.body.map((team: { id: string }) => team.id);
  }

  async function memberUserIds(cookie: string, organizationId: string): Promise<string[]> {
    const response = await api.listMembers(cookie, { organizationId }).expect(200);
    return response.body.members.map((member: { userId: string }) => member.userId);
  }

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    api = requests(t);
    owner = await signUp(t.http, { name: 'Olive Owner' });
    pool = await Promise.all(Array.from({ length: POOL_SIZE }, () => signUp(t.http)));
    // Belongs to no organization, so their session never has an active one.
    outsider = await signUp(t.http);
  });

  afterAll(() => t.close());

  describe('POST /organization/remove-member', () => {
    it('removes a member by id and answers {member}', async () => {
      const org = await organization();
      const member = await join(org.id, 'admin');
      const response = await api.removeMember(owner.cookie, { memberIdOrEmail: member.memberId, organizationId: org.id }).expect(200);
      expect(response.body).toEqual({
        member: { id: member.memberId, organizationId: org.id, userId: member.userId, role: 'admin', createdAt: expect.any(String) },
      });
      expect(await memberUserIds(owner.cookie, org.id)).not.toContain(member.userId);
      expect((await api.activeRole(member.cookie, { organizationId: org.id }).expect(403)).body).toEqual(NOT_A_MEMBER);
    });

    it('removes a member by e-mail address, whatever its case, in the active organization', async () => {
      const org = await organization();
      const member = await join(org.id);
      const response = await api.removeMember(owner.cookie, { memberIdOrEmail: member.email.toUpperCase() }).expect(200);
      expect(response.body.member).toMatchObject({ id: member.memberId, userId: member.userId, organizationId: org.id });
      expect(await memberUserIds(owner.cookie, org.id)).not.toContain(member.userId);
    });

    it("takes the removed user out of the organization's teams and clears it from their sessions, not from others", async () => {
      const org = await organization();
      const other = await organization();
      const member = anotherUser();
      const joined = await api.addMember({ organizationId: org.id, userId: member.userId, role: 'member', teamId: org.defaultTeamId }).expect(200);
      await api.addMember({ organizationId: other.id, userId: member.userId, role: 'member', teamId: other.defaultTeamId }).expect(200);
      // The member works in the organization and its default team on one session, in the other organization on a second;
      // the owner works in the organization too.
      await api.setActiveTeam(member.cookie, org.defaultTeamId).expect(200);
      await setActiveOrganization(t.http, owner.cookie, org.id);
      const secondSession = await signIn(t.http, member.email);
      await setActiveOrganization(t.http, secondSession, other.id);
      expect(await storedSession(t.http, member.cookie)).toMatchObject({ activeOrganizationId: org.id, activeTeamId: org.defaultTeamId });

      await api.removeMember(owner.cookie, { memberIdOrEmail: joined.body.id, organizationId: org.id }).expect(200);

      expect(await storedSession(t.http, member.cookie)).toMatchObject({ activeOrganizationId: null, activeTeamId: null });
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

    it("refuses a member id of another organization with 400 MEMBER_NOT_FOUND and leaves that member in place", async () => {
      const org = await organization();
      const otherOwner = anotherUser();
      const other = await createOrganization(t.http, otherOwner.cookie);
      const theirs = await join(other.id);
      const response = await api.removeMember(owner.cookie, { memberIdOrEmail: theirs.memberId, organizationId: org.id }).expect(400);
      expect(response.body).toEqual(MEMBER_NOT_FOUND);
      expect(await memberUserIds(otherOwner.cookie, other.id)).toContain(theirs.userId);
    });

    it('refuses an e-mail address of a user who is not in the organization with 400 MEMBER_NOT_FOUND', async () => {
      const org = await organization();
      const response = await api.removeMember(owner.cookie, { memberIdOrEmail: outsider.email, organizationId: org.id }).expect(400);
      expect(response.body).toEqual(MEMBER_NOT_FOUND);
    });

    it('refuses a caller who is not a member of the organization with 400 MEMBER_NOT_FOUND', async () => {
      const org = await organization();
      const member = await join(org.id);
      const response = await api.removeMember(outsider.cookie, { memberIdOrEmail: member.memberId, organizationId: org.id }).expect(400);
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
