import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { ConnectionForm } from './connection-form';

describe('ConnectionForm', { timeout: 30_000 }, () => {
  it('offers every scope checked and a year, and sends what was chosen', async () => {
    const onSubmit = vi.fn();
    await renderWithProviders(
      <ConnectionForm
        submitLabel="Create connection"
        onSubmit={onSubmit}
        onCancel={() => {}}
        isPending={false}
        error={null}
      />,
    );
    expect(screen.getByRole('checkbox', { name: /scim\.groups\.write/ })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: /scim\.groups\.write/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create connection' }));
    expect(onSubmit).toHaveBeenCalledWith({
      scopes: ['scim.users.read', 'scim.users.write', 'scim.groups.read'],
      lifetimeDays: '365',
    });
  });

  it('refuses to send without a scope', async () => {
    const onSubmit = vi.fn();
    await renderWithProviders(
      <ConnectionForm
        submitLabel="Issue new token"
        onSubmit={onSubmit}
        onCancel={() => {}}
        isPending={false}
        error={null}
      />,
    );
    for (const name of [/scim\.users\.read/, /scim\.users\.write/, /scim\.groups\.read/, /scim\.groups\.write/])
      await userEvent.click(screen.getByRole('checkbox', { name }));
    await userEvent.click(screen.getByRole('button', { name: 'Issue new token' }));
    expect(screen.getByText('Choose at least one scope')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
