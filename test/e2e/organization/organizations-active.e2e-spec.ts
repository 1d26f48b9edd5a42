import request from 'supertest';
import { ADMIN_TEST_CONFIG } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signIn, signUp } from '../../support/factories';
import { ORG, createOrganization, orgError, storedSession } from '../../support/organizations';

const UNAUTHORIZED = orgError('UNAUTHORIZED', 'Unauthorized');
const ORGANIZATION_NOT_FOUND = orgError('ORGANIZATION_NOT_FOUND', 'Organization not found');
const NOT_A_MEMBER = orgError('USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION', 'User is not a member of the organization');

type Body = Record<string, any>;

function setCookieLines(response: request.Response): string[] {
  return (response.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
}

describe('organizations', () => {
  let t: TestApp;
  /** A user who never joins or activates an organization: the stranger of refusal and read-only tests. */
  let outsider: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    outsider = await signUp(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  const post = (path: string, cookie: string | null, body: Body = {}) => {
    const call = request(t.http).post(`${ORG}/${path}`);
    return (cookie ? call.set('Cookie', cookie) : call).send(body);
  };
  const get = (path: string, cookie: string | null, query: Body = {}) => {
    const call = request(t.http).get(`${ORG}/${path}`).query(query);
    return cookie ? call.set('Cookie', cookie) : call;
  };

  /** A signed-up user who owns a fresh organization (and works in it). */
  async function ownerWithOrganization(body: Body = {}): Promise<{ owner: SignedUpUser; org: Body }> {
    const owner = await signUp(t.http);
    const org = await createOrganization(t.http, owner.cookie, body);
    return { owner, org };
  }

  async function teamsOf(cookie: string, organizationId: string): Promise<Body[]> {
    return (await get('list-teams', cookie, { organizationId }).expect(200)).body;
  }

  async function orgIdsOf(cookie: string): Promise<string[]> {
    return (await get('list', cookie).expect(200)).body.map((org: Body) => org.id);
  }

  describe('POST /organization/set-active', () => {
    it('makes the organization active by id, answers it, re-issues the cookie and leaves the old team behind', async () => {
      const { owner, org: first } = await ownerWithOrganization();
      const second = await createOrganization(t.http, owner.cookie, { keepCurrentActiveOrganization: true });

      const response = await post('set-active', owner.cookie, { organizationId: second.id }).expect(200);

      expect(response.body).toEqual({ id: second.id, name: 'Acme', slug: second.slug, logo: null, metadata: null, createdAt: second.createdAt });
      expect(setCookieLines(response)).toEqual(expect.arrayContaining([expect.stringMatching(/^better-auth\.session_token=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax/)]));
      const session = await request(t.http).get('/api/auth/get-session').set('Cookie', owner.cookie).expect(200);
      expect(session.body.session).toMatchObject({ activeOrganizationId: second.id, activeTeamId: null });
      expect(await orgIdsOf(owner.cookie)).toEqual([first.id, second.id]);
    });

    it('re-issues a session that is not remembered as a browser-session cookie (no Max-Age)', async () => {
      const { owner, org } = await ownerWithOrganization();
      const signedIn = await request(t.http).post('/api/auth/sign-in/email').send({ email: owner.email, password: owner.password, rememberMe: false }).expect(200);
      const cookie = setCookieLines(signedIn).map((line) => line.split(';')[0]).join('; ');

      const response = await post('set-active', cookie, { organizationId: org.id }).expect(200);

      const token = setCookieLines(response).find((line) => line.startsWith('better-auth.session_token='));
      expect(token).toMatch(/^better-auth\.session_token=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
      expect(await storedSession(t.http, cookie)).toMatchObject({ activeOrganizationId: org.id });
    });

    it('makes the organization active by slug', async () => {
      const { owner } = await ownerWithOrganization();
      const second = await createOrganization(t.http, owner.cookie, { keepCurrentActiveOrganization: true });

      const response = await post('set-active', owner.cookie, { organizationSlug: second.slug }).expect(200);

      expect(response.body).toMatchObject({ id: second.id });
      expect(await storedSession(t.http, owner.cookie)).toMatchObject({ activeOrganizationId: second.id, activeTeamId: null });
    });

    it('keeps the active team when the organization already active is set again', async () => {
      const { owner, org } = await ownerWithOrganization();
      const [team] = await teamsOf(owner.cookie, org.id);

      await post('set-active', owner.cookie, { organizationId: org.id }).expect(200);

      expect(await storedSession(t.http, owner.cookie)).toMatchObject({ activeOrganizationId: org.id, activeTeamId: team.id });
    });

    it('clears the active organization and team with organizationId null and answers null', async () => {
      const { owner } = await ownerWithOrganization();

      const response = await post('set-active', owner.cookie, { organizationId: null }).expect(200);

      expect(response.text).toBe('null');
      const session = await request(t.http).get('/api/auth/get-session').set('Cookie', owner.cookie).expect(200);
      expect(session.body.session).toMatchObject({ activeOrganizationId: null, activeTeamId: null });
    });

    it('answers the active organization when neither id nor slug is given, and null when there is none', async () => {
      const { owner, org } = await ownerWithOrganization();
      expect((await post('set-active', owner.cookie, {}).expect(200)).body).toMatchObject({ id: org.id });

      expect((await post('set-active', outsider.cookie, {}).expect(200)).text).toBe('null');
    });

    it('refuses a non-member with 403 USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION, by id and by slug, without activating it', async () => {
      const { org } = await ownerWithOrganization();
      const { owner: stranger } = await ownerWithOrganization();

      expect((await post('set-active', stranger.cookie, { organizationId: org.id }).expect(403)).body).toEqual(NOT_A_MEMBER);
      expect((await post('set-active', stranger.cookie, { organizationSlug: org.slug }).expect(403)).body).toEqual(NOT_A_MEMBER);
      expect((await storedSession(t.http, stranger.cookie)).activeOrganizationId).not.toBe(org.id);
    });

    it('refuses an unknown organizationId with 403 USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION, as Better Auth does', async () => {
      const response = await post('set-active', outsider.cookie, { organizationId: 'no-such-org' }).expect(403);
      expect(response.body).toEqual(NOT_A_MEMBER);
    });

    it('refuses an unknown slug with 400 ORGANIZATION_NOT_FOUND', async () => {
      const response = await post('set-active', outsider.cookie, { organizationSlug: 'no-such-slug' }).expect(400);
      expect(response.body).toEqual(ORGANIZATION_NOT_FOUND);
    });

    it('refuses a caller without a session with 401 UNAUTHORIZED', async () => {
      const response = await post('set-active', null, { organizationId: null }).expect(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    });

    it('moves only the calling session, not the user\'s other sessions', async () => {
      const { owner, org } = await ownerWithOrganization();
      const otherCookie = await signIn(t.http, owner.email);

      await post('set-active', owner.cookie, { organizationId: null }).expect(200);
      await post('set-active', otherCookie, { organizationId: org.id }).expect(200);

      expect(await storedSession(t.http, owner.cookie)).toMatchObject({ activeOrganizationId: null });
      expect(await storedSession(t.http, otherCookie)).toMatchObject({ activeOrganizationId: org.id });
    });
  });
});
