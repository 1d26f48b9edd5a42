export type ScimScope = 'scim.users.read' | 'scim.users.write' | 'scim.groups.read' | 'scim.groups.write';

/** Dates arrive as ISO strings; the `*By` fields are user ids. */
export interface ScimConnection {
  creationRequestId: string;
  connectionId: string;
  provisioningDomainId: string;
  status: string;
  createdAt: string;
  createdBy: string | null;
  decommissionStartedAt: string | null;
  decommissionStartedBy: string | null;
  decommissionedAt: string | null;
  decommissionedBy: string | null;
}

export interface ScimCredential {
  credentialId: string;
  status: string;
  scopes: ScimScope[];
  expiresAt: string;
  createdAt: string;
  createdBy: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  revokedBy: string | null;
}

export interface ConnectionDetails {
  connection: ScimConnection;
  credentials: ScimCredential[];
}

/** A new credential; `token` is shown once and never again. */
export interface IssuedCredential {
  connection: ScimConnection;
  credential: ScimCredential;
  token: string;
}

export interface ConnectionEvent {
  sequence: number;
  type: string;
  actorId: string | null;
  credentialId: string | null;
  createdAt: string;
}
