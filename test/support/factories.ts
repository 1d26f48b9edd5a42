import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type { App } from 'supertest/types';

export const PASSWORD = 'correct horse battery';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

export interface SignedUpUser {
  email: string;
  password: string;
  userId: string;
  token: string;
  /** The Cookie header value that carries the signed session. */
  cookie: string;
}

/** The `name=value` pairs a response sets, ready to send back as a Cookie header. */
export function cookiesFrom(response: request.Response): string {
  const setCookie = response.headers['set-cookie'] as unknown as string[] | undefined;
  return (setCookie ?? [])
    .filter((line) => !/Max-Age=0/i.test(line))
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** Signs a user up through the API and returns its session cookie. */
export async function signUp(
  http: App,
  overrides: Partial<{ email: string; password: string; name: string }> = {},
): Promise<SignedUpUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? PASSWORD;
  const response = await request(http)
    .post('/api/auth/sign-up/email')
    .send({ name: overrides.name ?? 'Test User', email, password })
    .expect(200);
  return { email, password, userId: response.body.user.id, token: response.body.token, cookie: cookiesFrom(response) };
}

export async function signIn(http: App, email: string, password: string = PASSWORD): Promise<string> {
  const response = await request(http).post('/api/auth/sign-in/email').send({ email, password }).expect(200);
  return cookiesFrom(response);
}
