import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { IDP_METADATA } from '../idp-metadata-fixture';
import { ProviderForm } from './provider-form';

const ORIGIN = 'https://auth.example.com';

async function renderForm() {
  const onSubmit = vi.fn();
  await renderWithProviders(
    <ProviderForm origin={ORIGIN} onSubmit={onSubmit} onCancel={() => {}} isPending={false} error={null} />,
  );
  return onSubmit;
}

async function fill(label: RegExp, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

describe('ProviderForm', { timeout: 30_000 }, () => {
  it('says what an OIDC provider is missing beside the fields and sends nothing', async () => {
    const onSubmit = await renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add provider' }));
    expect(screen.getByText('The client ID the identity provider gave you')).toBeInTheDocument();
    expect(screen.getByText('The client secret the identity provider gave you')).toBeInTheDocument();
    expect(screen.getByText('An http(s) URL')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the redirect URI to register at the identity provider as the provider id is typed', async () => {
    await renderForm();
    await fill(/^Provider ID/, 'acme-okta');
    expect(screen.getByLabelText('Redirect URI')).toHaveValue(`${ORIGIN}/api/auth/sso/callback/acme-okta`);
    expect(screen.getByRole('button', { name: 'Copy Redirect URI' })).toBeInTheDocument();
  });

  it('sends a complete OIDC provider', async () => {
    const onSubmit = await renderForm();
    await fill(/^Provider ID/, 'acme-okta');
    await fill(/^Issuer/, 'https://acme.okta.com');
    await fill(/^Domain/, 'acme.com');
    await fill(/^Client ID/, 'client-1');
    await fill(/^Client secret/, 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Add provider' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ protocol: 'oidc', providerId: 'acme-okta', clientId: 'client-1' }),
    );
  });

  it('switches to SAML: no client fields, our entity ID proposed, signed assertions fixed on', async () => {
    await renderForm();
    await fill(/^Provider ID/, 'acme-saml');
    await userEvent.click(screen.getByRole('radio', { name: 'SAML 2.0' }));
    expect(screen.queryByLabelText(/^Client ID/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Issuer/)).toHaveValue(
      `${ORIGIN}/api/auth/sso/saml2/sp/metadata?providerId=acme-saml`,
    );
    expect(screen.getByRole('switch', { name: /^Require signed assertions/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /^Require signed assertions/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add provider' }));
    expect(screen.getByText('Paste or upload it')).toBeInTheDocument();
  });

  it('reads an uploaded metadata file as text and sends it', async () => {
    const onSubmit = await renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'SAML 2.0' }));
    await fill(/^Provider ID/, 'acme-saml');
    await fill(/^Domain/, 'acme.com');
    const file = new File([IDP_METADATA], 'idp.xml', { type: 'application/xml' });
    // Mantine's file input is a labelled button in front of a hidden file input, which takes the upload.
    expect(screen.getByRole('button', { name: 'IdP metadata file' })).toBeInTheDocument();
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    expect(await screen.findByDisplayValue(/SSOService\.php/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add provider' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ protocol: 'saml', providerId: 'acme-saml', idpMetadata: IDP_METADATA }),
    );
  });
});
