import { Injectable } from '@nestjs/common';
import { User } from '../../../identity/user/user.types';
import { OAuthClientRepository } from '../storage/oauth-client.repository';
import { OAuthClient } from '../storage/oauth-storage.types';
import { OAuthClientAccess } from './oauth-client-access';
import { clientNotFound } from './oauth-client-refusal';
import {
  OAuthClientWire,
  toOAuthClientWire,
  toPublicOAuthClientWire,
  withClientCredentialsScopes,
} from './oauth-client-wire';

/** Reading clients: one's own in full (never the secret), and any enabled client's public face. */
@Injectable()
export class OAuthClientReads {
  constructor(
    private readonly clients: OAuthClientRepository,
    private readonly access: OAuthClientAccess,
  ) {}

  async getClient(clientId: string): Promise<OAuthClient> {
    const client = await this.clients.findByClientId(clientId);
    if (!client) throw clientNotFound();
    return client;
  }

  async get(user: User, clientId: string): Promise<OAuthClientWire> {
    await this.access.assertAllowed(user, 'read');
    const client = await this.getClient(clientId);
    this.access.assertOwner(user, client);
    return withClientCredentialsScopes(toOAuthClientWire(client), client, false);
  }

  async list(user: User): Promise<OAuthClientWire[]> {
    await this.access.assertAllowed(user, 'read');
    const clients = await this.clients.listByUser(user.id);
    return clients.map((client) => withClientCredentialsScopes(toOAuthClientWire(client), client, false));
  }

  /** For the login and consent pages; a disabled client reads as missing. */
  async getPublic(clientId: string): Promise<OAuthClientWire> {
    const client = await this.getClient(clientId);
    if (client.disabled) throw clientNotFound();
    return toPublicOAuthClientWire(client);
  }
}
