import { createAuthClient } from './client-line';
import { CookieJar } from './cookie-jar';

type AuthClient = ReturnType<typeof createAuthClient>;

export interface Browser {
  client: AuthClient;
  jar: CookieJar;
}

/**
 * The official Better Auth client as a web page served from `baseUrl` would use it, with its own
 * cookie jar: one call per simulated browser.
 */
export function openBrowser(baseUrl: string): Browser {
  const jar = new CookieJar(new URL(baseUrl).origin);
  const client = createAuthClient({ baseURL: baseUrl, fetchOptions: { customFetchImpl: jar.fetch } });
  return { client, jar };
}
