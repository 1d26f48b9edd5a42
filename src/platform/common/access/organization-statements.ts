import { RoleGrants } from './access-control';

const CRUD = ['create', 'read', 'update', 'delete'] as const;

/**
 * The organization's built-in resources and their actions: Better Auth 1.7's organization statements with
 * dynamic access control (`ac`), and `apiKey` for the keys an organization owns.
 */
export const ORGANIZATION_STATEMENTS: RoleGrants = Object.freeze({
  organization: ['update', 'delete'],
  member: ['create', 'update', 'delete'],
  invitation: ['create', 'cancel'],
  team: ['create', 'update', 'delete'],
  ac: CRUD,
  apiKey: CRUD,
});

/**
 * The built-in roles (SPEC §6): owner all, admin all but deleting the organization, member only reading the
 * roles. The organization's API keys are, as in Better Auth 1.7 by default, the owner's alone.
 */
const DEFAULT_ORGANIZATION_ROLES: Readonly<Record<string, RoleGrants>> = Object.freeze({
  owner: ORGANIZATION_STATEMENTS,
  admin: {
    organization: ['update'],
    member: ['create', 'update', 'delete'],
    invitation: ['create', 'cancel'],
    team: ['create', 'update', 'delete'],
    ac: CRUD,
    apiKey: [],
  },
  member: { organization: [], member: [], invitation: [], team: [], ac: ['read'], apiKey: [] },
});

/**
 * The predefined roles: the built-in ones with each configured resource replacing that role's actions on
 * it, and the configured roles that are not built in, as given.
 */
export function mergeOrganizationRoles(
  configured: Readonly<Record<string, RoleGrants>>,
): Readonly<Record<string, RoleGrants>> {
  const roles: Record<string, RoleGrants> = { ...DEFAULT_ORGANIZATION_ROLES };
  for (const [role, grants] of Object.entries(configured)) {
    roles[role] = { ...(Object.hasOwn(DEFAULT_ORGANIZATION_ROLES, role) ? roles[role] : {}), ...grants };
  }
  return roles;
}

/** Every resource a role may name: the built-in ones, and each configured one with all its actions. */
export function organizationStatements(configured: Readonly<Record<string, RoleGrants>>): RoleGrants {
  const statements: Record<string, readonly string[]> = { ...ORGANIZATION_STATEMENTS };
  for (const grants of Object.values(configured)) {
    for (const [resource, actions] of Object.entries(grants)) {
      if (Object.hasOwn(ORGANIZATION_STATEMENTS, resource)) continue;
      statements[resource] = [...new Set([...(statements[resource] ?? []), ...actions])];
    }
  }
  return statements;
}
