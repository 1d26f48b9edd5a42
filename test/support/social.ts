import { Sequelize } from 'sequelize-typescript';
import { CookieJar } from './cookie-jar';
import { TestApp, TestAppOptions, createTestApp, freePort } from './create-test-app';
import { TEST_CLIENT_ID, TEST_CLIENT_SECRET, TestIdentityProvider, startIdentityProvider } from './identity-provider';

export const PROVIDER_ID = 'corp';

export interface SocialTestSetup {
  t: TestApp;
  idp: TestIdentityProvider;
  close(): Promise<void>;
}

/**
 * A listening test app configured with the test identity provider as the OIDC provider `corp`, and that provider
 * running.
 */
export async function startSocialTestApp(options: TestAppOptions = {}): Promise<SocialTestSetup> {
  const providerPort = await freePort();
  const t = await createTestApp({
    ...options,
    listen: true,
    config: {
      ...options.config,
      socialProviders: {
        oidc: [
          {
            providerId: PROVIDER_ID,
            name: 'Corporate sign-in',
            issuer: `http://127.0.0.1:${providerPort}`,
            clientId: TEST_CLIENT_ID,
            clientSecret: TEST_CLIENT_SECRET,
          },
        ],
      },
    },
  });
  const idp = await startIdentityProvider({
    port: providerPort,
    redirectUris: [`${t.baseUrl}/api/auth/callback/${PROVIDER_ID}`],
  });
  return {
    t,
    idp,
    async close() {
      await idp.stop();
      await t.close();
    },
  };
}

export interface ProviderRoundTrip {
  /** The browser, with the session cookie when the sign-in succeeded. */
  browser: CookieJar;
  /** The service's answer to the provider's redirect back (a 302). */
  callback: Response;
  /** Where that answer sends the browser. */
  location: string;
  authorizationUrl: URL;
}

/** A browser's whole sign-in: POST /sign-in/social, the provider's page as `email`, then the callback. */
export async function signInThroughProvider(
  setup: SocialTestSetup,
  email: string,
  body: Record<string, unknown> = {},
  browser = new CookieJar(setup.t.baseUrl),
): Promise<ProviderRoundTrip> {
  return roundTrip(setup, email, 'sign-in/social', body, browser);
}

/** A signed-in browser's link: POST /link-social, the provider's page as `email`, then the callback. */
export async function linkThroughProvider(
  setup: SocialTestSetup,
  email: string,
  browser: CookieJar,
  body: Record<string, unknown> = {},
): Promise<ProviderRoundTrip> {
  return roundTrip(setup, email, 'link-social', body, browser);
}

async function roundTrip(
  setup: SocialTestSetup,
  email: string,
  path: string,
  body: Record<string, unknown>,
  browser: CookieJar,
): Promise<ProviderRoundTrip> {
  const started = await browser.fetch(`${setup.t.baseUrl}/api/auth/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ provider: PROVIDER_ID, ...body }),
  });
  if (started.status !== 200) throw new Error(`${path} answered ${started.status}: ${await started.text()}`);
  const { url } = (await started.json()) as { url: string };
  const authorizationUrl = new URL(url);
  const back = await setup.idp.authorize(url, email);
  const callback = await browser.fetch(back, { redirect: 'manual' });
  return { browser, callback, location: callback.headers.get('location') ?? '', authorizationUrl };
}

/** The session the browser's cookies carry, or null. */
export async function sessionOf(setup: SocialTestSetup, browser: CookieJar) {
  const response = await browser.fetch(`${setup.t.baseUrl}/api/auth/get-session`);
  return (await response.json()) as {
    user: { id: string; email: string; emailVerified: boolean; name: string };
    session: { token: string };
  } | null;
}

/** Runs SQL on the app's own connection (rows for a SELECT). */
export async function sql<T = Record<string, unknown>>(setup: SocialTestSetup, text: string): Promise<T[]> {
  const [rows] = await setup.t.app.get(Sequelize).query(text);
  return rows as T[];
}
