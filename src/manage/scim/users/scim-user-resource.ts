import { SCIM_ENTERPRISE_USER_SCHEMA, SCIM_USER_SCHEMA } from './scim-user-schema';
import { ScimUser } from './scim-user.types';

/** A User as SCIM answers it (RFC 7643 §4.1), `meta.location` absolute. */
export function scimUserResource(user: ScimUser, usersUrl: string): Record<string, unknown> {
  const hasEnterprise = user.attributes[SCIM_ENTERPRISE_USER_SCHEMA] !== undefined;
  return {
    schemas: hasEnterprise ? [SCIM_USER_SCHEMA, SCIM_ENTERPRISE_USER_SCHEMA] : [SCIM_USER_SCHEMA],
    id: user.id,
    ...(user.externalId !== null ? { externalId: user.externalId } : {}),
    userName: user.userName,
    displayName: user.displayName,
    active: user.active,
    ...user.attributes,
    meta: {
      resourceType: 'User',
      created: user.createdAt.toISOString(),
      lastModified: user.updatedAt.toISOString(),
      location: `${usersUrl}/${encodeURIComponent(user.id)}`,
    },
  };
}

/** The User as a PATCH edits it: the resource without what the service alone sets. */
export function patchableScimUser(user: ScimUser): Record<string, unknown> {
  return {
    ...(user.externalId !== null ? { externalId: user.externalId } : {}),
    userName: user.userName,
    displayName: user.displayName,
    active: user.active,
    ...user.attributes,
  };
}
