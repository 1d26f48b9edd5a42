import { passkey } from '@better-auth/passkey';
import request from 'supertest';
import {
  BetterAuthApp,
  betterAuthOn,
  cookieFrom,
  databaseMadeByBetterAuth,
  signUpThrough,
} from '../../support/better-auth-app';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { signIn } from '../../support/factories';
import { authenticatorFor, registerPasskey, signInOptions } from '../../support/passkeys';
import { SoftwareAuthenticator } from '../../support/software-authenticator';
import { keepRealPasswordHash } from '../../support/real-password-hash';

// Better Auth itself hashes and checks these users' passwords, at its own cost.
keepRealPasswordHash();

// Better Auth hashes its users' passwords with its own JavaScript scrypt while the database is made: on a busy
// two-core machine that alone can pass the default 20 s of a hook.
jest.setTimeout(90_000);

// The Better Auth app and the test app both serve this URL, so both are the same relying party.
const BASE_URL = 'http://127.0.0.1:3000';

interface MadeByBetterAuth {
  email: string;
  userId: string;
  authenticator: SoftwareAuthenticator;
}

/** A passkey registered through Better Auth's own passkey plugin (1.4.22). */
async function registerThroughBetterAuth(app: BetterAuthApp): Promise<MadeByBetterAuth> {
  const user = await signUpThrough(app, 'legacy-passkey');
  const api = passkeyApi(app);
  const { headers, response: options } = await api.generatePasskeyRegistrationOptions({
    headers: new Headers({ cookie: user.cookie }),
    returnHeaders: true,
  });
  const authenticator = authenticatorFor(BASE_URL);
  await api.verifyPasskeyRegistration({
    body: { response: authenticator.register(options), name: 'made by Better Auth' },
    headers: new Headers({ cookie: `${user.cookie}; ${cookieFrom(headers)}`, origin: BASE_URL }),
  });
  return { email: user.email, userId: user.userId, authenticator };
}

// The suite's Better Auth is typed without the passkey plugin's endpoints.
function passkeyApi(app: BetterAuthApp): Record<string, (input: object) => Promise<any>> {
  return app.auth.api as unknown as Record<string, (input: object) => Promise<any>>;
}

describe('passkeys Better Auth’s passkey plugin registered, served by this service', () => {
  let t: TestApp;
  let made: MadeByBetterAuth;

  beforeAll(async () => {
    const result = await databaseMadeByBetterAuth(registerThroughBetterAuth, '1.4', [passkey()]);
    made = result.made;
    t = await createTestApp({ database: result.database });
  });

  afterAll(async () => {
    await t.close();
    await t.database.drop();
  });

  it('lists the passkey with the fields Better Auth stored', async () => {
    const cookie = await signIn(t.http, made.email);

    const response = await request(t.http).get('/api/auth/passkey/list-user-passkeys').set('Cookie', cookie);

    expect(response.body).toEqual([
      expect.objectContaining({
        name: 'made by Better Auth',
        userId: made.userId,
        credentialID: made.authenticator.credentialId,
        counter: 0,
        transports: 'internal,hybrid',
      }),
    ]);
  });

  it('signs in with it: the public key Better Auth stored verifies here', async () => {
    const { options, cookie } = await signInOptions(t.http);

    const response = await request(t.http)
      .post('/api/auth/passkey/verify-authentication')
      .set('Cookie', cookie)
      .send({ response: made.authenticator.authenticate(options) })
      .expect(200);

    expect(response.body.session.userId).toBe(made.userId);
  });

  it('registers passkeys that Better Auth itself then signs in with', async () => {
    const authenticator = authenticatorFor(BASE_URL);
    await registerPasskey(t.http, await signIn(t.http, made.email), authenticator);
    const betterAuth = betterAuthOn(t.database, '1.4', [passkey()]);
    try {
      const api = passkeyApi(betterAuth);
      const { headers, response: options } = await api.generatePasskeyAuthenticationOptions({
        headers: new Headers(),
        returnHeaders: true,
      });

      const signedIn = await api.verifyPasskeyAuthentication({
        body: { response: authenticator.authenticate(options) },
        headers: new Headers({ cookie: cookieFrom(headers), origin: BASE_URL }),
      });

      expect(signedIn.session.userId).toBe(made.userId);
    } finally {
      await betterAuth.close();
    }
  });
});
