import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { DecommissionModal } from './decommission-modal';

describe('DecommissionModal', { timeout: 30_000 }, () => {
  it('decommissions only once the organization’s name is typed', async () => {
    const onConfirm = vi.fn();
    await renderWithProviders(
      <DecommissionModal
        opened
        organizationName="Acme"
        onConfirm={onConfirm}
        onClose={() => {}}
        isPending={false}
        error={null}
      />,
    );
    expect(screen.getByText(/every user it provisioned loses access/)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Decommission' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Type Acme to confirm'), 'acme');
    expect(button).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Type Acme to confirm'));
    await userEvent.type(screen.getByLabelText('Type Acme to confirm'), 'Acme');
    await userEvent.click(button);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
