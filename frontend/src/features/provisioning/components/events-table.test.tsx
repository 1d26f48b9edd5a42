import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { EventsTable } from './events-table';

describe('EventsTable', () => {
  it('lists the events newest first and names members who acted by their e-mail', () => {
    renderWithTheme(
      <EventsTable
        events={[
          { sequence: 1, type: 'connection.created', actorId: 'u1', credentialId: null, createdAt: '2026-11-01' },
          { sequence: 2, type: 'credential.issued', actorId: 'gone', credentialId: 'c1', createdAt: '2026-11-01' },
        ]}
        nameOf={(userId) => (userId === 'u1' ? 'olga@example.com' : userId)}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('credential.issued')).toBeInTheDocument();
    expect(within(rows[0]).getByText('gone')).toBeInTheDocument();
    expect(within(rows[1]).getByText('olga@example.com')).toBeInTheDocument();
  });

  it('says when nothing has happened yet', () => {
    renderWithTheme(<EventsTable events={[]} nameOf={(userId) => userId} />);
    expect(screen.getByText('No events yet.')).toBeInTheDocument();
  });
});
