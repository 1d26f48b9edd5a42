import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { renderWithTheme } from '../../../test/render';
import type { AdminUser } from '../user.types';
import { UsersTable } from './users-table';

const USERS: AdminUser[] = [
  {
    id: 'u1',
    name: 'Ada',
    email: 'ada@example.com',
    emailVerified: true,
    role: 'admin,user',
    banned: false,
    twoFactorEnabled: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  },
  {
    id: 'u2',
    name: 'Bob',
    email: 'bob@example.com',
    emailVerified: false,
    role: 'user',
    banned: true,
    createdAt: '2026-11-02T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
  },
];

/** The table links to user pages, so it renders inside a router. */
function renderTable(onSort = vi.fn()) {
  const rootRoute = createRootRoute({
    component: () => <UsersTable users={USERS} sortBy="createdAt" dir="desc" onSort={onSort} />,
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  renderWithTheme(<RouterProvider router={router} />);
  return onSort;
}

describe('UsersTable', () => {
  it('lists users with their roles and states in words', async () => {
    renderTable();

    const bob = await screen.findByRole('row', { name: /Bob/ });
    expect(bob).toHaveTextContent('Banned');
    expect(bob).toHaveTextContent('Unverified');
    expect(screen.getByRole('row', { name: /Ada/ })).toHaveTextContent('adminuser2FA');
    expect(bob).not.toHaveTextContent('2FA');
    expect(screen.getByRole('link', { name: 'Ada' })).toHaveAttribute('href', '/users/u1');
  });

  it('announces the sorted column and sorts by another on click', async () => {
    const onSort = renderTable();

    expect(await screen.findByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: /^Name/ }));

    expect(onSort).toHaveBeenCalledWith('name');
  });
});
