import request from 'supertest';
import { ADMIN_TEST_CONFIG } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import { ORG, addMember, createOrganization, orgError, setActiveOrganization, storedSession } from '../../support/organizations';

const NO_ACTIVE_ORGANIZATION = orgError('NO_ACTIVE_ORGANIZATION', 'No active organization');
const ORGANIZATION_NOT_FOUND = orgError('ORGANIZATION_NOT_FOUND', 'Organization not found');
const NOT_A_MEMBER = orgError('YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION', 'You are not a member of this organization');

type Body = Record<string, unknown>;

const POOL_SIZE = 8;

function requests(t: TestApp) {
  return {
    activeMember: (cookie: string) => request(t.http).get(`${ORG}/get-active-member`).set('Cookie', cookie),
    activeRole: (cookie: string, query: Body = {}) => request(t.http).get(`${ORG}/get-active-member-role`).set('Cookie', cookie).query(query),
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

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    api = requests(t);
    owner = await signUp(t.http, { name: 'Olive Owner' });
    pool = await Promise.all(Array.from({ length: POOL_SIZE }, () => signUp(t.http)));
    // Belongs to no organization, so their session never has an active one.
    outsider = await signUp(t.http);
  });

  afterAll(() => t.close());

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
      expect((await api.activeRole(member.cookie, { organizationId: org.id }).expect(200)).body).toEqual({ role: 'admin,member' });
      expect((await api.activeRole(member.cookie, { organizationSlug: org.slug }).expect(200)).body).toEqual({ role: 'admin,member' });
    });

    it("answers a fellow member's role when given their userId", async () => {
      const org = await organization();
      const member = await join(org.id, 'member');
      const response = await api.activeRole(member.cookie, { organizationId: org.id, userId: owner.userId }).expect(200);
      expect(response.body).toEqual({ role: 'owner' });
    });

    it('refuses a caller who is not a member with 403 YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION', async () => {
      const org = await organization();
      const response = await api.activeRole(outsider.cookie, { organizationId: org.id, userId: owner.userId }).expect(403);
      expect(response.body).toEqual(NOT_A_MEMBER);
    });

    it('refuses a userId who is not a member with 403 YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION', async () => {
      const org = await organization();
      const response = await api.activeRole(owner.cookie, { organizationId: org.id, userId: outsider.userId }).expect(403);
      expect(response.body).toEqual(NOT_A_MEMBER);
    });

    it('refuses a session without an active organization, naming none, with 400 NO_ACTIVE_ORGANIZATION', async () => {
      expect((await api.activeRole(outsider.cookie).expect(400)).body).toEqual(NO_ACTIVE_ORGANIZATION);
    });

    it('refuses an unknown slug with 400 ORGANIZATION_NOT_FOUND', async () => {
      expect((await api.activeRole(owner.cookie, { organizationSlug: 'no-such-slug' }).expect(400)).body).toEqual(ORGANIZATION_NOT_FOUND);
    });
  });
});
