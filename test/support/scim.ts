import { randomUUID } from 'node:crypto';
import type { ExecutionContext } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import { ScimBearerGuard, ScimRequest } from '../../src/manage/scim/catalog/scim-bearer.guard';
import { ScimPrincipal } from '../../src/manage/scim/scim-principal';
import { ScimError } from '../../src/manage/scim/scim-error';
import { TEST_SERVICE_KEY } from './admin';
import type { TestApp } from './create-test-app';

export const MANAGED_CONNECTIONS = '/api/auth/scim/managed-connections';
export const ALL_SCIM_SCOPES = ['scim.users.read', 'scim.users.write', 'scim.groups.read', 'scim.groups.write'];

/** A creation request id no other call has used. */
export const creationRequestId = (): string => `req-${randomUUID()}`;

/** An expiry `days` ahead of the app's clock. */
export const daysAhead = (t: TestApp, days = 30): string => new Date(t.clock.nowMs() + days * 86_400_000).toISOString();

/** A server-only catalog call with the service key. */
export const catalogCall = (http: App, action: string, body: object): request.Test =>
  request(http).post(`${MANAGED_CONNECTIONS}/${action}`).set('x-service-key', TEST_SERVICE_KEY).send(body);

export interface ScimConnection {
  connectionId: string;
  credentialId: string;
  provisioningDomainId: string;
  token: string;
}

/**
 * A managed connection for `provisioningDomainId` (an organization id) and its first token, through the
 * catalog as a backend makes one. The app needs `ADMIN_TEST_CONFIG` (a service key).
 */
export async function createScimConnection(
  t: TestApp,
  provisioningDomainId: string,
  scopes: string[] = ALL_SCIM_SCOPES,
): Promise<ScimConnection> {
  const body = { creationRequestId: creationRequestId(), provisioningDomainId, actorId: 'test-actor', scopes };
  const response = await catalogCall(t.http, 'create', { ...body, expiresAt: daysAhead(t) }).expect(200);
  return {
    connectionId: response.body.connection.connectionId,
    credentialId: response.body.credential.credentialId,
    provisioningDomainId,
    token: response.body.token,
  };
}

/**
 * What the app's `ScimBearerGuard` makes of a request with these headers, on the route `method path`: the
 * principal, or the `ScimError` it refuses with. For the catalog's own tests, which have no SCIM route to call.
 */
export async function admitScim(
  t: TestApp,
  headers: Record<string, string>,
  method = 'GET',
  path = '/api/auth/scim/v2/Users',
): Promise<ScimPrincipal | ScimError> {
  const req = { headers: lowerCased(headers), method, path } as unknown as ScimRequest;
  const context = { switchToHttp: () => ({ getRequest: () => req }) } as unknown as ExecutionContext;
  try {
    await t.app.get(ScimBearerGuard).canActivate(context);
    return req.scimPrincipal!;
  } catch (error) {
    if (error instanceof ScimError) return error;
    throw error;
  }
}

function lowerCased(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}
