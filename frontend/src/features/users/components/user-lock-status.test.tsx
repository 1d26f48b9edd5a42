import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { formatDateTime } from '../../../lib/format-date';
import { UserLockStatus } from './user-lock-status';

describe('UserLockStatus', () => {
  it('says a lock lifts at its time, with the failures counted, and offers to unlock', async () => {
    const onUnlock = vi.fn();
    const lockedUntil = '2026-11-24T14:05:00.000Z';
    renderWithTheme(
      <UserLockStatus
        lock={{ locked: true, lockedUntil, failedAttempts: 10 }}
        onUnlock={onUnlock}
        isUnlocking={false}
      />,
    );

    expect(screen.getByRole('status')).toHaveTextContent(`Sign-in locked`);
    expect(screen.getByRole('status')).toHaveTextContent(`until ${formatDateTime(lockedUntil)}`);
    expect(screen.getByRole('status')).toHaveTextContent('10 failed passwords counted');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock sign-in' }));

    expect(onUnlock).toHaveBeenCalledTimes(1);
  });

  it('says an address is not locked, with the failures counted so far, and offers nothing to do', () => {
    renderWithTheme(
      <UserLockStatus
        lock={{ locked: false, lockedUntil: null, failedAttempts: 1 }}
        onUnlock={vi.fn()}
        isUnlocking={false}
      />,
    );

    expect(screen.getByText(/Not locked\. 1 failed password counted\./)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
