/** The SCIM client a bearer token stands for: one credential of one managed connection. */
export interface ScimPrincipal {
  connectionId: string;
  /** The organization the connection provisions into. */
  provisioningDomainId: string;
  credentialId: string;
  scopes: string[];
}
