import { Injectable } from '@nestjs/common';
import { AuditCaller } from '../../../platform/audit/audit-caller';
import { Audited } from '../../../platform/audit/audited.decorator';
import { AuditService } from '../../../platform/audit/audit.service';
import { AuthError } from '../../../platform/common/errors/auth-error';
import { Clock } from '../../../platform/common/time/clock';
import { Database, Tx } from '../../../platform/database/database';
import { ScimCatalogReads, ScimConnectionRef, ScimConnectionState } from './scim-catalog-reads.service';
import { IssuedScimCredential, describeScimChange } from './scim-catalog.service';
import { connectionView, credentialView } from './scim-catalog-wire';
import { SCIM_MAX_ACTIVE_CREDENTIALS } from './scim-catalog.constants';
import { SCIM_CATALOG_ERRORS } from './scim-catalog.errors';
import { ScimConnectionRecord, ScimCredentialPolicy } from './scim-catalog.types';
import { ScimConnectionRepository } from './scim-connection.repository';
import { ScimCredentialRepository } from './scim-credential.repository';
import { ScimCredentialIssuer, assertPolicy } from './scim-credential-issuer';

export type ScimRotation = ScimConnectionRef & ScimCredentialPolicy;

export interface ScimRevocation extends ScimConnectionRef {
  credentialId: string;
}

/**
 * Rotating and revoking a connection's credentials. Each change holds the connection's row for its transaction
 * and takes the connection's next revision as its event's sequence.
 */
@Injectable()
export class ScimCredentialsService {
  constructor(
    private readonly database: Database,
    private readonly connections: ScimConnectionRepository,
    private readonly credentials: ScimCredentialRepository,
    private readonly issuer: ScimCredentialIssuer,
    private readonly reads: ScimCatalogReads,
    private readonly clock: Clock,
    readonly audit: AuditService,
  ) {}

  /** A new credential beside the live ones, which keep working until they are revoked or expire. */
  @Audited('scim-connection.rotate', describeScimChange<IssuedScimCredential>)
  async rotate(_auditCaller: AuditCaller, actorId: string, input: ScimRotation): Promise<IssuedScimCredential> {
    const now = this.clock.now();
    assertPolicy(input, now);
    return this.database.transaction(async (tx) => {
      const connection = await this.activeConnection(input, tx);
      const sequence = (await this.connections.countChange(connection.id, ['active'], tx))!;
      const liveSlots = new Set<string>();
      for (const credential of await this.credentials.listActive(connection.id, tx)) {
        if (credential.expiresAt.getTime() <= now.getTime()) {
          await this.credentials.end(credential, { status: 'expired' }, tx);
        } else {
          liveSlots.add(credential.activeSlotKey);
        }
      }
      let slot = 0;
      while (liveSlots.has(`${connection.id}:active:${slot}`)) slot += 1;
      if (slot >= SCIM_MAX_ACTIVE_CREDENTIALS) {
        throw new AuthError(SCIM_CATALOG_ERRORS.MANAGED_SCIM_CONNECTION_HAS_THE_MAXIMUM_NUMBER_OF_ACTIVE_CREDENTIALS);
      }
      const { credential, token } = this.issuer.issue(connection.id, slot, actorId, input, now);
      await this.credentials.create(credential, tx);
      const { credentialId } = credential;
      await this.connections.addEvent(
        connection.id,
        { sequence, type: 'credential.rotated', actorId, credentialId, createdAt: now },
        tx,
      );
      return {
        connection: connectionView({ ...connection, revision: sequence }),
        credential: credentialView(credential, now),
        token,
      };
    });
  }

  /** Ends one credential: its token is refused from now on. Revoking a revoked credential changes nothing. */
  @Audited('scim-connection.revoke', describeScimChange<ScimConnectionState>)
  async revoke(_auditCaller: AuditCaller, actorId: string, input: ScimRevocation): Promise<ScimConnectionState> {
    return this.database.transaction(async (tx) => {
      const connection = await this.connections.findForChange(input.connectionId, input.provisioningDomainId, tx);
      if (!connection) throw new AuthError(SCIM_CATALOG_ERRORS.MANAGED_SCIM_CONNECTION_NOT_FOUND);
      const credential = await this.credentials.findByCredentialId(input.credentialId, tx);
      if (!credential || credential.connectionRecordId !== connection.id) {
        throw new AuthError(SCIM_CATALOG_ERRORS.MANAGED_SCIM_CONNECTION_NOT_FOUND);
      }
      if (credential.status === 'revoked') return this.reads.stateOf(connection, tx);
      if (connection.status !== 'active' || credential.status !== 'active') {
        throw new AuthError(SCIM_CATALOG_ERRORS.MANAGED_SCIM_CREDENTIAL_IS_NOT_ACTIVE);
      }
      const sequence = (await this.connections.countChange(connection.id, ['active'], tx))!;
      const now = this.clock.now();
      await this.credentials.end(credential, { status: 'revoked', revokedAt: now, revokedBy: actorId }, tx);
      const { credentialId } = credential;
      await this.connections.addEvent(
        connection.id,
        { sequence, type: 'credential.revoked', actorId, credentialId, createdAt: now },
        tx,
      );
      return this.reads.stateOf(connection, tx);
    });
  }

  private async activeConnection(ref: ScimConnectionRef, tx: Tx): Promise<ScimConnectionRecord> {
    const connection = await this.connections.findForChange(ref.connectionId, ref.provisioningDomainId, tx);
    if (!connection) throw new AuthError(SCIM_CATALOG_ERRORS.MANAGED_SCIM_CONNECTION_NOT_FOUND);
    if (connection.status !== 'active') throw new AuthError(SCIM_CATALOG_ERRORS.MANAGED_SCIM_CONNECTION_IS_NOT_ACTIVE);
    return connection;
  }
}
