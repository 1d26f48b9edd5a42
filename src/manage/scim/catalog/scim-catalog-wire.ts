import { ScimConnectionRecord, ScimCredentialRecord } from './scim-catalog.types';

/** A connection as the catalog answers it. */
export interface ScimConnectionView {
  creationRequestId: string;
  connectionId: string;
  provisioningDomainId: string;
  status: string;
  createdAt: Date;
  createdBy: string;
  decommissionStartedAt: Date | null;
  decommissionStartedBy: string | null;
  decommissionedAt: Date | null;
  decommissionedBy: string | null;
}

/** A credential as the catalog answers it: never its digest. */
export type ScimCredentialView = Pick<
  ScimCredentialRecord,
  | 'credentialId'
  | 'status'
  | 'scopes'
  | 'expiresAt'
  | 'createdAt'
  | 'createdBy'
  | 'lastUsedAt'
  | 'revokedAt'
  | 'revokedBy'
>;

export function connectionView(connection: ScimConnectionRecord): ScimConnectionView {
  return {
    creationRequestId: connection.creationRequestId,
    connectionId: connection.connectionId,
    provisioningDomainId: connection.provisioningDomainId,
    status: connection.status,
    createdAt: connection.createdAt,
    createdBy: connection.createdBy,
    decommissionStartedAt: connection.decommissionStartedAt,
    decommissionStartedBy: connection.decommissionStartedBy,
    decommissionedAt: connection.decommissionedAt,
    decommissionedBy: connection.decommissionedBy,
  };
}

/** An active credential past its expiry reads as `expired`, whether or not a rotation has stored that yet. */
export function credentialView(credential: ScimCredentialRecord, now: Date): ScimCredentialView {
  const isExpired = credential.status === 'active' && credential.expiresAt.getTime() <= now.getTime();
  return {
    credentialId: credential.credentialId,
    status: isExpired ? 'expired' : credential.status,
    scopes: credential.scopes,
    expiresAt: credential.expiresAt,
    createdAt: credential.createdAt,
    createdBy: credential.createdBy,
    lastUsedAt: credential.lastUsedAt,
    revokedAt: credential.revokedAt,
    revokedBy: credential.revokedBy,
  };
}
