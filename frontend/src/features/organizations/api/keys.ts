import type { AllOrganizationsParams } from '../all-organizations-params';

export const organizationKeys = {
  all: ['organizations'] as const,
  list: () => [...organizationKeys.all, 'list'] as const,
  /** Every organization, as administrators list them. */
  everyone: (params: AllOrganizationsParams) => [...organizationKeys.all, 'everyone', params] as const,
  full: (organizationId: string) => [...organizationKeys.all, 'full', organizationId] as const,
  invitation: (invitationId: string) => [...organizationKeys.all, 'invitation', invitationId] as const,
  teamMembers: (teamId: string) => [...organizationKeys.all, 'team-members', teamId] as const,
  userInvitations: () => [...organizationKeys.all, 'user-invitations'] as const,
  apiKeys: (organizationId: string) => [...organizationKeys.all, 'api-keys', organizationId] as const,
  apiKeyRights: (organizationId: string) => [...organizationKeys.all, 'api-key-rights', organizationId] as const,
};
