import {
  Connector,
  PermissionRequest,
  RoleGrants,
  rolesAllow,
  splitRoles,
} from '../../platform/common/access/access-control';

/** The actions on an organization's API keys, as Better Auth 1.7's api-key plugin names them. */
const API_KEY_ACTIONS = ['create', 'read', 'update', 'delete'] as const;

export type ApiKeyAction = (typeof API_KEY_ACTIONS)[number];

/**
 * What each organization role may do (SPEC §6): owner all, admin all but deleting the organization,
 * member nothing. Of the organization's API keys, as in Better Auth 1.7 by default, only the owner.
 */
const ORGANIZATION_ROLES: Readonly<Record<string, RoleGrants>> = Object.freeze({
  owner: {
    organization: ['update', 'delete'],
    member: ['create', 'update', 'delete'],
    invitation: ['create', 'cancel'],
    team: ['create', 'update', 'delete'],
    apiKey: API_KEY_ACTIONS,
  },
  admin: {
    organization: ['update'],
    member: ['create', 'update', 'delete'],
    invitation: ['create', 'cancel'],
    team: ['create', 'update', 'delete'],
    apiKey: [],
  },
  member: { organization: [], member: [], invitation: [], team: [], apiKey: [] },
});

export function isKnownRole(role: string): boolean {
  return Object.hasOwn(ORGANIZATION_ROLES, role);
}

/** Whether a member with this (comma-joined) role may do what is asked. */
export function memberMay(role: string, request: PermissionRequest, connector: Connector = 'AND'): boolean {
  return rolesAllow(splitRoles(role), ORGANIZATION_ROLES, request, connector);
}

export function hasRole(role: string, wanted: string): boolean {
  return splitRoles(role).includes(wanted);
}

/** Roles as Better Auth takes them, one, comma-joined or a list, stored comma-joined without spaces. */
export function joinRoles(role: string | string[]): string {
  return (Array.isArray(role) ? role : [role]).flatMap((entry) => splitRoles(entry)).join(',');
}

/**
 * Whether a member may do `action` on the organization's API keys. The creator role may do all of it
 * whatever the role statements say, as Better Auth 1.7's api-key plugin allows.
 */
export function memberMayOnApiKeys(role: string, creatorRole: string, action: ApiKeyAction): boolean {
  return hasRole(role, creatorRole) || memberMay(role, { apiKey: [action] });
}
