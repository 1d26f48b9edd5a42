import request from 'supertest';
import type { App } from 'supertest/types';
import { TEST_SERVICE_KEY } from './admin';

/** Creates a key as the signed-in user (cookie) and returns the whole response body, full key included. */
export async function createKey(
  http: App,
  cookie: string,
  body: Record<string, unknown> = {},
): Promise<Record<string, any>> {
  const response = await request(http).post('/api/auth/api-key/create').set('Cookie', cookie).send(body).expect(200);
  return response.body;
}

/** Creates a key as a trusted backend for `userId`, so server-only properties may be set. */
export async function createKeyOnServer(
  http: App,
  userId: string,
  body: Record<string, unknown> = {},
): Promise<Record<string, any>> {
  const response = await request(http)
    .post('/api/auth/api-key/create')
    .set('x-service-key', TEST_SERVICE_KEY)
    .send({ userId, ...body })
    .expect(200);
  return response.body;
}

/** The verify call a trusted backend makes; answers the body (`valid`, `error`, `key`). */
export async function verifyKey(
  http: App,
  key: string,
  permissions?: Record<string, string[]>,
): Promise<Record<string, any>> {
  const response = await request(http)
    .post('/api/auth/api-key/verify')
    .set('x-service-key', TEST_SERVICE_KEY)
    .send(permissions ? { key, permissions } : { key })
    .expect(200);
  return response.body;
}
