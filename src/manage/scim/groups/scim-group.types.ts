/** A stored SCIM Group of one connection. */
export interface ScimGroup {
  id: string;
  connectionId: string;
  provisioningDomainId: string;
  /** Raised by every change, so two writers of one group cannot both commit. */
  revision: number;
  displayName: string;
  externalId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A group's direct members in the order they joined. */
export interface ScimGroupMembership {
  groupId: string;
  scimUserId: string;
}
