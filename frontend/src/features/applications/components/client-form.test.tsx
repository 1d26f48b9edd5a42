import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { NEW_CLIENT } from '../client-draft';
import { ClientForm } from './client-form';

const SCOPES = ['openid', 'profile', 'email', 'offline_access', 'api:read'];

function renderForm(overrides: Partial<Parameters<typeof ClientForm>[0]> = {}) {
  const onSubmit = vi.fn();
  return renderWithProviders(
    <ClientForm
      initial={NEW_CLIENT}
      isEditing={false}
      scopesSupported={SCOPES}
      submitLabel="Create application"
      onSubmit={onSubmit}
      onCancel={() => {}}
      isPending={false}
      error={null}
      {...overrides}
    />,
  ).then(() => onSubmit);
}

// The form is long: clicks through it take seconds in jsdom on a busy machine.
describe('ClientForm', { timeout: 30_000 }, () => {
  it('says what is missing beside the fields and sends nothing', async () => {
    const onSubmit = await renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create application' }));
    expect(screen.getByText('Give the application a name')).toBeInTheDocument();
    expect(screen.getByText('At least one redirect URI')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the draft once it is complete', async () => {
    const onSubmit = await renderForm();
    await userEvent.click(screen.getByRole('textbox', { name: /^Name/ }));
    await userEvent.paste('Wiki');
    await userEvent.click(screen.getByRole('textbox', { name: /^Redirect URIs/ }));
    await userEvent.paste('https://wiki.example.com/cb');
    await userEvent.click(screen.getByRole('radio', { name: /^RS256/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create application' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Wiki', redirectUris: 'https://wiki.example.com/cb', idTokenAlgorithm: 'RS256' }),
    );
  });

  it('says in plain words that Apache mod_auth_openidc needs RS256', async () => {
    await renderForm();
    expect(screen.getByText(/mod_auth_openidc \(Debian 12\) can verify only RS256/)).toBeInTheDocument();
  });

  it('keeps PKCE on and client credentials off for a public client', async () => {
    await renderForm({ initial: { ...NEW_CLIENT, authMethod: 'none', requirePkce: false } });
    expect(screen.getByRole('switch', { name: /^Require PKCE/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /^Require PKCE/ })).toBeDisabled();
    expect(screen.getByText('Only confidential clients can act for themselves')).toBeInTheDocument();
  });

  it('fixes the authentication method when editing', async () => {
    await renderForm({ isEditing: true, submitLabel: 'Save' });
    expect(screen.getByText('Fixed once the application exists')).toBeInTheDocument();
  });
});
