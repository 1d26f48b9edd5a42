import {
  Connector,
  PermissionRequest,
  RoleGrants,
  rolesAllow,
  splitRoles,
} from '../../platform/common/access/access-control';
import { AuthError } from '../../platform/common/errors/auth-error';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ORGANIZATION_ERRORS } from './organization.errors';

/** The actions on an organization's API keys, as Better Auth 1.7's api-key plugin names them. */
export const API_KEY_ACTIONS = ['create', 'read', 'update', 'delete'] as const;

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

/** The roles given, comma-joined; each must exist (owner, admin, member). */
export function knownRoles(role: string | string[]): string {
  const joined = joinRoles(role);
  const unknown = joined.split(',').filter((entry) => !isKnownRole(entry));
  if (!joined) throw new AuthError(BASE_ERRORS.VALIDATION_ERROR);
  if (unknown.length > 0) {
    throw new AuthError(ORGANIZATION_ERRORS.ROLE_NOT_FOUND, {
      message: `${ORGANIZATION_ERRORS.ROLE_NOT_FOUND.message}: ${unknown.join(', ')}`,
    });
  }
  return joined;
}
