import { Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconKey, IconShieldCheck, IconUsersGroup } from '@tabler/icons-react';
import { AnchorLink } from '../../../components/anchor-link';
import { fullOrganizationQueryOptions } from '../api/organizations';
import { isOrganizationAdministrator } from '../organization-role';

/** The organization's own pages; single sign-on and provisioning only for its owners and admins. */
export function OrganizationLinks({
  organizationId,
  currentUserId,
}: {
  organizationId: string;
  currentUserId: string;
}) {
  const organization = useQuery(fullOrganizationQueryOptions(organizationId));
  const isAdministrator = organization.data
    ? isOrganizationAdministrator(organization.data.members, currentUserId)
    : false;
  const params = { organizationId };
  return (
    <Group gap="md" component="nav" aria-label="Organization pages">
      <AnchorLink to="/organizations/$organizationId/roles" params={params} size="sm">
        <Group gap={4}>
          <IconShieldCheck size={14} aria-hidden /> Roles
        </Group>
      </AnchorLink>
      {isAdministrator && (
        <>
          <AnchorLink to="/organizations/$organizationId/single-sign-on" params={params} size="sm">
            <Group gap={4}>
              <IconKey size={14} aria-hidden /> Single sign-on
            </Group>
          </AnchorLink>
          <AnchorLink to="/organizations/$organizationId/provisioning" params={params} size="sm">
            <Group gap={4}>
              <IconUsersGroup size={14} aria-hidden /> Provisioning
            </Group>
          </AnchorLink>
        </>
      )}
    </Group>
  );
}
