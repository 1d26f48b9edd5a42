import { Injectable } from '@nestjs/common';
import { AuditCaller } from '../../../platform/audit/audit-caller';
import { Audited } from '../../../platform/audit/audited.decorator';
import { AuditService } from '../../../platform/audit/audit.service';
import { AuditDetails } from '../../../platform/audit/audit.types';
import { generateId } from '../../../platform/common/crypto/random';
import { AuthError } from '../../../platform/common/errors/auth-error';
import { Clock } from '../../../platform/common/time/clock';
import { Database, Tx } from '../../../platform/database/database';
import { isUniqueViolation } from '../../../platform/database/unique-violation';
import { ScimCatalogReads, ScimConnectionRef, ScimConnectionState } from './scim-catalog-reads.service';
import { ScimCredentialView, connectionView, credentialView } from './scim-catalog-wire';
import { SCIM_CONNECTION_ID_PREFIX } from './scim-catalog.constants';
import { SCIM_CATALOG_ERRORS } from './scim-catalog.errors';
import { ScimConnectionRecord, ScimCredentialPolicy } from './scim-catalog.types';
import { ScimConnectionReleases } from './scim-connection-releases';
import { ScimConnectionRepository } from './scim-connection.repository';
import { ScimCredentialRepository } from './scim-credential.repository';
import { newOpaqueId } from './scim-token';
import { ScimCredentialIssuer, assertPolicy } from './scim-credential-issuer';

export interface NewScimConnection extends ScimCredentialPolicy {
  creationRequestId: string;
  provisioningDomainId: string;
}

/** A new credential with its token: the only time the token is told. */
export interface IssuedScimCredential extends Omit<ScimConnectionState, 'credentials'> {
  credential: ScimCredentialView;
  token: string;
}

export interface ScimDecommission extends ScimConnectionState {
  decommission: { status: 'complete'; retryAfter: null };
}

/** What an audit event says of a catalog change: the connection, its organization and the actor the caller named. */
export function describeScimChange<Result extends { connection: { connectionId: string } }>(
  [actorId, input]: [string, { provisioningDomainId: string; connectionId?: string }],
  result?: Result,
): AuditDetails {
  return {
    targetType: 'scim-connection',
    targetId: result?.connection.connectionId ?? input.connectionId ?? null,
    metadata: { provisioningDomainId: input.provisioningDomainId, scimActorId: actorId },
  };
}

/** Creating connections and retiring them. `actorId` is who the caller says acts; it is recorded, not trusted. */
@Injectable()
export class ScimCatalogService {
  constructor(
    private readonly database: Database,
    private readonly connections: ScimConnectionRepository,
    private readonly credentials: ScimCredentialRepository,
    private readonly reads: ScimCatalogReads,
    private readonly issuer: ScimCredentialIssuer,
    private readonly releases: ScimConnectionReleases,
    private readonly clock: Clock,
    readonly audit: AuditService,
  ) {}

  @Audited('scim-connection.create', describeScimChange<IssuedScimCredential>)
  async create(_auditCaller: AuditCaller, actorId: string, input: NewScimConnection): Promise<IssuedScimCredential> {
    const now = this.clock.now();
    assertPolicy(input, now);
    const connection: ScimConnectionRecord = {
      id: generateId(),
      creationRequestId: input.creationRequestId,
      connectionId: newOpaqueId(SCIM_CONNECTION_ID_PREFIX),
      provisioningDomainId: input.provisioningDomainId,
      status: 'active',
      revision: 2,
      createdAt: now,
      createdBy: actorId,
      decommissionStartedAt: null,
      decommissionStartedBy: null,
      decommissionedAt: null,
      decommissionedBy: null,
    };
    const { credential, token } = this.issuer.issue(connection.id, 0, actorId, input, now);
    try {
      await this.database.transaction(async (tx) => {
        if (await this.connections.findByCreationRequestId(input.creationRequestId, tx)) throw creationConflict();
        await this.connections.create(connection, tx);
        await this.credentials.create(credential, tx);
        await this.connections.addEvent(
          connection.id,
          { sequence: 1, type: 'connection.created', actorId, createdAt: now },
          tx,
        );
        const issued = {
          sequence: 2,
          type: 'credential.issued' as const,
          actorId,
          credentialId: credential.credentialId,
        };
        await this.connections.addEvent(connection.id, { ...issued, createdAt: now }, tx);
      });
    } catch (error) {
      // Two requests with one creation id at once: the unique index lets one in.
      if (isUniqueViolation(error) && (await this.connections.findByCreationRequestId(input.creationRequestId))) {
        throw creationConflict();
      }
      throw error;
    }
    return { connection: connectionView(connection), credential: credentialView(credential, now), token };
  }

  @Audited('scim-connection.decommission', describeScimChange<ScimDecommission>)
  async decommission(_auditCaller: AuditCaller, actorId: string, ref: ScimConnectionRef): Promise<ScimDecommission> {
    const started = await this.database.transaction((tx) => this.beginDecommission(actorId, ref, tx));
    if (started.status !== 'decommissioned') {
      await this.releases.releaseConnection(started.connectionId, started.provisioningDomainId);
      await this.database.transaction((tx) => this.completeDecommission(actorId, ref, tx));
    }
    return { ...(await this.reads.get(ref)), decommission: { status: 'complete', retryAfter: null } };
  }

  /** Stops the connection's credentials at once; its users are released after this commits. */
  private async beginDecommission(actorId: string, ref: ScimConnectionRef, tx: Tx): Promise<ScimConnectionRecord> {
    const connection = await this.connections.findForChange(ref.connectionId, ref.provisioningDomainId, tx);
    if (!connection) throw new AuthError(SCIM_CATALOG_ERRORS.MANAGED_SCIM_CONNECTION_NOT_FOUND);
    if (connection.status !== 'active') return connection;
    const sequence = (await this.connections.countChange(connection.id, ['active'], tx))!;
    const now = this.clock.now();
    const started = { status: 'decommissioning' as const, decommissionStartedAt: now, decommissionStartedBy: actorId };
    await this.connections.update(connection.id, started, tx);
    for (const credential of await this.credentials.listActive(connection.id, tx)) {
      await this.credentials.end(credential, { status: 'decommissioned', decommissionedAt: now }, tx);
    }
    await this.connections.setBindingStatus(connection.connectionId, 'reconciling', now, tx);
    await this.connections.addEvent(
      connection.id,
      { sequence, type: 'connection.decommissioning', actorId, createdAt: now },
      tx,
    );
    return { ...connection, ...started };
  }

  private async completeDecommission(actorId: string, ref: ScimConnectionRef, tx: Tx): Promise<void> {
    const connection = await this.connections.findForChange(ref.connectionId, ref.provisioningDomainId, tx);
    // Another request completed it meanwhile.
    if (!connection || connection.status !== 'decommissioning') return;
    const sequence = (await this.connections.countChange(connection.id, ['decommissioning'], tx))!;
    const now = this.clock.now();
    await this.connections.update(
      connection.id,
      { status: 'decommissioned', decommissionedAt: now, decommissionedBy: actorId },
      tx,
    );
    await this.connections.setBindingStatus(connection.connectionId, 'complete', now, tx);
    await this.connections.addEvent(
      connection.id,
      { sequence, type: 'connection.decommissioned', actorId, createdAt: now },
      tx,
    );
  }
}

function creationConflict(): AuthError {
  return new AuthError(SCIM_CATALOG_ERRORS.SCIM_MANAGED_CREATION_REQUEST_ID_CONFLICT);
}
