import request from 'supertest';
import { ADMIN_TEST_CONFIG } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import { ORG, addMember, createOrganization, orgError, setActiveOrganization, storedSession } from '../../support/organizations';

const NO_ACTIVE_ORGANIZATION = orgError('NO_ACTIVE_ORGANIZATION', 'No active organization');
const MEMBER_NOT_FOUND = orgError('MEMBER_NOT_FOUND', 'Member not found');
const NOT_ALLOWED_TO_UPDATE_MEMBER = orgError('YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER', 'You are not allowed to update this member');
const roleNotFound = (names: string) => orgError('ROLE_NOT_FOUND', `Role not found: ${names}`);

type Body = Record<string, unknown>;

const POOL_SIZE = 8;

function requests(t: TestApp) {
  return {
    updateRole: (cookie: string, body: Body) => request(t.http).post(`${ORG}/update-member-role`).set('Cookie', cookie).send(body),
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

  /** The member's role as the organization stores it, read by the owner. */
  async function roleOf(organizationId: string, userId: string): Promise<string> {
    const response = await api.activeRole(owner.cookie, { organizationId, userId }).expect(200);
    return response.body.role;
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

  describe('POST /organization/update-member-role', () => {
    it('lets the owner promote a member to admin and answers the updated member row', async () => {
      const org = await organization();
      const member = await join(org.id, 'member');
      const response = await api.updateRole(owner.cookie, { memberId: member.memberId, role: 'admin', organizationId: org.id }).expect(200);
      expect(response.body).toEqual({ id: member.memberId, organizationId: org.id, userId: member.userId, role: 'admin', createdAt: expect.any(String) });
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
      const response = await api.updateRole(owner.cookie, { memberId: member.memberId, role: ['admin', 'member'] }).expect(200);
      expect(response.body.role).toBe('admin,member');
      expect(await roleOf(org.id, member.userId)).toBe('admin,member');
    });

    it('refuses an unknown role with 400 ROLE_NOT_FOUND and keeps the role', async () => {
      const org = await organization();
      const member = await join(org.id, 'member');
      const response = await api.updateRole(owner.cookie, { memberId: member.memberId, role: ['admin', 'superuser'] }).expect(400);
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
      const role = await request(t.http).get(`${ORG}/get-active-member-role`).set('Cookie', otherOwner.cookie).query({ userId: theirs.userId }).expect(200);
      expect(role.body).toEqual({ role: 'member' });
    });

    it('refuses a caller who is not a member with 400 MEMBER_NOT_FOUND', async () => {
      const org = await organization();
      const member = await join(org.id, 'member');
      const response = await api.updateRole(outsider.cookie, { memberId: member.memberId, role: 'admin', organizationId: org.id }).expect(400);
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
