import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { LinkedAccounts } from './linked-accounts';

const providers = [
  { id: 'corp', name: 'Corporate sign-in' },
  { id: 'github', name: 'GitHub' },
];
const password = { id: 'a1', providerId: 'credential', accountId: 'user-1', createdAt: '2026-11-01T10:00:00Z' };
const corp = { id: 'a2', providerId: 'corp', accountId: 'sub-123', createdAt: '2026-11-02T10:00:00Z' };

describe('LinkedAccounts', () => {
  it('names each sign-in method and offers to link the providers not linked yet', async () => {
    const onLink = vi.fn();
    renderWithTheme(
      <LinkedAccounts accounts={[password, corp]} providers={providers} onUnlink={vi.fn()} onLink={onLink} />,
    );

    expect(screen.getByRole('cell', { name: 'Password' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'sub-123' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Link Corporate sign-in' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Link GitHub' }));
    expect(onLink).toHaveBeenCalledWith('github');
  });

  it('unlinks the account chosen', async () => {
    const onUnlink = vi.fn();
    renderWithTheme(
      <LinkedAccounts accounts={[password, corp]} providers={providers} onUnlink={onUnlink} onLink={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Unlink Corporate sign-in' }));
    expect(onUnlink).toHaveBeenCalledWith(corp);
  });

  it('never offers to remove the only way to sign in', () => {
    renderWithTheme(<LinkedAccounts accounts={[corp]} providers={providers} onUnlink={vi.fn()} onLink={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Unlink Corporate sign-in' })).toBeDisabled();
  });
});
