import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { Tx } from '../../../platform/database/database';
import { ScimManagedCredentialModel } from './scim-catalog.models';
import { ScimCredentialRecord, ScimCredentialStatus } from './scim-catalog.types';

/** What a credential's end writes beside its status. */
type CredentialEnd =
  | { status: 'revoked'; revokedAt: Date; revokedBy: string }
  | { status: 'decommissioned'; decommissionedAt: Date }
  | { status: 'expired' };

/** Credentials of managed connections. */
@Injectable()
export class ScimCredentialRepository {
  constructor(
    @InjectModel(ScimManagedCredentialModel) private readonly credentials: typeof ScimManagedCredentialModel,
  ) {}

  async create(credential: ScimCredentialRecord, tx: Tx): Promise<void> {
    const { scopes, ...rest } = credential;
    await this.credentials.create({ ...rest, serializedScopes: JSON.stringify(scopes) }, { transaction: tx });
  }

  async findByCredentialId(credentialId: string, tx?: Tx): Promise<ScimCredentialRecord | null> {
    const row = await this.credentials.findOne({ where: { credentialId }, transaction: tx });
    return row ? toCredential(row) : null;
  }

  /** Newest first. */
  async listByConnection(connectionRecordId: string, tx?: Tx): Promise<ScimCredentialRecord[]> {
    const rows = await this.credentials.findAll({
      where: { connectionRecordId },
      order: [['createdAt', 'DESC']],
      transaction: tx,
    });
    return rows.map(toCredential);
  }

  async listActive(connectionRecordId: string, tx: Tx): Promise<ScimCredentialRecord[]> {
    const rows = await this.credentials.findAll({ where: { connectionRecordId, status: 'active' }, transaction: tx });
    return rows.map(toCredential);
  }

  /** Ends an active credential and frees its slot; false when it was no longer active. */
  async end(credential: ScimCredentialRecord, end: CredentialEnd, tx: Tx): Promise<boolean> {
    const [count] = await this.credentials.update(
      { ...end, activeSlotKey: `${credential.credentialId}:inactive` },
      { where: { id: credential.id, status: 'active' }, transaction: tx },
    );
    return count === 1;
  }

  /** Records a use unless another request recorded one since `previous` was read. */
  async touch(id: string, previous: Date | null, now: Date): Promise<void> {
    await this.credentials.update({ lastUsedAt: now }, { where: { id, status: 'active', lastUsedAt: previous } });
  }
}

function toCredential(row: ScimManagedCredentialModel): ScimCredentialRecord {
  return {
    id: row.id,
    connectionRecordId: row.connectionRecordId,
    credentialId: row.credentialId,
    tokenDigest: row.tokenDigest,
    hashVersion: row.hashVersion,
    activeSlotKey: row.activeSlotKey,
    status: row.status as ScimCredentialStatus,
    scopes: parseScopes(row.serializedScopes),
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
    createdBy: row.createdBy,
    lastUsedAt: row.lastUsedAt ?? null,
    revokedAt: row.revokedAt ?? null,
    revokedBy: row.revokedBy ?? null,
  };
}

/** A row whose scopes do not parse grants nothing rather than failing every request. */
function parseScopes(serialized: string): string[] {
  try {
    const parsed: unknown = JSON.parse(serialized);
    return Array.isArray(parsed) ? parsed.filter((scope): scope is string => typeof scope === 'string') : [];
  } catch {
    return [];
  }
}
