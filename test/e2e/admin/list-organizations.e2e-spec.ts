import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY, createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import { encodeHostile } from '../../support/odd-text';
import { ORG, addMember, createOrganization, newMember } from '../../support/organizations';

const LIST = '/api/auth/admin/list-organizations';
const NOT_ALLOWED = {
  code: 'YOU_ARE_NOT_ALLOWED_TO_LIST_ORGANIZATIONS',
  message: 'You are not allowed to list organizations',
};

interface Listed {
  id: string;
  name: string;
  slug: string;
  memberCount: number;
  owner: { id: string; name: string; email: string } | null;
  createdAt: string;
}

interface Page {
  organizations: Listed[];
  total: number;
  limit: number;
  offset: number;
}

/** The organizations in creation order, a minute apart. */
const NAMES = ['Zeta Works', 'Acme Rockets', 'Beta Labs', 'Gamma', 'Orphan Org', '50%_off'];

describe('GET /api/auth/admin/list-organizations', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let plainUser: SignedUpUser;
  /** Each organization's creator (its first owner), in NAMES order. */
  const creators: SignedUpUser[] = [];
  const ids: string[] = [];
  let gammaOwner: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({
      config: {
        ...ADMIN_TEST_CONFIG,
        admin: { roles: { support: { user: ['list', 'get'] }, directory: { organization: ['list'] } } },
      },
    });
    admin = await createUserWithRole(t.http, 'admin');
    plainUser = await signUp(t.http, { name: 'Plain User' });
    const slugs = ['zeta-works', 'acme-rockets', 'beta-labs', 'acme-gamma', 'orphan-org', 'fifty-off'];
    for (const [index, name] of NAMES.entries()) {
      t.clock.advanceSeconds(60);
      const creator = await signUp(t.http, { name: `Creator ${index}` });
      creators.push(creator);
      ids.push((await createOrganization(t.http, creator.cookie, { name, slug: slugs[index] })).id);
    }
    const [zeta, , beta, gamma] = ids;
    // Zeta Works: three members.
    await newMember(t.http, zeta);
    await newMember(t.http, zeta, 'admin');
    // Beta Labs: a second owner joins later; the first stays the one shown.
    t.clock.advanceSeconds(60);
    await newMember(t.http, beta, 'owner');
    // Gamma: the creator hands over to a member holding owner among comma-joined roles, then steps down.
    gammaOwner = await signUp(t.http, { name: 'Gamma Heir' });
    await addMember(t.http, gamma, gammaOwner.userId, ['admin', 'owner']);
    const members = await request(t.http)
      .get(`${ORG}/list-members`)
      .set('Cookie', gammaOwner.cookie)
      .query({ organizationId: gamma })
      .expect(200);
    const creatorRow = members.body.members.find((member: { userId: string }) => member.userId === creators[3].userId);
    await request(t.http)
      .post(`${ORG}/update-member-role`)
      .set('Cookie', gammaOwner.cookie)
      .send({ organizationId: gamma, memberId: creatorRow.id, role: 'member' })
      .expect(200);
    // Orphan Org: its only member, the owner, is deleted with their account.
    await request(t.http)
      .post('/api/auth/admin/remove-user')
      .set('Cookie', admin.cookie)
      .send({ userId: creators[4].userId })
      .expect(200);
  });

  afterAll(async () => {
    await t.close();
  });

  async function list(query: Record<string, string | number> = {}, cookie = admin.cookie): Promise<Page> {
    const response = await request(t.http).get(LIST).set('Cookie', cookie).query(query).expect(200);
    return response.body;
  }

  const names = (page: Page) => page.organizations.map((organization) => organization.name);

  describe('without parameters', () => {
    it('answers every organization, oldest first, with the total, limit 100 and offset 0', async () => {
      const page = await list();
      expect(names(page)).toEqual(NAMES);
      expect(page).toMatchObject({ total: 6, limit: 100, offset: 0 });
    });

    it('shows each organization with its fields, member count and owner', async () => {
      const page = await list();
      expect(page.organizations[1]).toEqual({
        id: ids[1],
        name: 'Acme Rockets',
        slug: 'acme-rockets',
        logo: null,
        metadata: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        memberCount: 1,
        owner: { id: creators[1].userId, name: 'Creator 1', email: creators[1].email },
      });
    });

    it('counts every member, the owner included', async () => {
      const page = await list();
      expect(page.organizations.map((organization) => organization.memberCount)).toEqual([3, 1, 2, 2, 0, 1]);
    });

    it('shows the earliest member holding the owner role, alone or among comma-joined roles, or null when none is left', async () => {
      const owners = (await list()).organizations.map((organization) => organization.owner?.id ?? null);
      expect(owners).toEqual([
        creators[0].userId,
        creators[1].userId,
        creators[2].userId,
        gammaOwner.userId,
        null,
        creators[5].userId,
      ]);
    });
  });

  describe('search', () => {
    it.each([
      ['the name, ignoring case', 'ROCKETS', ['Acme Rockets']],
      ['the slug, ignoring case', 'ACME', ['Acme Rockets', 'Gamma']],
      ['the middle of either', 'ta', ['Zeta Works', 'Beta Labs']],
      ['wildcards as plain text', '%_', ['50%_off']],
    ])('finds text in %s', async (_case, searchValue, expected) => {
      const page = await list({ searchValue });
      expect(names(page)).toEqual(expected);
      expect(page.total).toBe(expected.length);
    });

    it('finds nothing for text no organization holds, with total 0', async () => {
      expect(await list({ searchValue: 'nowhere' })).toEqual({ organizations: [], total: 0, limit: 100, offset: 0 });
    });

    it('takes a lone surrogate as text that matches nothing, on every database', async () => {
      const response = await request(t.http)
        .get(`${LIST}?searchValue=${encodeHostile('Ac\ud800')}`)
        .set('Cookie', admin.cookie)
        .expect(200);
      expect(response.body).toEqual({ organizations: [], total: 0, limit: 100, offset: 0 });
    });
  });

  describe('sort', () => {
    it('sorts by name ascending and descending', async () => {
      const sorted = ['50%_off', 'Acme Rockets', 'Beta Labs', 'Gamma', 'Orphan Org', 'Zeta Works'];
      expect(names(await list({ sortBy: 'name' }))).toEqual(sorted);
      expect(names(await list({ sortBy: 'name', sortDirection: 'desc' }))).toEqual([...sorted].reverse());
    });

    it('sorts by createdAt descending', async () => {
      expect(names(await list({ sortBy: 'createdAt', sortDirection: 'desc' }))).toEqual([...NAMES].reverse());
    });

    it('sorts by member count, ties oldest first', async () => {
      expect(names(await list({ sortBy: 'memberCount', sortDirection: 'desc' }))).toEqual([
        'Zeta Works',
        'Beta Labs',
        'Gamma',
        'Acme Rockets',
        '50%_off',
        'Orphan Org',
      ]);
      expect(names(await list({ sortBy: 'memberCount' }))[0]).toBe('Orphan Org');
    });
  });

  describe('paging', () => {
    it('answers one page with the total of all matches', async () => {
      const page = await list({ sortBy: 'createdAt', limit: 2, offset: 2 });
      expect(names(page)).toEqual(['Beta Labs', 'Gamma']);
      expect(page).toMatchObject({ total: 6, limit: 2, offset: 2 });
    });

    it('pages within a search', async () => {
      const page = await list({ searchValue: 'a', sortBy: 'name', limit: 2, offset: 1 });
      expect(names(page)).toEqual(['Beta Labs', 'Gamma']);
      expect(page.total).toBe(5);
    });

    it('reads limit and offset given as numeric strings', async () => {
      const response = await request(t.http).get(`${LIST}?limit=4&offset=4`).set('Cookie', admin.cookie).expect(200);
      expect(names(response.body)).toEqual(NAMES.slice(4));
      expect(response.body).toMatchObject({ total: 6, limit: 4, offset: 4 });
    });

    it('answers an offset past the end with no organizations and the full total', async () => {
      expect(await list({ offset: 50 })).toEqual({ organizations: [], total: 6, limit: 100, offset: 50 });
    });

    it('caps a limit over 100 at 100', async () => {
      const page = await list({ limit: 500 });
      expect(page.limit).toBe(100);
      expect(page.organizations).toHaveLength(6);
    });
  });

  describe('invalid query parameters', () => {
    it.each([
      ['limit', '-1'],
      ['limit', '10000000000000000'],
      ['limit', 'abc'],
      ['limit', '1.5'],
      ['offset', '-1'],
      ['offset', 'x'],
      ['sortBy', 'password'],
      ['sortDirection', 'up'],
      ['searchValue', 'a'.repeat(257)],
    ])('refuses %s=%s with 400 VALIDATION_ERROR Invalid query parameters', async (field, value) => {
      const response = await request(t.http)
        .get(`${LIST}?${field}=${encodeURIComponent(value)}`)
        .set('Cookie', admin.cookie)
        .expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid query parameters' });
      expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    });

    it('refuses a search given twice with 400 VALIDATION_ERROR', async () => {
      const response = await request(t.http)
        .get(`${LIST}?searchValue=a&searchValue=b`)
        .set('Cookie', admin.cookie)
        .expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    });
  });

  describe('who may list', () => {
    it('refuses a request without a session with 401 UNAUTHORIZED', async () => {
      const response = await request(t.http).get(LIST).expect(401);
      expect(response.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
    });

    it('refuses the service key without a session with 401 UNAUTHORIZED', async () => {
      const response = await request(t.http).get(LIST).set('x-service-key', TEST_SERVICE_KEY).expect(401);
      expect(response.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
    });

    it('refuses a plain user, even an organization owner, with 403 YOU_ARE_NOT_ALLOWED_TO_LIST_ORGANIZATIONS', async () => {
      for (const cookie of [plainUser.cookie, creators[0].cookie]) {
        const response = await request(t.http).get(LIST).set('Cookie', cookie).expect(403);
        expect(response.body).toEqual(NOT_ALLOWED);
      }
    });

    it('refuses a role of ADMIN_ROLES without the organization statement, though it may list users', async () => {
      const support = await createUserWithRole(t.http, 'support');
      await request(t.http).get('/api/auth/admin/list-users').set('Cookie', support.cookie).expect(200);
      const response = await request(t.http).get(LIST).set('Cookie', support.cookie).expect(403);
      expect(response.body).toEqual(NOT_ALLOWED);
    });

    it('lets a role of ADMIN_ROLES that grants organization:list list, and nothing of the users', async () => {
      const directory = await createUserWithRole(t.http, 'directory');
      expect((await list({}, directory.cookie)).total).toBe(6);
      await request(t.http).get('/api/auth/admin/list-users').set('Cookie', directory.cookie).expect(403);
    });

    it('answers has-permission organization:list true for the admin role and false for user', async () => {
      const ask = (cookie: string) =>
        request(t.http)
          .post('/api/auth/admin/has-permission')
          .set('Cookie', cookie)
          .send({ permissions: { organization: ['list'] } })
          .expect(200);
      expect((await ask(admin.cookie)).body).toEqual({ error: null, success: true });
      expect((await ask(plainUser.cookie)).body).toEqual({ error: null, success: false });
    });
  });
});
