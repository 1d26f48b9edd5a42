import request from 'supertest';
import type { App } from 'supertest/types';
import { DeepPartial, RawConfig } from '../../src/platform/config/config-sources';
import { PASSWORD, SignedUpUser, signIn, uniqueEmail } from './factories';

export const TEST_SERVICE_KEY = 'test-service-key-0123456789abcdef';

/** Config for apps whose tests need administrators: a service key to create the first one. */
export const ADMIN_TEST_CONFIG: DeepPartial<RawConfig> = { serviceKeys: [TEST_SERVICE_KEY] };

/** The service answering as Better Auth 1.4 (BETTER_AUTH_COMPAT=1.4), for suites of that line's answers. */
export const LINE_14_CONFIG: DeepPartial<RawConfig> = { ...ADMIN_TEST_CONFIG, betterAuthCompat: '1.4' };

/** A user made by a trusted backend through create-user, with the given roles, then signed in. */
export async function createUserWithRole(http: App, role: string | string[] = 'admin'): Promise<SignedUpUser> {
  const email = uniqueEmail('admin');
  const response = await request(http)
    .post('/api/auth/admin/create-user')
    .set('x-service-key', TEST_SERVICE_KEY)
    .send({ email, password: PASSWORD, name: 'Admin', role })
    .expect(200);
  const cookie = await signIn(http, email);
  const token = decodeURIComponent(cookie.match(/session_token=([^.;]+)/)![1]);
  return { email, password: PASSWORD, userId: response.body.user.id, token, cookie };
}
