import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { SocialSignInButtons } from './social-sign-in-buttons';

describe('SocialSignInButtons', () => {
  const providers = [
    { id: 'corp', name: 'Corporate sign-in' },
    { id: 'github', name: 'GitHub' },
  ];

  it('offers one button per configured provider and reports the one chosen', async () => {
    const onSelect = vi.fn();
    renderWithTheme(<SocialSignInButtons providers={providers} onSelect={onSelect} />);

    await userEvent.click(screen.getByRole('button', { name: 'Continue with GitHub' }));

    expect(screen.getByRole('button', { name: 'Continue with Corporate sign-in' })).toBeEnabled();
    expect(onSelect).toHaveBeenCalledWith('github');
  });

  it('shows nothing when no provider is configured', () => {
    renderWithTheme(<SocialSignInButtons providers={[]} onSelect={vi.fn()} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('disables the other buttons while one sign-in is starting', () => {
    renderWithTheme(<SocialSignInButtons providers={providers} onSelect={vi.fn()} pendingProvider="corp" />);
    expect(screen.getByRole('button', { name: 'Continue with GitHub' })).toBeDisabled();
  });
});
