import { createAuthClient } from 'better-auth/client';
import { jwtClient } from 'better-auth/client/plugins';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { CookieJar } from '../support/cookie-jar';
import { TestApp, createTestApp } from '../support/create-test-app';
import { PASSWORD, uniqueEmail } from '../support/factories';

describe('JWTs and bearer tokens through the official client', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
  });

  afterAll(async () => {
    await t.close();
  });

  it('reads the key set with jwtClient’s jwks(), which verifies the JWT get-session hands out', async () => {
    const jar = new CookieJar(new URL(t.baseUrl).origin);
    const client = createAuthClient({
      baseURL: t.baseUrl,
      plugins: [jwtClient()],
      fetchOptions: { customFetchImpl: jar.fetch },
    });
    const email = uniqueEmail('jwt-client');
    await client.signUp.email({ name: 'JWT Reader', email, password: PASSWORD });

    let jwt: string | null = null;
    const session = await client.getSession({
      fetchOptions: { onSuccess: (ctx) => void (jwt = ctx.response.headers.get('set-auth-jwt')) },
    });
    const { data: keySet, error } = await client.jwks();

    expect(error).toBeNull();
    expect(keySet!.keys[0]).toMatchObject({ alg: 'EdDSA', kty: 'OKP', crv: 'Ed25519' });
    const { payload } = await jwtVerify(jwt!, createRemoteJWKSet(new URL(`${t.baseUrl}/api/auth/jwks`)), {
      issuer: t.baseUrl,
      audience: t.baseUrl,
    });
    expect(payload).toMatchObject({ sub: session.data!.user.id, email });
  });

  it('keeps a session without cookies: the token from set-auth-token sent back as Authorization: Bearer', async () => {
    let token = '';
    const signInClient = createAuthClient({
      baseURL: t.baseUrl,
      fetchOptions: { onSuccess: (ctx) => void (token = ctx.response.headers.get('set-auth-token') ?? token) },
    });
    const email = uniqueEmail('bearer-client');
    await signInClient.signUp.email({ name: 'Script', email, password: PASSWORD });

    const script = createAuthClient({
      baseURL: t.baseUrl,
      plugins: [jwtClient()],
      fetchOptions: { auth: { type: 'Bearer', token: () => token } },
    });
    const { data: session } = await script.getSession();
    const { data: sessions } = await script.listSessions();
    await script.signOut();
    const { data: afterSignOut } = await script.getSession();

    expect(token).not.toBe('');
    expect(session!.user.email).toBe(email);
    expect(sessions).toHaveLength(1);
    expect(afterSignOut).toBeNull();
  });
});
