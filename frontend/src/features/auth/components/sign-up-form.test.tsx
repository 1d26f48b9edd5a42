import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { SignUpForm } from './sign-up-form';

async function fill(password: string, repeated: string) {
  await userEvent.type(screen.getByRole('textbox', { name: /name/i }), 'Ada');
  await userEvent.type(screen.getByRole('textbox', { name: /e-mail/i }), 'ada@example.com');
  await userEvent.type(screen.getByLabelText(/^password/i), password);
  await userEvent.type(screen.getByLabelText(/^repeat password/i), repeated);
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('SignUpForm', () => {
  it('submits name, e-mail and password when the passwords match', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<SignUpForm onSubmit={onSubmit} isPending={false} error={null} />);

    await fill('a long passphrase', 'a long passphrase');

    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com', password: 'a long passphrase' });
  });

  it('refuses to submit passwords that differ, and says why', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<SignUpForm onSubmit={onSubmit} isPending={false} error={null} />);

    await fill('a long passphrase', 'another passphrase');

    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
  });
});
