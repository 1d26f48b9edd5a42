import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import type { ApiKeyDefaults } from '../api/key-defaults';
import { CreateApiKeyForm } from './create-api-key-form';

const BETTER_AUTH_DEFAULTS: ApiKeyDefaults = {
  rateLimitEnabled: true,
  rateLimitTimeWindow: 86_400_000,
  rateLimitMax: 10,
};

function renderForm(isAdmin: boolean) {
  const onSubmit = vi.fn();
  renderWithTheme(
    <CreateApiKeyForm
      onSubmit={onSubmit}
      onCancel={vi.fn()}
      isPending={false}
      error={null}
      isAdmin={isAdmin}
      defaults={BETTER_AUTH_DEFAULTS}
    />,
  );
  return onSubmit;
}

describe('CreateApiKeyForm', () => {
  it('offers an administrator "No limit" first, and sends the key without a rate limit', async () => {
    const onSubmit = renderForm(true);

    expect(screen.getByRole('radio', { name: 'No limit' })).toBeChecked();
    expect(screen.getByText(/the key can be verified on every request/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Example app');
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));

    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Example app', limits: { rateLimitEnabled: false } }),
    );
  });

  it('starts custom limits from the service’s default', async () => {
    const onSubmit = renderForm(true);

    await userEvent.click(screen.getByRole('radio', { name: 'Custom' }));

    expect(screen.getByRole('textbox', { name: 'Requests per window' })).toHaveValue('10');
    expect(screen.getByRole('textbox', { name: 'Window (minutes)' })).toHaveValue('1440');
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        limits: expect.objectContaining({ rateLimitEnabled: true, rateLimitMax: 10, rateLimitTimeWindow: 86_400_000 }),
      }),
    );
  });

  it('tells a user who may not set limits which one applies, and sends none', async () => {
    const onSubmit = renderForm(false);

    expect(screen.getByText(/This key will allow 10 requests per day/)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'No limit' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));

    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ limits: undefined }));
  });
});
