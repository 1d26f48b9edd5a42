import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import type { ApiKeyRecord } from '../api-key.types';
import { ApiKeysTable, describeWindow } from './api-keys-table';

const KEY: ApiKeyRecord = {
  id: 'k1',
  name: 'CI deploys',
  start: 'ci_AbC',
  prefix: 'ci_',
  userId: 'u1',
  enabled: true,
  remaining: 40,
  refillAmount: 50,
  refillInterval: 7,
  rateLimitEnabled: true,
  rateLimitTimeWindow: 86_400_000,
  rateLimitMax: 10,
  requestCount: 0,
  lastRequest: null,
  expiresAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  permissions: { files: ['read'] },
};

describe('ApiKeysTable', () => {
  it('shows the start of the key, its limits and permissions, never more of the secret', () => {
    renderWithTheme(<ApiKeysTable keys={[KEY]} />);

    expect(screen.getByText('ci_AbC…')).toBeInTheDocument();
    expect(screen.getByText('40 uses left · refills 50 every 7 d · 10 per day')).toBeInTheDocument();
    expect(screen.getByText('files: read')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Enabled' })).toBeInTheDocument();
  });

  it('toggles, edits and deletes through labelled controls', async () => {
    const onToggle = vi.fn();
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    renderWithTheme(<ApiKeysTable keys={[KEY]} onToggle={onToggle} onEdit={onEdit} onDelete={onDelete} />);

    await userEvent.click(screen.getByRole('switch', { name: 'Enable CI deploys' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit CI deploys' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete CI deploys' }));

    expect(onToggle).toHaveBeenCalledWith(KEY, false);
    expect(onEdit).toHaveBeenCalledWith(KEY);
    expect(onDelete).toHaveBeenCalledWith(KEY);
  });
});

describe('describeWindow', () => {
  it.each([
    [86_400_000, 'day'],
    [172_800_000, '2 days'],
    [3_600_000, 'hour'],
    [21_600_000, '6 hours'],
    [900_000, '15 min'],
  ])('says %i ms as "%s"', (windowMs, words) => {
    expect(describeWindow(windowMs)).toBe(words);
  });
});
