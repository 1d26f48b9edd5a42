/** What a role may do: resource -> actions. */
export type RoleGrants = Readonly<Record<string, readonly string[]>>;

/** What a caller asks to do: resource -> actions. */
export type PermissionRequest = Readonly<Record<string, readonly string[]>>;

/**
 * AND: every asked action of every resource must be granted. OR: one granted action of one asked
 * resource is enough.
 */
export type Connector = 'AND' | 'OR';

export function roleAllows(grants: RoleGrants, request: PermissionRequest, connector: Connector = 'AND'): boolean {
  const resources = Object.entries(request);
  if (resources.length === 0) return false;
  const allowsResource = ([resource, actions]: [string, readonly string[]]) => {
    // A resource the role has no statement for is refused outright, even with an empty action list.
    if (!Object.hasOwn(grants, resource)) return false;
    const granted = grants[resource];
    return connector === 'OR'
      ? actions.some((action) => granted.includes(action))
      : actions.every((action) => granted.includes(action));
  };
  return connector === 'OR' ? resources.some(allowsResource) : resources.every(allowsResource);
}

/** Whether a value is statements: an object of resource -> list of action names. */
export function isStatements(value: unknown): value is RoleGrants {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every(
    (actions) => Array.isArray(actions) && actions.every((action) => typeof action === 'string'),
  );
}

/** Roles as stored: comma-joined, spaces ignored, empty entries dropped. */
export function splitRoles(role: string | null | undefined): string[] {
  return (role ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}

/** Whether any of the roles allows the request; unknown roles grant nothing. */
export function rolesAllow(
  roles: readonly string[],
  definitions: Readonly<Record<string, RoleGrants>>,
  request: PermissionRequest,
  connector: Connector = 'AND',
): boolean {
  return roles.some((role) => Object.hasOwn(definitions, role) && roleAllows(definitions[role], request, connector));
}
