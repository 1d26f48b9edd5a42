import { ORGANIZATION_STATEMENTS } from '../common/access/organization-statements';
import { toSeconds } from '../common/time/parse-duration';
import { OrganizationConfig, OrganizationRoleGrants } from './app-config';
import { RawConfig } from './config-sources';

const NAME = /^[A-Za-z0-9_-]{1,64}$/;

export function readOrganizationConfig(raw: RawConfig['organization']): Omit<OrganizationConfig, 'roles'> {
  const isCount = (value: number | null) => value === null || (Number.isInteger(value) && value >= 1);
  const counts = {
    organizationLimit: raw.organizationLimit,
    membershipLimit: raw.membershipLimit,
    invitationLimit: raw.invitationLimit,
    'teams.maximumTeams': raw.teams.maximumTeams,
    'teams.maximumMembersPerTeam': raw.teams.maximumMembersPerTeam,
  };
  for (const [name, value] of Object.entries(counts)) {
    if (!isCount(value)) throw new Error(`${name} must be a whole number of at least 1`);
  }
  if (!raw.creatorRole.trim()) throw new Error('creatorRole must not be empty');
  const { invitationExpiresIn, roles: _roles, ...rest } = raw;
  return { ...rest, invitationExpiresInSeconds: toSeconds(invitationExpiresIn), teams: { ...raw.teams } };
}

/**
 * Roles by name, each resource -> actions (`ORGANIZATION_ROLES`, `organization.roles`). A built-in resource
 * takes only its own actions; any other resource takes any.
 */
export function readOrganizationRoles(value: unknown): OrganizationRoleGrants {
  if (!isObject(value)) throw new Error('must be a JSON object of role -> resource -> actions');
  for (const [role, grants] of Object.entries(value)) {
    if (!NAME.test(role)) throw new Error(`role "${role}": not a usable role name (letters, digits, _ and -)`);
    if (!isObject(grants)) {
      throw new Error(`role "${role}": needs an object of resource -> list of actions, as {"apiKey":["read"]}`);
    }
    for (const [resource, actions] of Object.entries(grants)) {
      const where = `role "${role}", resource "${resource}"`;
      if (!NAME.test(resource)) throw new Error(`${where}: not a usable resource name (letters, digits, _ and -)`);
      if (!Array.isArray(actions) || !actions.every((action) => typeof action === 'string' && action !== '')) {
        throw new Error(`${where}: needs a list of action names`);
      }
      const known = Object.hasOwn(ORGANIZATION_STATEMENTS, resource) ? ORGANIZATION_STATEMENTS[resource] : null;
      const unknown = known ? (actions as string[]).find((action) => !known.includes(action)) : undefined;
      if (known && unknown !== undefined) {
        throw new Error(`${where}: unknown action "${unknown}" (${known.join(', ')})`);
      }
    }
  }
  return value as OrganizationRoleGrants;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export const FALLBACK_ORGANIZATION_CONFIG: Omit<OrganizationConfig, 'roles'> = {
  allowUserToCreateOrganization: true,
  organizationLimit: null,
  creatorRole: 'owner',
  membershipLimit: 100,
  invitationLimit: 100,
  invitationExpiresInSeconds: 172800,
  requireEmailVerificationOnInvitation: false,
  cancelPendingInvitationsOnReInvite: false,
  teams: { defaultTeam: true, maximumTeams: null, maximumMembersPerTeam: null, allowRemovingAllTeams: false },
};
