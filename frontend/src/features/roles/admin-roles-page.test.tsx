import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offlineQueryClient, renderWithProviders } from '../../test/render';
import { AdminRolesPage } from './admin-roles-page';
import { roleKeys } from './api/keys';
import { CATALOGUE } from './roles-page-fixtures';
import type { RuntimeRole } from './roles.types';

const SUPPORT: RuntimeRole = { id: 'r1', role: 'support', permission: { user: ['list'] }, createdAt: '2026-11-02' };

function answered() {
  const queryClient = offlineQueryClient();
  queryClient.setQueryData(roleKeys.catalogue(), CATALOGUE);
  queryClient.setQueryData(roleKeys.admin(), [SUPPORT]);
  queryClient.setQueryData(roleKeys.adminRights(), { create: true, update: true, delete: true });
  return queryClient;
}

describe('AdminRolesPage', () => {
  it('lists the predefined admin roles as built in and the run-time ones as editable', async () => {
    await renderWithProviders(<AdminRolesPage />, answered());

    expect(within(screen.getByRole('row', { name: /^admin/ })).getByText('Built in')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /^support/ })).queryByText('Built in')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit role support' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Held by' })).toBeNull();
  });

  it('builds the grid from the admin statements', async () => {
    await renderWithProviders(<AdminRolesPage />, answered());

    await userEvent.click(screen.getByRole('button', { name: 'Create role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create role' });
    const rows = within(dialog)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rows).toEqual(['user', 'audit', 'ac']);
    expect(within(dialog).getByRole('checkbox', { name: 'user: ban' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: 'member: create' })).toBeNull();
  });
});
