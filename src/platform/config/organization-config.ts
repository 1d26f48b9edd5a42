import { toSeconds } from '../common/time/parse-duration';
import { OrganizationConfig } from './app-config';
import { RawConfig } from './config-sources';

export function readOrganizationConfig(raw: RawConfig['organization']): OrganizationConfig {
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
  const { invitationExpiresIn, ...rest } = raw;
  return { ...rest, invitationExpiresInSeconds: toSeconds(invitationExpiresIn), teams: { ...raw.teams } };
}

export const FALLBACK_ORGANIZATION_CONFIG: OrganizationConfig = {
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
