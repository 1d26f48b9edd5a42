import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offlineQueryClient, renderWithProviders } from '../../../test/render';
import { oauthKeys } from '../api/oauth-keys';
import { ConnectedApps } from './connected-apps';

const consent = {
  id: 'c1',
  clientId: 'app-1',
  scopes: ['openid', 'email', 'invoices:read'],
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-02T10:00:00Z',
};

describe('ConnectedApps', () => {
  it('names each app and what it may see, and revokes the one chosen', async () => {
    const queryClient = offlineQueryClient();
    queryClient.setQueryData(oauthKeys.publicClient('app-1'), { client_id: 'app-1', client_name: 'Invoice Hub' });
    const onRevoke = vi.fn();
    await renderWithProviders(<ConnectedApps consents={[consent]} onRevoke={onRevoke} />, queryClient);

    const row = screen.getByRole('row', { name: /Invoice Hub/ });
    expect(row).toHaveTextContent('Know who you are, Your e-mail address, invoices:read');
    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(onRevoke).toHaveBeenCalledWith(consent, 'Invoice Hub');
  });

  it('lists an app without a public face by its id', async () => {
    await renderWithProviders(<ConnectedApps consents={[consent]} onRevoke={vi.fn()} />);
    expect(screen.getByRole('row', { name: /app-1/ })).toBeInTheDocument();
  });

  it('says when no app is connected', async () => {
    await renderWithProviders(<ConnectedApps consents={[]} onRevoke={vi.fn()} />);
    expect(screen.getByText('No connected apps')).toBeInTheDocument();
  });
});
