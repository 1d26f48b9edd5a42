import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { auditEvents } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import { ORG, createOrganization } from '../../support/organizations';

// `%`, `_` and `\` a user types are text to find, never LIKE wildcards or escapes, on every database.
describe('search text with LIKE wildcards in it', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  /** Unique to this file's users, so searches find only them. */
  const tag = randomBytes(4).toString('hex');

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    admin = await createUserWithRole(t.http);
    await signUp(t.http, { name: `Sale ${tag} 50% off`, email: `a_b-${tag}@example.com` });
    await signUp(t.http, { name: `Sale ${tag} 50x off`, email: `axb-${tag}@example.com` });
    await signUp(t.http, { name: `Path ${tag} c:\\temp`, email: `back-${tag}@example.com` });
    await signUp(t.http, { name: `Path ${tag} c:temp`, email: `plain-${tag}@example.com` });
  });

  afterAll(async () => {
    await t.close();
  });

  async function namesFound(query: Record<string, string>): Promise<string[]> {
    const response = await request(t.http)
      .get('/api/auth/admin/list-users')
      .query(query)
      .set('Cookie', admin.cookie)
      .expect(200);
    return response.body.users.map((user: { name: string }) => user.name).sort();
  }

  it('finds in admin list-users only the names and e-mails that hold the text as typed', async () => {
    await expect(namesFound({ searchField: 'name', searchValue: `${tag} 50%` })).resolves.toEqual([
      `Sale ${tag} 50% off`,
    ]);
    await expect(namesFound({ searchField: 'email', searchValue: `a_b-${tag}` })).resolves.toEqual([
      `Sale ${tag} 50% off`,
    ]);
    await expect(
      namesFound({ searchField: 'email', searchValue: `_b-${tag}@example.com`, searchOperator: 'ends_with' }),
    ).resolves.toEqual([`Sale ${tag} 50% off`]);
    await expect(namesFound({ searchField: 'name', searchValue: `${tag} c:\\t` })).resolves.toEqual([
      `Path ${tag} c:\\temp`,
    ]);
    await expect(namesFound({ searchField: 'name', searchValue: '%', searchOperator: 'starts_with' })).resolves.toEqual(
      [],
    );
  });

  it('filters admin list-users with contains as literally', async () => {
    await expect(
      namesFound({ filterField: 'email', filterOperator: 'contains', filterValue: `_b-${tag}` }),
    ).resolves.toEqual([`Sale ${tag} 50% off`]);
  });

  it('finds in the audit log only events that hold the text as typed', async () => {
    const events = await auditEvents(t.http, admin.cookie, { searchValue: `a_b-${tag}` });
    expect(events.map((event) => [event.action, event.metadata.email])).toEqual([
      ['sign-up', `a_b-${tag}@example.com`],
    ]);
    await expect(auditEvents(t.http, admin.cookie, { searchValue: `%${tag}` })).resolves.toEqual([]);
  });

  it('filters organization members with contains as literally', async () => {
    const owner = await signUp(t.http);
    const org = await createOrganization(t.http, owner.cookie);
    const roles = async (filterValue: string) => {
      const query = { organizationId: org.id, filterField: 'role', filterOperator: 'contains', filterValue };
      const response = await request(t.http)
        .get(`${ORG}/list-members`)
        .query(query)
        .set('Cookie', owner.cookie)
        .expect(200);
      return response.body.members.map((member: { role: string }) => member.role);
    };
    await expect(roles('wne')).resolves.toEqual(['owner']);
    for (const wildcard of ['%', '_', 'o_ner', '\\']) await expect(roles(wildcard)).resolves.toEqual([]);
  });

  it('finds no member by a createdAt filter that is no date or asks for contains, on every database', async () => {
    const owner = await signUp(t.http);
    const org = await createOrganization(t.http, owner.cookie);
    for (const [filterOperator, filterValue] of [
      ['contains', '20'],
      ['eq', 'not a date'],
      ['lt', '-271821-04-20T00:00:00Z'],
    ]) {
      const query = { organizationId: org.id, filterField: 'createdAt', filterOperator, filterValue };
      const response = await request(t.http)
        .get(`${ORG}/list-members`)
        .query(query)
        .set('Cookie', owner.cookie)
        .expect(200);
      expect(response.body).toEqual({ members: [], total: 0 });
    }
  });
});
