import request from 'supertest';
import type { App } from 'supertest/types';
import { TEST_SERVICE_KEY } from './admin';
import { SignedUpUser, signUp, uniqueEmail } from './factories';

export const ORG = '/api/auth/organization';

export const orgError = (code: string, message: string) => ({ code, message });

/** Creates an organization as the signed-in user (who becomes owner) and answers the response body. */
export async function createOrganization(
  http: App,
  cookie: string,
  body: Record<string, unknown> = {},
): Promise<Record<string, any>> {
  const slug = (body.slug as string | undefined) ?? uniqueEmail('org').split('@')[0];
  const response = await request(http)
    .post(`${ORG}/create`)
    .set('Cookie', cookie)
    .send({ name: 'Acme', slug, ...body })
    .expect(200);
  return response.body;
}

/** Puts a user straight into an organization, as a trusted backend does (service key). */
export async function addMember(
  http: App,
  organizationId: string,
  userId: string,
  role: string | string[] = 'member',
): Promise<Record<string, any>> {
  const response = await request(http)
    .post(`${ORG}/add-member`)
    .set('x-service-key', TEST_SERVICE_KEY)
    .send({ organizationId, userId, role })
    .expect(200);
  return response.body;
}

/** A new user made a member of the organization with the given role; answers the user and the member row. */
export async function newMember(
  http: App,
  organizationId: string,
  role: string | string[] = 'member',
): Promise<SignedUpUser & { memberId: string }> {
  const user = await signUp(http);
  const member = await addMember(http, organizationId, user.userId, role);
  return { ...user, memberId: member.id };
}

/** Makes the organization the session's active one. */
export async function setActiveOrganization(http: App, cookie: string, organizationId: string | null): Promise<void> {
  await request(http).post(`${ORG}/set-active`).set('Cookie', cookie).send({ organizationId }).expect(200);
}

export async function invite(http: App, cookie: string, body: Record<string, unknown>): Promise<Record<string, any>> {
  const response = await request(http).post(`${ORG}/invite-member`).set('Cookie', cookie).send(body).expect(200);
  return response.body;
}

/** The session as stored (the cookie cache bypassed). */
export async function storedSession(http: App, cookie: string): Promise<Record<string, any>> {
  const response = await request(http)
    .get('/api/auth/get-session?disableCookieCache=true')
    .set('Cookie', cookie)
    .expect(200);
  return response.body.session;
}
