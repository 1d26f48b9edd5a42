import request from 'supertest';
import type { App } from 'supertest/types';
import { ORG, orgError } from './organizations';

type Body = Record<string, unknown>;

/** Sets the Cookie header when there is a session (null: none). */
const as = (call: request.Test, cookie: string | null): request.Test => (cookie ? call.set('Cookie', cookie) : call);

/** Better Auth 1.7's dynamic access control endpoints, called by the holder of `cookie`. */
export function roleCalls(http: App) {
  return {
    create: (cookie: string | null, body: Body) => as(request(http).post(`${ORG}/create-role`), cookie).send(body),
    update: (cookie: string | null, body: Body) => as(request(http).post(`${ORG}/update-role`), cookie).send(body),
    remove: (cookie: string | null, body: Body) => as(request(http).post(`${ORG}/delete-role`), cookie).send(body),
    list: (cookie: string | null, query: Body = {}) => as(request(http).get(`${ORG}/list-roles`), cookie).query(query),
    get: (cookie: string | null, query: Body) => as(request(http).get(`${ORG}/get-role`), cookie).query(query),
    hasPermission: (cookie: string, body: Body) => as(request(http).post(`${ORG}/has-permission`), cookie).send(body),
  };
}

export const ROLE_NOT_FOUND = orgError('ROLE_NOT_FOUND', 'Role not found');
export const ROLE_NAME_TAKEN = orgError('ROLE_NAME_IS_ALREADY_TAKEN', 'That role name is already taken');
export const INVALID_RESOURCE = orgError('INVALID_RESOURCE', 'The provided permission includes an invalid resource');
export const PREDEFINED_ROLE = orgError('CANNOT_DELETE_A_PRE_DEFINED_ROLE', 'Cannot delete a pre-defined role');
export const ROLE_ASSIGNED = orgError(
  'ROLE_IS_ASSIGNED_TO_MEMBERS',
  'Cannot delete a role that is assigned to members. Please reassign the members to a different role first',
);
export const NOT_IN_AN_ORGANIZATION = orgError(
  'YOU_MUST_BE_IN_AN_ORGANIZATION_TO_CREATE_A_ROLE',
  'You must be in an organization to create a role',
);
/** YOU_ARE_NOT_ALLOWED_TO_<ACTION>_A_ROLE, with the permissions the caller lacks when the refusal names them. */
export const notAllowed = (action: 'create' | 'update' | 'delete' | 'read' | 'list', missing?: string[]) => ({
  ...orgError(`YOU_ARE_NOT_ALLOWED_TO_${action.toUpperCase()}_A_ROLE`, `You are not allowed to ${action} a role`),
  ...(missing ? { missingPermissions: missing } : {}),
});
