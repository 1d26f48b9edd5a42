import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY } from '../support/admin';
import {
  CLIENT_LINE,
  CLIENT_LINE_CONFIG,
  CLIENT_ROLES_ENV,
  createAuthClient,
  apiKeyClient,
  organizationClient,
} from '../support/client-line';
import { CookieJar } from '../support/cookie-jar';
import { TestApp, createTestApp } from '../support/create-test-app';
import { PASSWORD, uniqueEmail } from '../support/factories';
import { addMember } from '../support/organizations';

/** A browser whose page uses the client with apiKeyClient, keeping its own cookies. */
function keysBrowser(baseUrl: string) {
  const jar = new CookieJar(new URL(baseUrl).origin);
  return createAuthClient({
    baseURL: baseUrl,
    plugins: [apiKeyClient()],
    fetchOptions: { customFetchImpl: jar.fetch },
  });
}

/** A browser whose page also manages organizations, as an app using organization-owned keys has it. */
function organizationKeysBrowser(baseUrl: string) {
  const jar = new CookieJar(new URL(baseUrl).origin);
  return createAuthClient({
    baseURL: baseUrl,
    plugins: [apiKeyClient(), organizationClient()],
    fetchOptions: { customFetchImpl: jar.fetch },
  });
}

/** Organization-owned keys exist from Better Auth 1.7 on; 1.4's api-key client has no notion of them. */
const it17 = CLIENT_LINE === '1.7' ? it : it.skip;

/** A backend or script that holds only an API key, sent in the x-api-key header. */
function keyedClient(baseUrl: string, key: string) {
  return createAuthClient({
    baseURL: baseUrl,
    plugins: [apiKeyClient()],
    fetchOptions: { headers: { 'x-api-key': key } },
  });
}

/** How the line names a key's owner: 1.4 `userId`; 1.7 `referenceId`, beside the key's `configId`. */
function ownedBy(userId: string) {
  return CLIENT_LINE === '1.4' ? { userId } : { referenceId: userId, configId: 'default' };
}

/** The keys of a list answer: an array from 1.4, a page `{ apiKeys, total }` from 1.7. */
function keysOf(listed: unknown): { id: string }[] {
  return CLIENT_LINE === '1.4' ? (listed as { id: string }[]) : (listed as { apiKeys: { id: string }[] }).apiKeys;
}

const SERVER_ONLY_PROPERTY = {
  code: 'SERVER_ONLY_PROPERTY',
  message: "The property you're trying to set can only be set from the server auth instance only.",
  status: 400,
  statusText: expect.any(String),
};

describe('API keys through the official client with apiKeyClient', () => {
  let t: TestApp;
  let client: ReturnType<typeof keysBrowser>;
  let userId: string;

  beforeAll(async () => {
    t = await createTestApp({
      config: { ...ADMIN_TEST_CONFIG, ...CLIENT_LINE_CONFIG },
      env: CLIENT_ROLES_ENV,
      listen: true,
    });
    client = keysBrowser(t.baseUrl);
    const { data, error } = await client.signUp.email({
      name: 'Key Owner',
      email: uniqueEmail('keys'),
      password: PASSWORD,
    });
    expect(error).toBeNull();
    userId = data!.user.id;
  });

  afterAll(async () => {
    await t.close();
  });

  async function createdKey(name: string) {
    const { data, error } = await client.apiKey.create({ name, prefix: 'cli_' });
    expect(error).toBeNull();
    return data!;
  }

  it('creates a key with create, answering the full key this once', async () => {
    const { data, error } = await client.apiKey.create({ name: 'deploy bot', prefix: 'cli_' });

    expect(error).toBeNull();
    expect(data).toMatchObject({
      name: 'deploy bot',
      prefix: 'cli_',
      ...ownedBy(userId),
      enabled: true,
      remaining: null,
      permissions: null,
      key: expect.stringMatching(/^cli_[A-Za-z]{64}$/),
    });
    expect(data!.start).toBe(data!.key.slice(0, 6));
  });

  it('lists and gets keys without their secret', async () => {
    const created = await createdKey('listed');

    const listed = await client.apiKey.list();
    const fetched = await client.apiKey.get({ query: { id: created.id } });

    expect(listed.error).toBeNull();
    expect(keysOf(listed.data).map((key) => key.id)).toContain(created.id);
    expect(keysOf(listed.data).some((key) => 'key' in key)).toBe(false);
    expect(fetched.error).toBeNull();
    expect(fetched.data).toMatchObject({
      id: created.id,
      name: 'listed',
      prefix: 'cli_',
      start: created.start,
      ...ownedBy(userId),
    });
    expect(fetched.data).not.toHaveProperty('key');
  });

  it("answers a page { apiKeys, total, limit, offset } to a list asked with 1.7's parameters, whichever line the service is set to", async () => {
    await createdKey('zz-last');
    await createdKey('zz-before-last');

    // The 1.4 client's types know no parameters for list; it sends them all the same.
    const { data, error } = await client.apiKey.list({
      query: { limit: 1, offset: 1, sortBy: 'name', sortDirection: 'desc' },
    });

    expect(error).toBeNull();
    const page = data as unknown as { apiKeys: { name: string }[]; total: number; limit: number; offset: number };
    expect(page).toMatchObject({ total: expect.any(Number), limit: 1, offset: 1 });
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.apiKeys.map((key) => key.name)).toEqual(['zz-before-last']);
  });

  it('renames a key with update', async () => {
    const created = await createdKey('before');

    const { data, error } = await client.apiKey.update({ keyId: created.id, name: 'after' });

    expect(error).toBeNull();
    expect(data).toMatchObject({ id: created.id, name: 'after' });
    expect((await client.apiKey.get({ query: { id: created.id } })).data?.name).toBe('after');
  });

  it('refuses server-only properties from the client with 400 SERVER_ONLY_PROPERTY', async () => {
    const created = await createdKey('limited');

    const onCreate = await client.apiKey.create({ name: 'greedy', rateLimitMax: 1000 });
    const onUpdate = await client.apiKey.update({ keyId: created.id, remaining: 1000 });

    expect(onCreate).toEqual({ data: null, error: SERVER_ONLY_PROPERTY });
    expect(onUpdate).toEqual({ data: null, error: SERVER_ONLY_PROPERTY });
    expect((await client.apiKey.get({ query: { id: created.id } })).data?.remaining).toBeNull();
  });

  it('deletes a key with delete, after which get answers 404 KEY_NOT_FOUND', async () => {
    const created = await createdKey('doomed');

    const deleted = await client.apiKey.delete({ keyId: created.id });

    expect(deleted).toEqual({ data: { success: true }, error: null });
    const fetched = await client.apiKey.get({ query: { id: created.id } });
    expect(fetched.error).toEqual({
      code: 'KEY_NOT_FOUND',
      message: 'API Key not found',
      status: 404,
      statusText: expect.any(String),
    });
  });

  it("gives a client holding only the key the owner's session with getSession", async () => {
    const created = await createdKey('headless');

    const { data, error } = await keyedClient(t.baseUrl, created.key).getSession();

    expect(error).toBeNull();
    expect(data?.user.id).toBe(userId);
    expect(data?.session).toMatchObject({ id: created.id, token: created.key, userId });
  });

  it("lets a client holding only the key list its owner's keys", async () => {
    const created = await createdKey('self-listing');

    const { data, error } = await keyedClient(t.baseUrl, created.key).apiKey.list();

    expect(error).toBeNull();
    expect(keysOf(data).map((key) => key.id)).toContain(created.id);
  });

  it('verifies a key the client created for a backend holding the service key', async () => {
    const created = await createdKey('verified');

    const response = await fetch(`${t.baseUrl}/api/auth/api-key/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-service-key': TEST_SERVICE_KEY },
      body: JSON.stringify({ key: created.key }),
    });

    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      valid: true,
      error: null,
      key: { id: created.id, ...ownedBy(userId), name: 'verified', requestCount: 1 },
    });
    expect(body.key).not.toHaveProperty('key');
  });

  it17(
    'creates, lists and verifies a key owned by an organization (1.7 client only: 1.4 has no organization keys)',
    async () => {
      const browser = organizationKeysBrowser(t.baseUrl);
      const signedUp = await browser.signUp.email({
        name: 'Org Owner',
        email: uniqueEmail('org-keys'),
        password: PASSWORD,
      });
      expect(signedUp.error).toBeNull();
      const organization = await browser.organization.create({
        name: 'Keyed',
        slug: uniqueEmail('keyed').split('@')[0],
      });
      expect(organization.error).toBeNull();
      const organizationId = organization.data!.id;

      // The 1.4-typed client the suites use knows no configId or organizationId; 1.7's sends them as given.
      const created = await browser.apiKey.create({
        name: 'org service',
        configId: 'organization',
        organizationId,
      } as Parameters<typeof browser.apiKey.create>[0]);
      const listed = await browser.apiKey.list({ query: { organizationId } });
      const verified = await fetch(`${t.baseUrl}/api/auth/api-key/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-service-key': TEST_SERVICE_KEY },
        body: JSON.stringify({ key: created.data?.key }),
      });

      expect(created.error).toBeNull();
      expect(created.data).toMatchObject({
        referenceId: organizationId,
        configId: 'organization',
        name: 'org service',
      });
      expect(listed.error).toBeNull();
      expect(listed.data).toMatchObject({ apiKeys: [{ id: created.data!.id, referenceId: organizationId }], total: 1 });
      expect(await verified.json()).toMatchObject({
        valid: true,
        key: { id: created.data!.id, referenceId: organizationId, configId: 'organization' },
      });
      const ownKeys = await client.apiKey.list();
      expect(keysOf(ownKeys.data).map((key) => key.id)).not.toContain(created.data!.id);
    },
  );

  it17(
    "lets an organization's admins manage its keys and its members read them, as ORGANIZATION_ROLES grants",
    async () => {
      const signedUp = async (prefix: string) => {
        const browser = organizationKeysBrowser(t.baseUrl);
        const { data, error } = await browser.signUp.email({
          name: prefix,
          email: uniqueEmail(prefix),
          password: PASSWORD,
        });
        expect(error).toBeNull();
        return { browser, userId: data!.user.id };
      };
      const owner = await signedUp('owner');
      const admin = await signedUp('org-admin');
      const member = await signedUp('org-member');
      const organization = await owner.browser.organization.create({
        name: 'Shared keys',
        slug: uniqueEmail('shared').split('@')[0],
      });
      const organizationId = organization.data!.id;
      await addMember(t.http, organizationId, admin.userId, 'admin');
      await addMember(t.http, organizationId, member.userId, 'member');
      type CreateInput = Parameters<typeof owner.browser.apiKey.create>[0];
      const orgKey = (name: string) => ({ name, configId: 'organization', organizationId }) as CreateInput;

      const created = await admin.browser.apiKey.create(orgKey('by the admin'));
      expect(created.error).toBeNull();
      expect(created.data).toMatchObject({ referenceId: organizationId, configId: 'organization' });
      const keyId = created.data!.id;
      const updated = await admin.browser.apiKey.update({ keyId, name: 'renamed', configId: 'organization' } as never);
      expect(updated.error).toBeNull();

      const listed = await member.browser.apiKey.list({ query: { organizationId } });
      expect(listed.error).toBeNull();
      expect(keysOf(listed.data).map((key) => key.id)).toEqual([keyId]);
      const read = await member.browser.apiKey.get({ query: { id: keyId, configId: 'organization' } as never });
      expect(read.error).toBeNull();
      expect(read.data).toMatchObject({ id: keyId, name: 'renamed' });
      const refused = await member.browser.apiKey.create(orgKey('by a member'));
      expect(refused.data).toBeNull();
      expect(refused.error).toMatchObject({
        code: 'INSUFFICIENT_API_KEY_PERMISSIONS',
        message: 'You do not have permission to perform this action on organization API keys.',
      });
      const notDeleted = await member.browser.apiKey.delete({ keyId, configId: 'organization' } as never);
      expect(notDeleted.error).toMatchObject({ code: 'INSUFFICIENT_API_KEY_PERMISSIONS' });

      const deleted = await admin.browser.apiKey.delete({ keyId, configId: 'organization' } as never);
      expect(deleted.error).toBeNull();
    },
  );
});
