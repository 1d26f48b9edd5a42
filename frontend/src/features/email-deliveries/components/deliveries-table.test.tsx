import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import type { EmailDelivery } from '../email-delivery.types';
import { DeliveriesTable } from './deliveries-table';

const RETRYING: EmailDelivery = {
  id: 'd1',
  to: 'ada@example.com',
  subject: 'Reset your password',
  status: 'pending',
  attempts: 3,
  lastError: 'connect ECONNREFUSED 10.0.0.25:587',
  createdAt: '2026-11-24T10:00:05.000Z',
  lastAttemptAt: '2026-11-24T10:04:05.000Z',
  nextAttemptAt: '2026-11-24T10:06:05.000Z',
};
const FAILED: EmailDelivery = {
  ...RETRYING,
  id: 'd2',
  to: 'grace@example.com',
  subject: 'Verify your e-mail address',
  status: 'failed',
  attempts: 10,
  nextAttemptAt: null,
};

describe('DeliveriesTable', () => {
  it('says in words whether each e-mail is still retried or given up on, with its last error', () => {
    renderWithTheme(<DeliveriesTable deliveries={[RETRYING, FAILED]} onResend={() => undefined} />);

    const [, retrying, failed] = screen.getAllByRole('row');
    expect(retrying).toHaveTextContent('Retrying');
    expect(retrying).toHaveTextContent('To ada@example.com');
    expect(retrying).toHaveTextContent('connect ECONNREFUSED 10.0.0.25:587');
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('None');
  });

  it('resends the e-mail whose button names it', async () => {
    const onResend = vi.fn();
    renderWithTheme(<DeliveriesTable deliveries={[RETRYING, FAILED]} onResend={onResend} />);

    await userEvent.click(
      screen.getByRole('button', { name: 'Resend "Verify your e-mail address" to grace@example.com' }),
    );

    expect(onResend).toHaveBeenCalledWith(FAILED);
  });

  it('shows the resend under way on its own row only', () => {
    renderWithTheme(<DeliveriesTable deliveries={[RETRYING, FAILED]} onResend={() => undefined} resendingId="d2" />);

    const [, retrying, failed] = screen.getAllByRole('row');
    expect(within(failed).getByRole('button')).toHaveAttribute('data-loading', 'true');
    expect(within(retrying).getByRole('button')).not.toHaveAttribute('data-loading');
  });
});
