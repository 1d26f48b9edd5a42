import { openBrowser } from '../support/browser-client';
import { CLIENT_LINE, CLIENT_LINE_CONFIG } from '../support/client-line';
import { TestApp, createTestApp } from '../support/create-test-app';
import { PASSWORD, uniqueEmail } from '../support/factories';

describe('SIGN_UP through the official client', () => {
  let closed: TestApp;
  let domains: TestApp;

  beforeAll(async () => {
    closed = await createTestApp({ listen: true, config: { ...CLIENT_LINE_CONFIG, signUp: { policy: 'closed' } } });
    domains = await createTestApp({
      listen: true,
      config: { ...CLIENT_LINE_CONFIG, signUp: { policy: 'domains', domains: ['corp.example'] } },
    });
  });

  afterAll(async () => {
    await closed.close();
    await domains.close();
  });

  it("gets the line's disabled sign-up error, as from Better Auth's disableSignUp, and no session", async () => {
    const { client, jar } = openBrowser(closed.baseUrl);

    const { data, error } = await client.signUp.email({ name: 'Ada', email: uniqueEmail(), password: PASSWORD });

    expect(data).toBeNull();
    expect(error).toMatchObject({
      status: 400,
      code: CLIENT_LINE === '1.4' ? 'EMAIL_AND_PASSWORD_SIGN_UP_IS_NOT_ENABLED' : 'EMAIL_PASSWORD_SIGN_UP_DISABLED',
      message: 'Email and password sign up is not enabled',
    });
    expect(jar.get('better-auth.session_token')).toBeUndefined();
  });

  it('gets EMAIL_DOMAIN_NOT_ALLOWED for an address outside the domains, and signs up one inside', async () => {
    const { client } = openBrowser(domains.baseUrl);
    const local = uniqueEmail().split('@')[0];

    const outside = await client.signUp.email({ name: 'Ada', email: `${local}@other.example`, password: PASSWORD });
    const inside = await client.signUp.email({ name: 'Ada', email: `${local}@corp.example`, password: PASSWORD });

    expect(outside.error).toMatchObject({
      status: 400,
      code: 'EMAIL_DOMAIN_NOT_ALLOWED',
      message: 'Sign-up is open only to e-mail addresses at corp.example',
    });
    expect(inside.error).toBeNull();
    expect(inside.data?.user.email).toBe(`${local}@corp.example`);
  });
});
