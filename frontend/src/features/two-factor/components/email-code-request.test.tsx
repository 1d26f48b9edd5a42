import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../lib/api-error';
import { renderWithTheme } from '../../../test/render';
import { EmailCodeRequest } from './email-code-request';

describe('EmailCodeRequest', () => {
  it('asks the service to e-mail a code', async () => {
    const onSend = vi.fn();
    renderWithTheme(<EmailCodeRequest onSend={onSend} isSending={false} isSent={false} error={null} />);

    await userEvent.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('once a code went out, says how long it works and offers a new one', async () => {
    const onSend = vi.fn();
    renderWithTheme(<EmailCodeRequest onSend={onSend} isSending={false} isSent error={null} />);

    expect(screen.getByText(/It works once, for 3 minutes/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('shows the service’s message when no code could be sent', () => {
    const error = new ApiError('INVALID_TWO_FACTOR_COOKIE', 'Invalid two factor cookie', 401);
    renderWithTheme(<EmailCodeRequest onSend={vi.fn()} isSending={false} isSent={false} error={error} />);

    expect(screen.getByRole('alert')).toHaveTextContent('Invalid two factor cookie');
  });
});
