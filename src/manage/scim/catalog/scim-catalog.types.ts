/** `active` until decommissioning begins; `decommissioned` once its users have been released. */
export type ScimConnectionStatus = 'active' | 'decommissioning' | 'decommissioned';

/** `expired` is computed on the way out for an active credential past its expiry (and stored by a rotation). */
export type ScimCredentialStatus = 'active' | 'expired' | 'revoked' | 'decommissioned';

/** A `scimManagedConnection` row. */
export interface ScimConnectionRecord {
  id: string;
  creationRequestId: string;
  connectionId: string;
  provisioningDomainId: string;
  status: ScimConnectionStatus;
  revision: number;
  createdAt: Date;
  createdBy: string;
  decommissionStartedAt: Date | null;
  decommissionStartedBy: string | null;
  decommissionedAt: Date | null;
  decommissionedBy: string | null;
}

/** A `scimManagedCredential` row, its scopes parsed. */
export interface ScimCredentialRecord {
  id: string;
  connectionRecordId: string;
  credentialId: string;
  tokenDigest: string;
  hashVersion: string;
  activeSlotKey: string;
  status: ScimCredentialStatus;
  scopes: string[];
  expiresAt: Date;
  createdAt: Date;
  createdBy: string;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  revokedBy: string | null;
}

export type ScimEventType =
  | 'connection.created'
  | 'credential.issued'
  | 'credential.rotated'
  | 'credential.revoked'
  | 'connection.decommissioning'
  | 'connection.decommissioned';

/** A `scimManagedConnectionEvent` as the catalog answers it. */
export interface ScimConnectionEvent {
  sequence: number;
  type: ScimEventType;
  actorId: string;
  credentialId: string | null;
  createdAt: Date;
}

/** A credential's policy, as create and rotate take it. */
export interface ScimCredentialPolicy {
  scopes: string[];
  expiresAt: Date;
}
