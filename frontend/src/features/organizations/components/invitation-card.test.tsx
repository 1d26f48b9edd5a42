import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../lib/api-error';
import { renderWithTheme } from '../../../test/render';
import type { InvitationView } from '../api/invitation-answer';
import { InvitationCard } from './invitation-card';

const INVITATION: InvitationView = {
  id: 'i1',
  organizationName: 'Acme',
  inviterEmail: 'owner@example.com',
  email: 'grace@example.com',
  role: 'admin',
  status: 'pending',
  expiresAt: '2026-11-26T10:00:00.000Z',
};

describe('InvitationCard', () => {
  it('shows who invited whom, with which role, and answers on request', async () => {
    const onAnswer = vi.fn();
    renderWithTheme(
      <InvitationCard invitation={INVITATION} answer={null} onAnswer={onAnswer} isPending={false} error={null} />,
    );

    expect(screen.getByRole('heading', { name: 'Join Acme' })).toBeInTheDocument();
    expect(screen.getByText('owner@example.com')).toBeInTheDocument();
    expect(screen.getByText('The invitation is for grace@example.com.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));

    expect(onAnswer).toHaveBeenCalledWith('rejected');
  });

  it('confirms an accepted invitation in words', () => {
    renderWithTheme(
      <InvitationCard invitation={INVITATION} answer="accepted" onAnswer={vi.fn()} isPending={false} error={null} />,
    );

    expect(screen.getByRole('status')).toHaveTextContent('You joined Acme.');
  });

  it('shows the service’s refusal', () => {
    const error = new ApiError(
      'YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION',
      'You are not the recipient of the invitation',
      403,
    );
    renderWithTheme(
      <InvitationCard invitation={INVITATION} answer={null} onAnswer={vi.fn()} isPending={false} error={error} />,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('You are not the recipient of the invitation');
  });
});
