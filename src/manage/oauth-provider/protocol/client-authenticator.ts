import { Injectable } from '@nestjs/common';
import { OAuthClientRepository } from '../storage/oauth-client.repository';
import { OAuthClient } from '../storage/oauth-storage.types';
import { matchesStoredSecret } from '../storage/stored-secrets';
import { PresentedClient, invalidClient } from './client-credentials';
import { badRequest } from '../oauth-error';

/** Whether the client may use a grant: its registered ones (authorization_code when none), refresh with the code. */
export function clientAllowsGrant(client: OAuthClient, grantType: string): boolean {
  const allowed = client.grantTypes?.length ? client.grantTypes : ['authorization_code'];
  if (grantType === 'refresh_token' && allowed.includes('authorization_code')) return true;
  return allowed.includes(grantType);
}

/** The package's `validateClientCredentials`: the client exists, is enabled, authenticates as registered. */
@Injectable()
export class ClientAuthenticator {
  constructor(private readonly clients: OAuthClientRepository) {}

  async authenticate(
    presented: PresentedClient,
    scopes: readonly string[] | undefined,
    /** Absent at introspection and revocation, which ask for no grant. */
    grantType?: string,
  ): Promise<OAuthClient> {
    const { method, clientSecret } = presented;
    const client = await this.clients.findByClientId(presented.clientId);
    if (!client) throw invalidClient('missing client', method);
    if (client.disabled) throw invalidClient('client is disabled', method);
    const registered = client.tokenEndpointAuthMethod ?? 'client_secret_basic';
    if (registered !== method) throw invalidClient(`client registered for ${registered} cannot use ${method}`, method);
    if (client.tokenEndpointAuthMethod !== 'none' && !clientSecret)
      throw invalidClient('client secret must be provided', method);
    if (clientSecret && !client.clientSecret)
      throw invalidClient('public client, client secret should not be received', method);
    if (clientSecret && !matchesStoredSecret(clientSecret, client.clientSecret))
      throw invalidClient('invalid client_secret', method);
    if (scopes && client.scopes) {
      const allowed = new Set(client.scopes);
      const refused = scopes.find((scope) => !allowed.has(scope));
      if (refused) throw badRequest('invalid_scope', `client does not allow scope ${refused}`);
    }
    if (grantType !== undefined && !clientAllowsGrant(client, grantType))
      throw badRequest('unauthorized_client', `client is not authorized to use grant type ${grantType}`);
    return client;
  }
}
