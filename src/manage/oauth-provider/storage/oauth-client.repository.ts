import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { UniqueConstraintError } from 'sequelize';
import { Tx } from '../../../platform/database/database';
import { readDate, readJsonObject, readStringList, writeJson } from './json-columns';
import { OAuthClientModel } from './oauth-client.model';
import { OAuthClient } from './oauth-storage.types';

/** The columns that hold JSON. */
const JSON_FIELDS = [
  'scopes',
  'clientCredentialsScopes',
  'contacts',
  'redirectUris',
  'postLogoutRedirectUris',
  'grantTypes',
  'responseTypes',
  'metadata',
] as const;

@Injectable()
export class OAuthClientRepository {
  constructor(@InjectModel(OAuthClientModel) private readonly clients: typeof OAuthClientModel) {}

  async findByClientId(clientId: string, tx?: Tx): Promise<OAuthClient | null> {
    const row = await this.clients.findOne({ where: { clientId }, transaction: tx });
    return row ? toClient(row) : null;
  }

  /** The clients a user registered, oldest first. */
  async listByUser(userId: string): Promise<OAuthClient[]> {
    const rows = await this.clients.findAll({ where: { userId }, order: [['createdAt', 'ASC']] });
    return rows.map(toClient);
  }

  /** The clients registered for a reference (an organization), oldest first. */
  async listByReference(referenceId: string): Promise<OAuthClient[]> {
    const rows = await this.clients.findAll({ where: { referenceId }, order: [['createdAt', 'ASC']] });
    return rows.map(toClient);
  }

  /** The new client, or null when its `clientId` was taken. */
  async create(client: OAuthClient, tx?: Tx): Promise<OAuthClient | null> {
    try {
      await this.clients.create(toRow(client), { transaction: tx });
      return client;
    } catch (error) {
      if (error instanceof UniqueConstraintError) return null;
      throw error;
    }
  }

  /** The client after the change, or null when it is gone. */
  async update(clientId: string, changes: Partial<Omit<OAuthClient, 'id' | 'clientId'>>, tx?: Tx) {
    await this.clients.update(toRow(changes), { where: { clientId }, transaction: tx });
    return this.findByClientId(clientId, tx);
  }

  async delete(clientId: string, tx?: Tx): Promise<void> {
    await this.clients.destroy({ where: { clientId }, transaction: tx });
  }
}

function toRow(client: Partial<OAuthClient>): Record<string, unknown> {
  const row: Record<string, unknown> = { ...client };
  for (const field of JSON_FIELDS) if (field in client) row[field] = writeJson(client[field]);
  return row;
}

function toClient(row: OAuthClientModel): OAuthClient {
  return {
    id: row.id,
    clientId: row.clientId,
    clientSecret: row.clientSecret ?? null,
    clientDiscoveryId: row.clientDiscoveryId ?? null,
    disabled: Boolean(row.disabled),
    skipConsent: row.skipConsent ?? null,
    enableEndSession: row.enableEndSession ?? null,
    subjectType: row.subjectType ?? null,
    scopes: readStringList(row.scopes),
    clientCredentialsScopes: readStringList(row.clientCredentialsScopes),
    userId: row.userId ?? null,
    createdAt: readDate(row.createdAt),
    updatedAt: readDate(row.updatedAt),
    name: row.name ?? null,
    uri: row.uri ?? null,
    icon: row.icon ?? null,
    contacts: readStringList(row.contacts),
    tos: row.tos ?? null,
    policy: row.policy ?? null,
    softwareId: row.softwareId ?? null,
    softwareVersion: row.softwareVersion ?? null,
    softwareStatement: row.softwareStatement ?? null,
    redirectUris: readStringList(row.redirectUris) ?? [],
    postLogoutRedirectUris: readStringList(row.postLogoutRedirectUris),
    backchannelLogoutUri: row.backchannelLogoutUri ?? null,
    backchannelLogoutSessionRequired: row.backchannelLogoutSessionRequired ?? null,
    tokenEndpointAuthMethod: row.tokenEndpointAuthMethod ?? null,
    applicationType: row.applicationType ?? null,
    jwks: row.jwks ?? null,
    jwksUri: row.jwksUri ?? null,
    grantTypes: readStringList(row.grantTypes),
    responseTypes: readStringList(row.responseTypes),
    requirePKCE: row.requirePKCE ?? null,
    dpopBoundAccessTokens: row.dpopBoundAccessTokens ?? null,
    referenceId: row.referenceId ?? null,
    metadata: readJsonObject(row.metadata),
  };
}
