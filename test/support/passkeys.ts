import request from 'supertest';
import type { App } from 'supertest/types';
import { SoftwareAuthenticator } from './software-authenticator';

const CHALLENGE_COOKIE = 'better-auth.better-auth-passkey';

/** The `name=value` of the challenge cookie a response sets. */
export function challengeCookieOf(response: request.Response): string {
  const setCookie = (response.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
  const line = setCookie.find((cookie) => cookie.startsWith(`${CHALLENGE_COOKIE}=`));
  if (!line) throw new Error('The response set no challenge cookie');
  return line.split(';')[0];
}

/** The test app's relying party: BASE_URL's host, and BASE_URL as the page's origin. */
export function authenticatorFor(baseUrl: string): SoftwareAuthenticator {
  return new SoftwareAuthenticator(new URL(baseUrl).hostname, new URL(baseUrl).origin);
}

/** Registration options for the signed-in user, with the Cookie header that carries both cookies. */
export async function registrationOptions(
  http: App,
  sessionCookie: string,
): Promise<{ options: { challenge: string } & Record<string, any>; cookie: string }> {
  const response = await request(http)
    .get('/api/auth/passkey/generate-register-options')
    .set('Cookie', sessionCookie)
    .expect(200);
  return { options: response.body, cookie: `${sessionCookie}; ${challengeCookieOf(response)}` };
}

/** Registers the authenticator's passkey for the signed-in user and answers the stored passkey. */
export async function registerPasskey(
  http: App,
  sessionCookie: string,
  authenticator: SoftwareAuthenticator,
  name?: string,
): Promise<Record<string, any>> {
  const { options, cookie } = await registrationOptions(http, sessionCookie);
  const response = await request(http)
    .post('/api/auth/passkey/verify-registration')
    .set('Cookie', cookie)
    .send({ response: authenticator.register(options), ...(name === undefined ? {} : { name }) })
    .expect(200);
  return response.body;
}

/** Sign-in options (for whoever the cookie names, or nobody), with the Cookie header for the answer. */
export async function signInOptions(
  http: App,
  sessionCookie?: string,
): Promise<{ options: { challenge: string } & Record<string, any>; cookie: string }> {
  const call = request(http).get('/api/auth/passkey/generate-authenticate-options');
  if (sessionCookie) call.set('Cookie', sessionCookie);
  const response = await call.expect(200);
  return { options: response.body, cookie: challengeCookieOf(response) };
}
