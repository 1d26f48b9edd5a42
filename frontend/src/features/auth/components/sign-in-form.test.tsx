import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../lib/api-error';
import { renderWithTheme } from '../../../test/render';
import { SignInForm } from './sign-in-form';

describe('SignInForm', () => {
  it('submits the typed e-mail, password and remember choice', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<SignInForm onSubmit={onSubmit} isPending={false} error={null} />);

    await userEvent.type(screen.getByRole('textbox', { name: /e-mail/i }), ' ada@example.com ');
    await userEvent.type(screen.getByLabelText(/^password/i), 'correct horse');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Keep me signed in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'correct horse', rememberMe: false });
  });

  it('shows the service’s message for a refused sign-in as an alert', () => {
    const error = new ApiError('INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password', 401);
    renderWithTheme(<SignInForm onSubmit={vi.fn()} isPending={false} error={error} />);

    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
  });
});
