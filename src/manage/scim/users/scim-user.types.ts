export interface ScimEmail {
  value: string;
  type?: string;
  primary: boolean;
}

/** A SCIM User as the service keeps it, whichever request shaped it. */
export interface ScimUserProfile {
  userName: string;
  externalId: string | null;
  active: boolean;
  displayName: string;
  formattedName: string;
  givenName: string | null;
  familyName: string | null;
  emails: ScimEmail[];
  /** Lower-cased: the backing user's e-mail. */
  primaryEmail: string;
  /** The rest of the resource as it is answered: name, emails, titles, lists, the enterprise extension. */
  attributes: Record<string, unknown>;
}

/** A `scimUser` row. */
export interface ScimUser extends ScimUserProfile {
  id: string;
  connectionId: string;
  provisioningDomainId: string;
  userId: string;
  createdAt: Date;
  updatedAt: Date;
}
