import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { Op } from 'sequelize';
import { generateId } from '../../../platform/common/crypto/random';
import { Tx } from '../../../platform/database/database';
import { readDate, readJsonObject, readStringList, writeJson } from '../storage/json-columns';
import { OAuthClientResourceModel, OAuthResourceModel } from './oauth-resource.models';
import { OAuthResource } from './oauth-resource.types';

const JSON_FIELDS = ['allowedScopes', 'customClaims', 'metadata'] as const;

/** Resources and the clients linked to them. */
@Injectable()
export class OAuthResourceRepository {
  constructor(
    @InjectModel(OAuthResourceModel) private readonly resources: typeof OAuthResourceModel,
    @InjectModel(OAuthClientResourceModel) private readonly links: typeof OAuthClientResourceModel,
  ) {}

  async findByIdentifier(identifier: string): Promise<OAuthResource | null> {
    const row = await this.resources.findOne({ where: { identifier } });
    return row ? toResource(row) : null;
  }

  async findByIdentifiers(identifiers: string[]): Promise<OAuthResource[]> {
    if (identifiers.length === 0) return [];
    const rows = await this.resources.findAll({ where: { identifier: { [Op.in]: identifiers } } });
    return rows.map(toResource);
  }

  async list(): Promise<OAuthResource[]> {
    const rows = await this.resources.findAll({ order: [['createdAt', 'ASC']] });
    return rows.map(toResource);
  }

  async create(resource: OAuthResource): Promise<OAuthResource> {
    await this.resources.create(toRow(resource));
    return resource;
  }

  async update(identifier: string, changes: Partial<OAuthResource>): Promise<void> {
    await this.resources.update(toRow(changes), { where: { identifier } });
  }

  /** Removes the resource and its links (SQLite does not enforce the cascade). */
  async delete(identifier: string, tx: Tx): Promise<void> {
    await this.links.destroy({ where: { resourceId: identifier }, transaction: tx });
    await this.resources.destroy({ where: { identifier }, transaction: tx });
  }

  async isLinked(clientId: string, identifier: string): Promise<boolean> {
    return (await this.links.count({ where: { clientId, resourceId: identifier } })) > 0;
  }

  /** Which of `identifiers` the client is linked to. */
  async linkedOf(clientId: string, identifiers: string[]): Promise<string[]> {
    if (identifiers.length === 0) return [];
    const rows = await this.links.findAll({ where: { clientId, resourceId: { [Op.in]: identifiers } } });
    return rows.map((row) => row.resourceId);
  }

  async link(clientId: string, identifier: string, createdAt: Date): Promise<void> {
    await this.links.create({ id: generateId(), clientId, resourceId: identifier, createdAt });
  }

  async unlink(clientId: string, identifier: string): Promise<void> {
    await this.links.destroy({ where: { clientId, resourceId: identifier } });
  }
}

function toRow(resource: Partial<OAuthResource>): Record<string, unknown> {
  const row: Record<string, unknown> = { ...resource };
  for (const field of JSON_FIELDS) if (field in resource) row[field] = writeJson(resource[field]);
  return row;
}

function toResource(row: OAuthResourceModel): OAuthResource {
  return {
    id: row.id,
    identifier: row.identifier,
    name: row.name,
    accessTokenTtl: row.accessTokenTtl ?? null,
    refreshTokenTtl: row.refreshTokenTtl ?? null,
    signingAlgorithm: row.signingAlgorithm ?? null,
    signingKeyId: row.signingKeyId ?? null,
    allowedScopes: readStringList(row.allowedScopes),
    customClaims: readJsonObject(row.customClaims),
    dpopBoundAccessTokensRequired: row.dpopBoundAccessTokensRequired === true,
    disabled: row.disabled === true,
    createdAt: readDate(row.createdAt),
    updatedAt: readDate(row.updatedAt),
    policyVersion: row.policyVersion ?? null,
    metadata: readJsonObject(row.metadata),
  };
}
