import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import { addMember, createOrganization } from '../../support/organizations';

const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: 'Unauthorized' };
const NOT_ALLOWED_TO_GET = { code: 'YOU_ARE_NOT_ALLOWED_TO_GET_USER', message: 'You are not allowed to get user' };
const USER_NOT_FOUND = { code: 'USER_NOT_FOUND', message: 'User not found' };

describe('GET /api/auth/admin/list-user-organizations', () => {
  let t: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    admin = await createUserWithRole(t.http, 'admin');
  });

  afterAll(async () => {
    await t.close();
  });

  const list = (cookie: string | null, userId: string): request.Test => {
    const call = request(t.http).get('/api/auth/admin/list-user-organizations').query({ userId });
    return cookie ? call.set('Cookie', cookie) : call;
  };

  it('lists the user’s organizations with their role in each, oldest membership first', async () => {
    const user = await signUp(t.http);
    const owned = await createOrganization(t.http, user.cookie, { name: 'Owned' });
    const other = await signUp(t.http);
    const joined = await createOrganization(t.http, other.cookie, { name: 'Joined' });
    await addMember(t.http, joined.id, user.userId, ['member', 'admin']);
    await createOrganization(t.http, other.cookie, { name: 'Unrelated' });

    const response = await list(admin.cookie, user.userId).expect(200);

    expect(
      response.body.map((organization: { name: string; role: string }) => [organization.name, organization.role]),
    ).toEqual([
      ['Owned', 'owner'],
      ['Joined', 'member,admin'],
    ]);
    expect(response.body[0]).toMatchObject({ id: owned.id, slug: owned.slug });
  });

  it('answers an empty list for a user in no organization', async () => {
    const user = await signUp(t.http);
    const response = await list(admin.cookie, user.userId).expect(200);
    expect(response.body).toEqual([]);
  });

  it('answers 404 USER_NOT_FOUND for an unknown user', async () => {
    const response = await list(admin.cookie, 'no-such-user').expect(404);
    expect(response.body).toEqual(USER_NOT_FOUND);
  });

  it('refuses a caller without a session with 401 UNAUTHORIZED', async () => {
    const response = await list(null, admin.userId).expect(401);
    expect(response.body).toEqual(UNAUTHORIZED);
  });

  it('refuses a user who is not an administrator with 403 YOU_ARE_NOT_ALLOWED_TO_GET_USER', async () => {
    const user = await signUp(t.http);
    const response = await list(user.cookie, user.userId).expect(403);
    expect(response.body).toEqual(NOT_ALLOWED_TO_GET);
  });
});
