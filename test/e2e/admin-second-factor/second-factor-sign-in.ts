import request from 'supertest';
import type { App } from 'supertest/types';
import { PASSWORD, cookiesFrom } from '../../support/factories';
import { EnrolledUser, totpCode } from '../../support/two-factor';

const SIGN_IN = '/api/auth/sign-in/email';

/** The `name=value` of a cookie the response sets, or null. */
function cookieOf(response: request.Response, name: string): string | null {
  const lines = (response.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
  const line = lines.find((cookie) => cookie.startsWith(`better-auth.${name}=`));
  return line ? line.split(';')[0] : null;
}

/** Signs the enrolled user in with a code and trustDevice; answers the browser's trust_device cookie. */
export async function trustBrowser(http: App, user: EnrolledUser, nowMs: number): Promise<string> {
  const pending = await request(http).post(SIGN_IN).send({ email: user.email, password: PASSWORD }).expect(200);
  const verified = await request(http)
    .post('/api/auth/two-factor/verify-totp')
    .set('Cookie', cookiesFrom(pending))
    .send({ code: totpCode(user.totpURI, nowMs), trustDevice: true })
    .expect(200);
  const trust = cookieOf(verified, 'trust_device');
  if (!trust) throw new Error('verify-totp set no trust_device cookie');
  return trust;
}

/** Whether a password sign-in from the browser with `trustCookie` skips the second factor. */
export async function skipsSecondFactor(
  http: App,
  email: string,
  trustCookie: string,
  password: string = PASSWORD,
): Promise<boolean> {
  const response = await request(http).post(SIGN_IN).set('Cookie', trustCookie).send({ email, password }).expect(200);
  if (response.body.twoFactorRedirect === true) return false;
  if (typeof response.body.token === 'string') return true;
  throw new Error(`Unexpected sign-in answer ${JSON.stringify(response.body)}`);
}

/** Whether the session cookie still names a live session. */
export async function isSignedIn(http: App, cookie: string): Promise<boolean> {
  const response = await request(http).get('/api/auth/get-session').set('Cookie', cookie).expect(200);
  return response.body !== null;
}
