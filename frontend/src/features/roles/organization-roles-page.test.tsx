import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ApiError } from '../../lib/api-error';
import { offlineQueryClient, renderWithProviders } from '../../test/render';
import { organizationKeys } from '../organizations/api/keys';
import type { FullOrganization } from '../organizations/organization.types';
import { roleKeys } from './api/keys';
import { OrganizationRolesPage } from './organization-roles-page';
import { CATALOGUE, failQuery } from './roles-page-fixtures';
import type { RoleRights, RuntimeRole } from './roles.types';

const member = (id: string, role: string, email: string) => ({
  id,
  organizationId: 'o1',
  userId: `u-${id}`,
  role,
  createdAt: '2026-11-01',
  user: { id: `u-${id}`, name: email, email },
});
const ORGANIZATION: FullOrganization = {
  id: 'o1',
  name: 'Acme',
  slug: 'acme',
  createdAt: '2026-11-01',
  members: [member('m1', 'owner', 'olga@example.com'), member('m2', 'member,auditor', 'aud@example.com')],
  invitations: [],
};
const AUDITOR: RuntimeRole = {
  id: 'r1',
  organizationId: 'o1',
  role: 'auditor',
  permission: { report: ['export'] },
  createdAt: '2026-11-02',
};

function answered({ rights, roles = [AUDITOR] }: { rights: RoleRights; roles?: RuntimeRole[] }) {
  const queryClient = offlineQueryClient();
  queryClient.setQueryData(roleKeys.catalogue(), CATALOGUE);
  queryClient.setQueryData(organizationKeys.full('o1'), ORGANIZATION);
  queryClient.setQueryData(roleKeys.organization('o1'), roles);
  queryClient.setQueryData(roleKeys.organizationRights('o1'), rights);
  return queryClient;
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

describe('OrganizationRolesPage', () => {
  it('lists the catalogue’s roles as built in, then the organization’s own, each with its holders', async () => {
    await renderWithProviders(
      <OrganizationRolesPage organizationId="o1" />,
      answered({ rights: { create: true, update: true, delete: true } }),
    );

    expect(screen.getByText('Who may do what in Acme.')).toBeInTheDocument();
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0].textContent);
    expect(names).toEqual(['ownerBuilt in', 'memberBuilt in', 'reviewerBuilt in', 'auditor']);
    expect(within(rowOf('auditor')).getByText('aud@example.com')).toBeInTheDocument();
    expect(within(rowOf('member')).getByText('aud@example.com')).toBeInTheDocument();
    expect(within(rowOf('owner')).getByText('olga@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create role' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete role auditor' })).toBeInTheDocument();
  });

  it('offers a member whose role lacks `ac` nothing to change', async () => {
    await renderWithProviders(
      <OrganizationRolesPage organizationId="o1" />,
      answered({ rights: { create: false, update: false, delete: false } }),
    );

    expect(screen.getByRole('row', { name: /^auditor/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create role' })).toBeNull();
    expect(screen.queryByRole('button', { name: /role auditor$/ })).toBeNull();
  });

  it('still lists the predefined roles when the organization’s own cannot be listed, and says why', async () => {
    const queryClient = answered({ rights: { create: false, update: false, delete: false } });
    queryClient.removeQueries({ queryKey: roleKeys.organization('o1') });
    const refusal = new ApiError('YOU_ARE_NOT_ALLOWED_TO_LIST_A_ROLE', 'You are not allowed to list a role', 403);
    await failQuery(queryClient, roleKeys.organization('o1'), refusal);

    await renderWithProviders(<OrganizationRolesPage organizationId="o1" />, queryClient);

    expect(screen.getByRole('alert')).toHaveTextContent('You are not allowed to list a role');
    expect(screen.getByRole('row', { name: /^owner/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /^auditor/ })).toBeNull();
  });

  it('waits for the service before showing anything', async () => {
    await renderWithProviders(<OrganizationRolesPage organizationId="o1" />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading the roles…');
  });

  it('shows the service’s refusal when the organization cannot be read', async () => {
    const queryClient = answered({ rights: { create: false, update: false, delete: false } });
    queryClient.removeQueries({ queryKey: organizationKeys.full('o1') });
    const refusal = new ApiError(
      'YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION',
      'You are not a member of this organization',
      403,
    );
    await failQuery(queryClient, organizationKeys.full('o1'), refusal);

    await renderWithProviders(<OrganizationRolesPage organizationId="o1" />, queryClient);

    expect(screen.getByRole('alert')).toHaveTextContent('You are not a member of this organization');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
