import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp, uniqueEmail } from '../../support/factories';
import { authenticatorFor, registerPasskey } from '../../support/passkeys';
import { enrolTwoFactor } from '../../support/two-factor';

describe('the administrator’s view of second factors', () => {
  let t: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    admin = await createUserWithRole(t.http);
  });

  afterAll(() => t.close());

  async function listed(searchValue: string): Promise<Array<Record<string, unknown>>> {
    const response = await request(t.http)
      .get('/api/auth/admin/list-users')
      .query({ searchValue, searchField: 'email', sortBy: 'email' })
      .set('Cookie', admin.cookie)
      .expect(200);
    return response.body.users;
  }

  it('lists each user with twoFactorEnabled and their own passkeyCount, Better Auth’s fields unchanged', async () => {
    const tag = uniqueEmail('view').split('@')[0];
    const plain = await signUp(t.http, { email: `${tag}-a@example.com` });
    const withKeys = await signUp(t.http, { email: `${tag}-b@example.com` });
    const enrolled = await enrolTwoFactor(
      t.http,
      await signUp(t.http, { email: `${tag}-c@example.com` }),
      t.clock.nowMs(),
    );
    await registerPasskey(t.http, withKeys.cookie, authenticatorFor(t.baseUrl));
    await registerPasskey(t.http, withKeys.cookie, authenticatorFor(t.baseUrl));
    await registerPasskey(t.http, enrolled.cookie, authenticatorFor(t.baseUrl));

    const users = await listed(tag);

    expect(users.map(({ id, twoFactorEnabled, passkeyCount }) => ({ id, twoFactorEnabled, passkeyCount }))).toEqual([
      { id: plain.userId, twoFactorEnabled: false, passkeyCount: 0 },
      { id: withKeys.userId, twoFactorEnabled: false, passkeyCount: 2 },
      { id: enrolled.userId, twoFactorEnabled: true, passkeyCount: 1 },
    ]);
    expect(Object.keys(users[0]).sort()).toEqual(
      [
        'id',
        'name',
        'email',
        'emailVerified',
        'image',
        'role',
        'banned',
        'banReason',
        'banExpires',
        'twoFactorEnabled',
        'createdAt',
        'updatedAt',
        'passkeyCount',
      ].sort(),
    );
  });

  it('shows twoFactorEnabled and passkeyCount on get-user', async () => {
    const user = await enrolTwoFactor(t.http, await signUp(t.http), t.clock.nowMs());
    await registerPasskey(t.http, user.cookie, authenticatorFor(t.baseUrl));

    const response = await request(t.http)
      .get('/api/auth/admin/get-user')
      .query({ id: user.userId })
      .set('Cookie', admin.cookie)
      .expect(200);

    expect(response.body).toMatchObject({
      id: user.userId,
      email: user.email,
      twoFactorEnabled: true,
      passkeyCount: 1,
    });
  });

  it('counts zero passkeys on get-user for a user who has none', async () => {
    const user = await signUp(t.http);

    const response = await request(t.http)
      .get('/api/auth/admin/get-user')
      .query({ id: user.userId })
      .set('Cookie', admin.cookie)
      .expect(200);

    expect(response.body).toMatchObject({ twoFactorEnabled: false, passkeyCount: 0 });
  });

  it('keeps list-users’ empty answer for a filter on an unknown field', async () => {
    const response = await request(t.http)
      .get('/api/auth/admin/list-users')
      .query({ filterField: 'nothing', filterValue: 'x' })
      .set('Cookie', admin.cookie)
      .expect(200);

    expect(response.body).toEqual({ users: [], total: 0, limit: 100, offset: 0 });
  });
});
