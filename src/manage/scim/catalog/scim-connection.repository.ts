import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { Op, QueryTypes } from 'sequelize';
import { sha256Base64Url } from '../../../platform/common/crypto/digest';
import { generateId } from '../../../platform/common/crypto/random';
import { Tx } from '../../../platform/database/database';
import {
  ScimConnectionBindingModel,
  ScimManagedConnectionEventModel,
  ScimManagedConnectionModel,
} from './scim-catalog.models';
import { SCIM_EVENT_LIMIT } from './scim-catalog.constants';
import { ScimConnectionEvent, ScimConnectionRecord, ScimConnectionStatus, ScimEventType } from './scim-catalog.types';

/** The binding's lookup key, as the package makes it: SHA-256 of `["scim-connection", id]`, base64url. */
function connectionKeyOf(connectionId: string): string {
  return sha256Base64Url(JSON.stringify(['scim-connection', connectionId]));
}

/** Managed connections, their numbered events and their bindings. */
@Injectable()
export class ScimConnectionRepository {
  constructor(
    @InjectModel(ScimManagedConnectionModel) private readonly connections: typeof ScimManagedConnectionModel,
    @InjectModel(ScimManagedConnectionEventModel) private readonly events: typeof ScimManagedConnectionEventModel,
    @InjectModel(ScimConnectionBindingModel) private readonly bindings: typeof ScimConnectionBindingModel,
  ) {}

  async findByCreationRequestId(creationRequestId: string, tx?: Tx): Promise<ScimConnectionRecord | null> {
    const row = await this.connections.findOne({ where: { creationRequestId }, transaction: tx });
    return row ? toConnection(row) : null;
  }

  async find(connectionId: string, provisioningDomainId: string, tx?: Tx): Promise<ScimConnectionRecord | null> {
    const row = await this.connections.findOne({ where: { connectionId, provisioningDomainId }, transaction: tx });
    return row ? toConnection(row) : null;
  }

  /**
   * The connection, held until `tx` ends (a row lock on PostgreSQL; SQLite runs one writing transaction at a
   * time), so a change reads what the change before it wrote.
   */
  async findForChange(
    connectionId: string,
    provisioningDomainId: string,
    tx: Tx,
  ): Promise<ScimConnectionRecord | null> {
    const row = await this.connections.findOne({
      where: { connectionId, provisioningDomainId },
      transaction: tx,
      lock: tx.LOCK.UPDATE,
    });
    return row ? toConnection(row) : null;
  }

  async findByRecordId(id: string, tx?: Tx): Promise<ScimConnectionRecord | null> {
    const row = await this.connections.findByPk(id, { transaction: tx });
    return row ? toConnection(row) : null;
  }

  /** Newest first. */
  async listByDomain(provisioningDomainId: string): Promise<ScimConnectionRecord[]> {
    const rows = await this.connections.findAll({ where: { provisioningDomainId }, order: [['createdAt', 'DESC']] });
    return rows.map(toConnection);
  }

  async hasActive(provisioningDomainId: string): Promise<boolean> {
    return (await this.connections.count({ where: { provisioningDomainId, status: 'active' } })) > 0;
  }

  /** Inserts the connection and its binding (active), as the package binds a connection at its first use. */
  async create(connection: ScimConnectionRecord, tx: Tx): Promise<void> {
    await this.connections.create({ ...connection }, { transaction: tx });
    await this.bindings.create(
      {
        id: generateId(),
        connectionId: connection.connectionId,
        connectionKey: connectionKeyOf(connection.connectionId),
        provisioningDomainId: connection.provisioningDomainId,
        createdAt: connection.createdAt,
        decommissionStatus: 'active',
      },
      { transaction: tx },
    );
  }

  /**
   * Counts one change of a connection in `statuses` and answers its new revision, the change's event sequence;
   * null when the connection is in none of them. One statement, under the row `findForChange` holds, so
   * concurrent changes of one connection number their events without gaps or repeats.
   */
  async countChange(id: string, statuses: ScimConnectionStatus[], tx: Tx): Promise<number | null> {
    const rows = await this.connections.sequelize!.query<{ revision: number | string }>(
      `UPDATE "scimManagedConnection" SET "revision" = "revision" + 1 WHERE "id" = :id AND "status" IN (:statuses) RETURNING "revision"`,
      { replacements: { id, statuses }, type: QueryTypes.SELECT, transaction: tx },
    );
    return rows.length ? Number(rows[0].revision) : null;
  }

  async update(id: string, changes: Partial<ScimConnectionRecord>, tx: Tx): Promise<void> {
    await this.connections.update(changes, { where: { id }, transaction: tx });
  }

  async setBindingStatus(connectionId: string, status: 'reconciling' | 'complete', at: Date, tx: Tx): Promise<void> {
    const completed = status === 'complete' ? { decommissionCompletedAt: at } : {};
    await this.bindings.update(
      { decommissionStatus: status, decommissionedAt: at, ...completed },
      { where: { connectionKey: connectionKeyOf(connectionId) }, transaction: tx },
    );
  }

  async addEvent(
    connectionRecordId: string,
    event: { sequence: number; type: ScimEventType; actorId: string; credentialId?: string; createdAt: Date },
    tx: Tx,
  ): Promise<void> {
    await this.events.create(
      {
        id: generateId(),
        connectionRecordId,
        eventKey: `${connectionRecordId}:${event.sequence}`,
        sequence: event.sequence,
        type: event.type,
        actorId: event.actorId,
        credentialId: event.credentialId ?? null,
        createdAt: event.createdAt,
      },
      { transaction: tx },
    );
  }

  /** The newest events, oldest first. */
  async listEvents(connectionRecordId: string): Promise<ScimConnectionEvent[]> {
    const rows = await this.events.findAll({
      where: { connectionRecordId, sequence: { [Op.gt]: 0 } },
      order: [['sequence', 'DESC']],
      limit: SCIM_EVENT_LIMIT,
    });
    return rows.reverse().map((row) => ({
      sequence: Number(row.sequence),
      type: row.type as ScimEventType,
      actorId: row.actorId,
      credentialId: row.credentialId ?? null,
      createdAt: row.createdAt,
    }));
  }
}

function toConnection(row: ScimManagedConnectionModel): ScimConnectionRecord {
  return {
    id: row.id,
    creationRequestId: row.creationRequestId,
    connectionId: row.connectionId,
    provisioningDomainId: row.provisioningDomainId,
    status: row.status as ScimConnectionStatus,
    revision: Number(row.revision),
    createdAt: row.createdAt,
    createdBy: row.createdBy,
    decommissionStartedAt: row.decommissionStartedAt ?? null,
    decommissionStartedBy: row.decommissionStartedBy ?? null,
    decommissionedAt: row.decommissionedAt ?? null,
    decommissionedBy: row.decommissionedBy ?? null,
  };
}
