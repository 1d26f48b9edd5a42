import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offlineQueryClient, renderWithProviders, renderWithTheme } from '../../test/render';
import { ConsentForm } from './components/consent-form';
import { ConsentPage } from './consent-page';
import { oauthKeys } from './api/oauth-keys';

const OAUTH_QUERY =
  'client_id=app-1&scope=openid+profile+email+offline_access+invoices%3Aread&exp=1764444600' +
  '&ba_param=client_id&ba_param=exp&ba_param=scope&sig=abc';
const client = { client_id: 'app-1', client_name: 'Invoice Hub', logo_uri: 'https://app.example/logo.png' };

describe('ConsentPage', () => {
  it('asks to go back to the app when the address carries no request', async () => {
    await renderWithProviders(<ConsentPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('Go back to the app and start again.');
  });

  it('shows a loading state while the app is read', async () => {
    await renderWithProviders(<ConsentPage oauthQuery={OAUTH_QUERY} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the app…');
  });

  it('names the app with its logo and lists the requested scopes in plain words', async () => {
    const queryClient = offlineQueryClient();
    queryClient.setQueryData(oauthKeys.publicClient('app-1'), client);
    await renderWithProviders(<ConsentPage oauthQuery={OAUTH_QUERY} />, queryClient);

    expect(screen.getByText('Invoice Hub')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Invoice Hub logo' })).toHaveAttribute('src', client.logo_uri);
    const permissions = within(screen.getByRole('group', { name: 'Requested permissions' }));
    for (const label of [
      'Know who you are',
      'Your name and picture',
      'Your e-mail address',
      'Stay signed in to the app',
      'invoices:read',
    ])
      expect(permissions.getByRole('checkbox', { name: new RegExp(label) })).toBeChecked();
  });
});

describe('ConsentForm', () => {
  const scopes = ['openid', 'profile', 'email'];

  it('keeps openid and accepts only the scopes left ticked', async () => {
    const onAnswer = vi.fn();
    renderWithTheme(<ConsentForm client={client} requestedScopes={scopes} onAnswer={onAnswer} />);

    expect(screen.getByRole('checkbox', { name: /Know who you are/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Your e-mail address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAnswer).toHaveBeenCalledWith(true, ['openid', 'profile']);
  });

  it('denies', async () => {
    const onAnswer = vi.fn();
    renderWithTheme(<ConsentForm client={client} requestedScopes={scopes} onAnswer={onAnswer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Deny' }));
    expect(onAnswer).toHaveBeenCalledWith(false, scopes);
  });

  it("names the app by its id when it has no name, and shows the service's refusal", () => {
    renderWithTheme(
      <ConsentForm
        client={{ client_id: 'app-1' }}
        requestedScopes={scopes}
        onAnswer={vi.fn()}
        error={new Error('Scope not originally requested')}
      />,
    );
    expect(screen.getByText('app-1')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Scope not originally requested');
  });

  it('holds both buttons while an answer is on its way', () => {
    renderWithTheme(<ConsentForm client={client} requestedScopes={scopes} onAnswer={vi.fn()} pendingAnswer="accept" />);
    expect(screen.getByRole('button', { name: 'Deny' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Your e-mail address' })).toBeDisabled();
  });
});
