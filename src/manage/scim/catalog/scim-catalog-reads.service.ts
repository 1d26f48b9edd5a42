import { Injectable } from '@nestjs/common';
import { AuthError } from '../../../platform/common/errors/auth-error';
import { Clock } from '../../../platform/common/time/clock';
import { Tx } from '../../../platform/database/database';
import { ScimConnectionView, ScimCredentialView, connectionView, credentialView } from './scim-catalog-wire';
import { SCIM_CATALOG_ERRORS } from './scim-catalog.errors';
import { ScimConnectionEvent, ScimConnectionRecord } from './scim-catalog.types';
import { ScimConnectionRepository } from './scim-connection.repository';
import { ScimCredentialRepository } from './scim-credential.repository';

/** Which connection a call names: a connection outside the domain reads as missing. */
export interface ScimConnectionRef {
  connectionId: string;
  provisioningDomainId: string;
}

/** A connection with every credential it has had, newest first. */
export interface ScimConnectionState {
  connection: ScimConnectionView;
  credentials: ScimCredentialView[];
}

/** The catalog's reads: list, get, events. */
@Injectable()
export class ScimCatalogReads {
  constructor(
    private readonly connections: ScimConnectionRepository,
    private readonly credentials: ScimCredentialRepository,
    private readonly clock: Clock,
  ) {}

  async list(provisioningDomainId: string): Promise<ScimConnectionView[]> {
    return (await this.connections.listByDomain(provisioningDomainId)).map(connectionView);
  }

  async get(ref: ScimConnectionRef): Promise<ScimConnectionState> {
    return this.stateOf(await this.getRecord(ref));
  }

  async events(ref: ScimConnectionRef): Promise<ScimConnectionEvent[]> {
    return this.connections.listEvents((await this.getRecord(ref)).id);
  }

  /** Whether the organization has a connection that still provisions. */
  hasActiveConnection(provisioningDomainId: string): Promise<boolean> {
    return this.connections.hasActive(provisioningDomainId);
  }

  async stateOf(connection: ScimConnectionRecord, tx?: Tx): Promise<ScimConnectionState> {
    const now = this.clock.now();
    const credentials = await this.credentials.listByConnection(connection.id, tx);
    return {
      connection: connectionView(connection),
      credentials: credentials.map((credential) => credentialView(credential, now)),
    };
  }

  private async getRecord(ref: ScimConnectionRef): Promise<ScimConnectionRecord> {
    const connection = await this.connections.find(ref.connectionId, ref.provisioningDomainId);
    if (!connection) throw new AuthError(SCIM_CATALOG_ERRORS.MANAGED_SCIM_CONNECTION_NOT_FOUND);
    return connection;
  }
}
