import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY, createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, signUp } from '../../support/factories';

const LIST_USERS = '/api/auth/admin/list-users';

interface Seed {
  name: string;
  email: string;
  role: string;
  verified?: boolean;
  banned?: boolean;
}

/** Twelve users, created in this order a minute apart, besides the administrator and a plain user made first. */
const SEEDS: Seed[] = [
  { name: 'Alice Anderson', email: 'alice@alpha.example', role: 'user', verified: true },
  { name: 'Bob Brown', email: 'bob@beta.example', role: 'user' },
  { name: 'Carol Carter', email: 'carol@alpha.example', role: 'support', verified: true },
  { name: 'Dave Davis', email: 'dave@gamma.example', role: 'user', banned: true },
  { name: 'Eve Evans', email: 'eve@beta.example', role: 'admin' },
  { name: 'Frank Fisher', email: 'frank@alpha.example', role: 'user', verified: true, banned: true },
  { name: 'Grace Green', email: 'grace@gamma.example', role: 'support,user' },
  { name: 'Heidi Hill', email: 'heidi@beta.example', role: 'user', verified: true },
  { name: 'Ivan Ingram', email: 'ivan@alpha.example', role: 'user' },
  { name: 'Judy Jones', email: 'judy@gamma.example', role: 'user', banned: true },
  { name: 'Mallory Moore', email: 'mallory@beta.example', role: 'user', verified: true },
  { name: 'Oscar Owens', email: 'oscar@delta.example', role: 'admin,support' },
];

interface ListedUser {
  id: string;
  name: string;
  email: string;
  role: string;
  banned: boolean;
  emailVerified: boolean;
  createdAt: string;
}

describe('GET /api/auth/admin/list-users', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let plainUser: SignedUpUser;
  /** createdAt of each seed, in SEEDS order. */
  const createdAt: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ config: { ...ADMIN_TEST_CONFIG, admin: { roles: { support: { user: ['list'] } } } } });
    admin = await createUserWithRole(t.http, 'admin');
    plainUser = await signUp(t.http, { name: 'Test User' });
    for (const seed of SEEDS) {
      t.clock.advanceSeconds(60);
      const created = await request(t.http)
        .post('/api/auth/admin/create-user')
        .set('x-service-key', TEST_SERVICE_KEY)
        .send({ email: seed.email, password: PASSWORD, name: seed.name, role: seed.role })
        .expect(200);
      createdAt.push(created.body.user.createdAt);
      const userId = created.body.user.id;
      if (seed.verified) {
        await request(t.http)
          .post('/api/auth/admin/update-user')
          .set('Cookie', admin.cookie)
          .send({ userId, data: { emailVerified: true } })
          .expect(200);
      }
      if (seed.banned) {
        await request(t.http).post('/api/auth/admin/ban-user').set('Cookie', admin.cookie).send({ userId }).expect(200);
      }
    }
  });

  afterAll(async () => {
    await t.close();
  });

  async function list(
    query: Record<string, string | number>,
  ): Promise<{ users: ListedUser[]; total: number; limit: number; offset: number }> {
    const response = await request(t.http).get(LIST_USERS).set('Cookie', admin.cookie).query(query).expect(200);
    return response.body;
  }

  function names(users: ListedUser[]): string[] {
    return users.map((user) => user.name).sort();
  }

  /** Everyone in creation order: the administrator, the plain user, then the seeds. */
  function everyoneByCreation(): string[] {
    return ['Admin', 'Test User', ...SEEDS.map((seed) => seed.name)];
  }

  function shiftedIso(iso: string, seconds: number): string {
    return new Date(Date.parse(iso) + seconds * 1000).toISOString();
  }

  describe('without parameters', () => {
    it('answers every user with the total, limit 100 and offset 0 as numbers', async () => {
      const response = await request(t.http).get(LIST_USERS).set('Cookie', admin.cookie).expect(200);
      expect(Object.keys(response.body).sort()).toEqual(['limit', 'offset', 'total', 'users']);
      expect(response.body).toMatchObject({ total: 14, limit: 100, offset: 0 });
      expect(response.body.users).toHaveLength(14);
      expect(names(response.body.users)).toEqual([...everyoneByCreation()].sort());
    });

    it('shows each user with the admin fields', async () => {
      const { users } = await list({ searchValue: 'frank@alpha.example' });
      expect(users).toEqual([
        {
          id: expect.any(String),
          name: 'Frank Fisher',
          email: 'frank@alpha.example',
          emailVerified: true,
          image: null,
          role: 'user',
          banned: true,
          banReason: 'No reason',
          banExpires: null,
          twoFactorEnabled: false,
          createdAt: createdAt[5],
          updatedAt: expect.any(String),
          passkeyCount: 0,
        },
      ]);
    });
  });

  describe('search', () => {
    it.each([
      ['email', 'contains', 'ALPHA', ['Alice Anderson', 'Carol Carter', 'Frank Fisher', 'Ivan Ingram']],
      ['email', 'starts_with', 'J', ['Judy Jones']],
      ['email', 'ends_with', '@BETA.example', ['Bob Brown', 'Eve Evans', 'Heidi Hill', 'Mallory Moore']],
      ['name', 'contains', 'ANDER', ['Alice Anderson']],
      ['name', 'starts_with', 'gr', ['Grace Green']],
      ['name', 'ends_with', 'S', ['Dave Davis', 'Eve Evans', 'Judy Jones', 'Oscar Owens']],
    ])('finds by %s with %s %s whatever the case', async (searchField, searchOperator, searchValue, expected) => {
      const response = await list({ searchField, searchOperator, searchValue });
      expect(names(response.users)).toEqual(expected);
      expect(response.total).toBe(expected.length);
    });

    it('searches the e-mail with contains by default', async () => {
      const response = await list({ searchValue: 'gamma' });
      expect(names(response.users)).toEqual(['Dave Davis', 'Grace Green', 'Judy Jones']);
      expect(response.total).toBe(3);
    });

    it('finds nobody for a value no user has, with total 0', async () => {
      const response = await list({ searchField: 'name', searchValue: 'Zelda' });
      expect(response).toEqual({ users: [], total: 0, limit: 100, offset: 0 });
    });
  });

  describe('filter', () => {
    it.each([
      ['role', 'eq', 'support', ['Carol Carter']],
      ['role', 'eq', 'admin', ['Admin', 'Eve Evans']],
      ['role', 'ne', 'user', ['Admin', 'Carol Carter', 'Eve Evans', 'Grace Green', 'Oscar Owens']],
      ['role', 'contains', 'support', ['Carol Carter', 'Grace Green', 'Oscar Owens']],
      ['banned', 'eq', 'true', ['Dave Davis', 'Frank Fisher', 'Judy Jones']],
      [
        'emailVerified',
        'eq',
        'true',
        ['Alice Anderson', 'Carol Carter', 'Frank Fisher', 'Heidi Hill', 'Mallory Moore'],
      ],
    ])('keeps users whose %s %s %s', async (filterField, filterOperator, filterValue, expected) => {
      const response = await list({ filterField, filterOperator, filterValue });
      expect(names(response.users)).toEqual(expected);
      expect(response.total).toBe(expected.length);
    });

    it('compares false with the boolean columns for eq and ne', async () => {
      const notBanned = await list({ filterField: 'banned', filterOperator: 'eq', filterValue: 'false' });
      expect(notBanned.total).toBe(11);
      expect(notBanned.users.every((user) => !user.banned)).toBe(true);

      const unverified = await list({ filterField: 'emailVerified', filterOperator: 'ne', filterValue: 'true' });
      expect(names(unverified.users)).toEqual(
        [
          'Admin',
          'Test User',
          'Bob Brown',
          'Dave Davis',
          'Eve Evans',
          'Grace Green',
          'Ivan Ingram',
          'Judy Jones',
          'Oscar Owens',
        ].sort(),
      );
    });

    it('filters with eq by default', async () => {
      const response = await list({ filterField: 'role', filterValue: 'admin,support' });
      expect(names(response.users)).toEqual(['Oscar Owens']);
    });

    it('filters on the e-mail by default', async () => {
      const response = await list({ filterValue: 'eve@beta.example' });
      expect(names(response.users)).toEqual(['Eve Evans']);
    });

    it('keeps users created before or after an ISO date with lt and gt', async () => {
      const earlier = await list({
        filterField: 'createdAt',
        filterOperator: 'lt',
        filterValue: shiftedIso(createdAt[0], -30),
      });
      expect(names(earlier.users)).toEqual(['Admin', 'Test User']);
      expect(earlier.total).toBe(2);

      const later = await list({
        filterField: 'createdAt',
        filterOperator: 'gt',
        filterValue: shiftedIso(createdAt[9], 30),
      });
      expect(names(later.users)).toEqual(['Mallory Moore', 'Oscar Owens']);
      expect(later.total).toBe(2);
    });

    it('includes the boundary with lte and gte', async () => {
      const upTo = await list({ filterField: 'createdAt', filterOperator: 'lte', filterValue: createdAt[0] });
      expect(names(upTo.users)).toEqual(['Admin', 'Alice Anderson', 'Test User']);

      const from = await list({ filterField: 'createdAt', filterOperator: 'gte', filterValue: createdAt[10] });
      expect(names(from.users)).toEqual(['Mallory Moore', 'Oscar Owens']);
    });

    it('applies a search and a filter together', async () => {
      const response = await list({
        searchField: 'email',
        searchValue: 'alpha',
        filterField: 'banned',
        filterValue: 'true',
      });
      expect(names(response.users)).toEqual(['Frank Fisher']);
      expect(response.total).toBe(1);
    });
  });

  describe('sort', () => {
    it.each([
      ['name', (user: ListedUser) => user.name],
      ['email', (user: ListedUser) => user.email],
    ])('sorts by %s ascending and descending', async (sortBy, key) => {
      const ascending = await list({ sortBy, sortDirection: 'asc' });
      const values = ascending.users.map(key);
      expect(values).toEqual([...values].sort());
      expect(values).toHaveLength(14);

      const descending = await list({ sortBy, sortDirection: 'desc' });
      expect(descending.users.map(key)).toEqual([...values].reverse());
    });

    it('sorts by name ascending when no direction is given', async () => {
      const response = await list({ sortBy: 'name' });
      expect(response.users.map((user) => user.name)).toEqual([...everyoneByCreation()].sort());
    });

    it('sorts by createdAt ascending and descending', async () => {
      const ascending = await list({ sortBy: 'createdAt', sortDirection: 'asc' });
      expect(ascending.users.map((user) => user.name)).toEqual(everyoneByCreation());

      const descending = await list({ sortBy: 'createdAt', sortDirection: 'desc' });
      expect(descending.users.map((user) => user.name)).toEqual([...everyoneByCreation()].reverse());
    });
  });

  describe('paging', () => {
    it('answers one page with the total of all matches, limit and offset as numbers', async () => {
      const page = await list({ sortBy: 'createdAt', limit: 5, offset: 3 });
      expect(page.users.map((user) => user.name)).toEqual(everyoneByCreation().slice(3, 8));
      expect(page).toMatchObject({ total: 14, limit: 5, offset: 3 });
    });

    it('reads limit and offset given as numeric strings', async () => {
      const response = await request(t.http)
        .get(`${LIST_USERS}?sortBy=createdAt&limit=4&offset=12`)
        .set('Cookie', admin.cookie)
        .expect(200);
      expect(response.body.users.map((user: ListedUser) => user.name)).toEqual(everyoneByCreation().slice(12));
      expect(response.body).toMatchObject({ total: 14, limit: 4, offset: 12 });
    });

    it('pages within a filter, the total counting every match', async () => {
      const page = await list({ filterField: 'role', filterValue: 'user', sortBy: 'name', limit: 2, offset: 2 });
      expect(page.users.map((user) => user.name)).toEqual(['Dave Davis', 'Frank Fisher']);
      expect(page).toMatchObject({ total: 9, limit: 2, offset: 2 });
    });

    it('answers an offset past the end with no users and the full total', async () => {
      const page = await list({ offset: 50 });
      expect(page).toEqual({ users: [], total: 14, limit: 100, offset: 50 });
    });

    it('caps a limit over 100 at 100', async () => {
      const page = await list({ limit: 500 });
      expect(page.limit).toBe(100);
      expect(page.users).toHaveLength(14);
    });
  });

  describe('fields users do not have', () => {
    it('answers an unknown sortBy with an empty page and total 0', async () => {
      const response = await list({ sortBy: 'password', limit: 10, offset: 0 });
      expect(response).toEqual({ users: [], total: 0, limit: 10, offset: 0 });
    });

    it('answers an unknown filterField with an empty page and total 0', async () => {
      const response = await list({ filterField: 'password', filterValue: 'x' });
      expect(response).toEqual({ users: [], total: 0, limit: 100, offset: 0 });
    });

    it.each([
      ['a boolean column and a value that is not true or false', { filterField: 'banned', filterValue: 'maybe' }],
      [
        'a date column and a value that is not a date',
        { filterField: 'createdAt', filterOperator: 'gt', filterValue: 'yesterday' },
      ],
      ['banExpires and a value that is not a date', { filterField: 'banExpires', filterValue: 'soon' }],
      ['contains on a boolean column', { filterField: 'banned', filterOperator: 'contains', filterValue: 'tru' }],
      ['contains on a date column', { filterField: 'createdAt', filterOperator: 'contains', filterValue: '20' }],
    ])('answers a filter on %s with an empty page and total 0, not an error', async (_case, query) => {
      const response = await list(query);
      expect(response).toEqual({ users: [], total: 0, limit: 100, offset: 0 });
    });
  });

  describe('invalid query parameters', () => {
    it.each([
      ['searchField', { searchField: 'id', searchValue: 'a' }],
      ['searchOperator', { searchOperator: 'like', searchValue: 'a' }],
      ['sortDirection', { sortBy: 'name', sortDirection: 'up' }],
      ['filterOperator', { filterField: 'role', filterValue: 'user', filterOperator: 'regex' }],
      ['limit', { limit: 'abc' }],
      ['offset', { offset: '-1' }],
    ])('refuses a bad %s with 400 VALIDATION_ERROR Invalid query parameters', async (field, query) => {
      const response = await request(t.http).get(LIST_USERS).set('Cookie', admin.cookie).query(query).expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid query parameters' });
      expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    });
  });

  describe('who may list', () => {
    it('refuses a request without a session with 401 UNAUTHORIZED', async () => {
      const response = await request(t.http).get(LIST_USERS).expect(401);
      expect(response.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
    });

    it('refuses a plain user with 403 YOU_ARE_NOT_ALLOWED_TO_LIST_USERS', async () => {
      const response = await request(t.http).get(LIST_USERS).set('Cookie', plainUser.cookie).expect(403);
      expect(response.body).toEqual({
        code: 'YOU_ARE_NOT_ALLOWED_TO_LIST_USERS',
        message: 'You are not allowed to list users',
      });
    });

    it('refuses the service key without a session with 401 UNAUTHORIZED', async () => {
      const response = await request(t.http).get(LIST_USERS).set('x-service-key', TEST_SERVICE_KEY).expect(401);
      expect(response.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
    });
  });
});
