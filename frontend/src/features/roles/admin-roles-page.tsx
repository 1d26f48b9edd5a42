import { Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../components/error-alert';
import { LoadingState } from '../../components/loading-state';
import { PageHeader } from '../../components/page-header';
import { adminRolesQueryOptions, useCreateAdminRole, useDeleteAdminRole, useUpdateAdminRole } from './api/admin-roles';
import { adminRoleRightsQueryOptions } from './api/role-rights';
import { statementsCatalogueQueryOptions } from './api/statements-catalogue';
import { RolesManager } from './components/roles-manager';
import { listRoles } from './listed-roles';
import { NO_ROLE_RIGHTS } from './roles.types';

/** The roles users hold for the admin actions: the predefined ones and those made at run time. */
export function AdminRolesPage() {
  const catalogue = useQuery(statementsCatalogueQueryOptions);
  const runtime = useQuery(adminRolesQueryOptions);
  const rights = useQuery(adminRoleRightsQueryOptions);
  const create = useCreateAdminRole();
  const update = useUpdateAdminRole();
  const remove = useDeleteAdminRole();

  function body() {
    if (catalogue.error) return <ErrorAlert error={catalogue.error} />;
    if (catalogue.isPending || runtime.isPending) return <LoadingState label="Loading the roles…" />;
    return (
      <>
        <ErrorAlert error={runtime.error} title="The roles made at run time could not be listed" />
        <RolesManager
          statements={catalogue.data.admin.statements}
          roles={listRoles(catalogue.data.admin.roles, runtime.data ?? [])}
          may={rights.data ?? NO_ROLE_RIGHTS}
          audience="users"
          create={create}
          update={update}
          remove={remove}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title="Roles" description="Who may do what among the administrators' actions." />
      <Paper withBorder p="lg">
        {body()}
      </Paper>
    </>
  );
}
