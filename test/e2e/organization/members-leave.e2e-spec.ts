import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signIn, signUp } from '../../support/factories';
import { ORG, addMember, createOrganization, orgError, setActiveOrganization, storedSession } from '../../support/organizations';

const MEMBER_NOT_FOUND = orgError('MEMBER_NOT_FOUND', 'Member not found');
const ONLY_OWNER = orgError('YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER', 'You cannot leave the organization as the only owner');

type Body = Record<string, unknown>;

const POOL_SIZE = 8;

function requests(t: TestApp) {
  const withCookie = (call: request.Test, cookie: string | null) => (cookie ? call.set('Cookie', cookie) : call);
  return {
    addMember: (body: Body, cookie: string | null = null) => withCookie(request(t.http).post(`${ORG}/add-member`), cookie).set('x-service-key', TEST_SERVICE_KEY).send(body),
    activeRole: (cookie: string, query: Body = {}) => request(t.http).get(`${ORG}/get-active-member-role`).set('Cookie', cookie).query(query),
    leave: (cookie: string, body: Body) => request(t.http).post(`${ORG}/leave`).set('Cookie', cookie).send(body),
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

  /** The member's role as the organization stores it, read by the owner. */
  async function roleOf(organizationId: string, userId: string): Promise<string> {
    const response = await api.activeRole(owner.cookie, { organizationId, userId }).expect(200);
    return response.body.role;
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

  describe('POST /organization/leave', () => {
    it('lets a member leave, answers their member row and clears the organization and team from their sessions', async () => {
      const org = await organization();
      const member = anotherUser();
      const joined = await api.addMember({ organizationId: org.id, userId: member.userId, role: 'member', teamId: org.defaultTeamId }).expect(200);
      await api.setActiveTeam(member.cookie, org.defaultTeamId).expect(200);
      const secondSession = await signIn(t.http, member.email);
      await setActiveOrganization(t.http, secondSession, org.id);

      const response = await api.leave(member.cookie, { organizationId: org.id }).expect(200);

      expect(response.body).toEqual({ id: joined.body.id, organizationId: org.id, userId: member.userId, role: 'member', createdAt: expect.any(String) });
      expect(await storedSession(t.http, member.cookie)).toMatchObject({ activeOrganizationId: null, activeTeamId: null });
      expect(await storedSession(t.http, secondSession)).toMatchObject({ activeOrganizationId: null, activeTeamId: null });
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
