export const roleKeys = {
  all: ['roles'] as const,
  catalogue: () => [...roleKeys.all, 'catalogue'] as const,
  admin: () => [...roleKeys.all, 'admin'] as const,
  adminRights: () => [...roleKeys.all, 'admin-rights'] as const,
  organization: (organizationId: string) => [...roleKeys.all, 'organization', organizationId] as const,
  organizationRights: (organizationId: string) => [...roleKeys.all, 'organization-rights', organizationId] as const,
};
