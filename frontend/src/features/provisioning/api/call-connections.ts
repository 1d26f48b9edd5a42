import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';

type ConnectionCall = 'list' | 'create' | 'get' | 'rotate' | 'revoke' | 'events' | 'decommission';

/**
 * One call of the session-authorized connection catalog: the organization's owners and admins manage
 * its SCIM connections with the same bodies as the server-only catalog, acting as themselves.
 */
export function callConnections<T>(call: ConnectionCall, body: object): Promise<T> {
  return unwrap(authClient.$fetch<T>(`/scim/organization-connections/${call}`, { method: 'POST', body }));
}
