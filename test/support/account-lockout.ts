import request from 'supertest';
import type { App } from 'supertest/types';
import { DeepPartial, RawConfig } from '../../src/platform/config/config-sources';
import { ADMIN_TEST_CONFIG } from './admin';
import { PASSWORD, cookiesFrom } from './factories';

/**
 * A short lock to exercise: 3 failures lock for 60 s, then 120 s, capped at 150 s; failures forgotten after an hour.
 */
export const LOCKOUT_TEST_CONFIG: DeepPartial<RawConfig> = {
  ...ADMIN_TEST_CONFIG,
  rateLimit: {
    accountLockout: { enabled: true, maxFailures: 3, failureReset: '1h', lockDuration: 60, maxLockDuration: 150 },
  },
};

const WRONG_PASSWORD = 'not the password';
const LOCKED = {
  code: 'TOO_MANY_FAILED_SIGN_IN_ATTEMPTS',
  message: 'Too many failed sign-in attempts for this email. Please try again later.',
};
const INVALID_EMAIL_OR_PASSWORD = { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' };

export function attemptSignIn(http: App, email: string, password = WRONG_PASSWORD): request.Test {
  return request(http).post('/api/auth/sign-in/email').send({ email, password });
}

/** `times` wrong passwords in turn, each refused as a wrong password. */
export async function failSignIns(http: App, email: string, times: number): Promise<void> {
  for (let attempt = 1; attempt <= times; attempt++)
    await attemptSignIn(http, email).expect(401, INVALID_EMAIL_OR_PASSWORD);
}

/** Asserts the locked answer with its X-Retry-After in seconds. */
export async function expectLocked(response: request.Test, retryAfterSeconds: number): Promise<void> {
  const locked = await response.expect(429, LOCKED);
  if (locked.headers['x-retry-after'] !== String(retryAfterSeconds)) {
    throw new Error(`X-Retry-After was ${locked.headers['x-retry-after']}, expected ${retryAfterSeconds}`);
  }
}

/**
 * `count` sign-ins with the right password sent at once, spread over `instances` in turn; asserts that
 * each answers 200 with a session of its own that then works on every instance.
 */
export async function expectAllSignedIn(instances: App[], email: string, count: number): Promise<void> {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) => attemptSignIn(instances[i % instances.length], email, PASSWORD)),
  );
  expect(answers.map((answer) => answer.status)).toEqual(Array(count).fill(200));
  expect(new Set(answers.map((answer) => answer.body.token)).size).toBe(count);
  for (const [i, answer] of answers.entries()) {
    const session = await request(instances[(i + 1) % instances.length])
      .get('/api/auth/get-session?disableCookieCache=true')
      .set('Cookie', cookiesFrom(answer))
      .expect(200);
    expect(session.body?.session.token).toBe(answer.body.token);
  }
}
