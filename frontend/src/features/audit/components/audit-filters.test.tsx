import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import type { AuditActionEntry } from '../audit.types';
import { AuditFilters } from './audit-filters';

const ACTIONS: AuditActionEntry[] = [
  { action: 'sign-in', label: 'Sign in with e-mail and password', group: 'Account' },
  { action: 'sign-in.social', label: 'Sign in with a social or OpenID provider', group: 'Account' },
  { action: 'jwks.rotate', label: 'Rotate the signing key', group: 'Signing keys' },
];

describe('AuditFilters', () => {
  it('offers the actions it is given, by label under their groups, and filters on the chosen name', async () => {
    const onChange = vi.fn();
    renderWithTheme(<AuditFilters params={{}} actions={ACTIONS} onChange={onChange} />);

    await userEvent.click(screen.getByRole('combobox', { name: 'Action' }));
    const options = await screen.findAllByRole('option', { hidden: true });
    await userEvent.click(screen.getByRole('option', { name: 'Rotate the signing key', hidden: true }));

    expect(options.map((option) => option.textContent)).toEqual([
      'Any action',
      'Sign in with e-mail and password',
      'Sign in with a social or OpenID provider',
      'Rotate the signing key',
    ]);
    expect(screen.getByText('Signing keys')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith({ action: 'jwks.rotate' });
  });
});

describe('AuditFilters’ days', () => {
  it('shows the chosen days as the tables write them, not in the browser’s format', () => {
    renderWithTheme(<AuditFilters params={{ from: '2026-11-01', to: '2026-11-29' }} actions={[]} onChange={vi.fn()} />);

    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('1 Nov 2026');
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue('29 Nov 2026');
  });

  it('reads a typed day in that format and filters on it as YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    renderWithTheme(<AuditFilters params={{}} actions={[]} onChange={onChange} />);

    await userEvent.type(screen.getByRole('textbox', { name: 'From' }), '3 Nov 2026');
    await userEvent.tab();

    expect(onChange).toHaveBeenCalledWith({ from: '2026-11-03' });
  });
});
