import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { UserSecondFactorStatus } from './user-second-factor-status';

const NO_ACTIONS = {
  onResetTwoFactor: vi.fn(),
  onRemovePasskeys: vi.fn(),
  isResetting: false,
  isRemoving: false,
};

describe('UserSecondFactorStatus', () => {
  it('says two-factor is on and counts the passkeys, offering to reset and to remove them', async () => {
    const onResetTwoFactor = vi.fn();
    const onRemovePasskeys = vi.fn();
    renderWithTheme(
      <UserSecondFactorStatus
        {...NO_ACTIONS}
        twoFactorEnabled
        passkeyCount={2}
        onResetTwoFactor={onResetTwoFactor}
        onRemovePasskeys={onRemovePasskeys}
      />,
    );

    expect(screen.getByText(/Two-factor authentication:/)).toHaveTextContent('Two-factor authentication: on');
    expect(screen.getByText('2 passkeys registered.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset two-factor' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove passkeys' }));

    expect(onResetTwoFactor).toHaveBeenCalledTimes(1);
    expect(onRemovePasskeys).toHaveBeenCalledTimes(1);
  });

  it('offers nothing to take away from a user with two-factor off and no passkeys', () => {
    renderWithTheme(<UserSecondFactorStatus {...NO_ACTIONS} twoFactorEnabled={false} passkeyCount={0} />);

    expect(screen.getByText(/Two-factor authentication:/)).toHaveTextContent('Two-factor authentication: off');
    expect(screen.getByText('No passkeys registered.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says one passkey in the singular and offers only its removal', () => {
    renderWithTheme(<UserSecondFactorStatus {...NO_ACTIONS} twoFactorEnabled={false} passkeyCount={1} />);

    expect(screen.getByText('1 passkey registered.')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Remove passkeys']);
  });
});
