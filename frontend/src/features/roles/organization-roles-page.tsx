import { Group, Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconArrowLeft } from '@tabler/icons-react';
import { AnchorLink } from '../../components/anchor-link';
import { ErrorAlert } from '../../components/error-alert';
import { LoadingState } from '../../components/loading-state';
import { PageHeader } from '../../components/page-header';
import { fullOrganizationQueryOptions } from '../organizations/api/organizations';
import {
  organizationRolesQueryOptions,
  useCreateOrganizationRole,
  useDeleteOrganizationRole,
  useUpdateOrganizationRole,
} from './api/organization-roles';
import { organizationRoleRightsQueryOptions } from './api/role-rights';
import { statementsCatalogueQueryOptions } from './api/statements-catalogue';
import { RolesManager } from './components/roles-manager';
import { listRoles } from './listed-roles';
import { holdersByRole } from './role-holders';
import { NO_ROLE_RIGHTS } from './roles.types';

/** An organization's roles: the predefined ones, its own, and which members hold each. */
export function OrganizationRolesPage({ organizationId }: { organizationId: string }) {
  const organization = useQuery(fullOrganizationQueryOptions(organizationId));
  const catalogue = useQuery(statementsCatalogueQueryOptions);
  const runtime = useQuery(organizationRolesQueryOptions(organizationId));
  const rights = useQuery(organizationRoleRightsQueryOptions(organizationId));
  const create = useCreateOrganizationRole(organizationId);
  const update = useUpdateOrganizationRole(organizationId);
  const remove = useDeleteOrganizationRole(organizationId);

  function body() {
    if (organization.error || catalogue.error) return <ErrorAlert error={organization.error ?? catalogue.error} />;
    if (organization.isPending || catalogue.isPending || runtime.isPending) {
      return <LoadingState label="Loading the roles…" />;
    }
    const name = organization.data.name;
    return (
      <>
        {/* Without its own roles the page still shows the predefined ones, and why the rest is missing. */}
        <ErrorAlert error={runtime.error} title={`${name}'s own roles could not be listed`} />
        <RolesManager
          statements={catalogue.data.organization.statements}
          roles={listRoles(catalogue.data.organization.roles, runtime.data ?? [])}
          holders={holdersByRole(organization.data.members)}
          may={rights.data ?? NO_ROLE_RIGHTS}
          audience={`members of ${name}`}
          create={create}
          update={update}
          remove={remove}
        />
      </>
    );
  }

  return (
    <>
      <AnchorLink to="/organizations" size="sm">
        <Group gap={4} mb="sm">
          <IconArrowLeft size={14} aria-hidden /> Organizations
        </Group>
      </AnchorLink>
      <PageHeader
        title="Organization roles"
        description={organization.data && `Who may do what in ${organization.data.name}.`}
      />
      <Paper withBorder p="lg">
        {body()}
      </Paper>
    </>
  );
}
