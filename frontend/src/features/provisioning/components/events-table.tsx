import { Table, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format-date';
import type { ConnectionEvent } from '../provisioning.types';

/** The connection's event log, newest first. */
interface EventsTableProps {
  events: ConnectionEvent[];
  /** How to name the user who acted: their e-mail while they are a member, else their id. */
  nameOf: (userId: string) => string;
}

export function EventsTable({ events, nameOf }: EventsTableProps) {
  if (events.length === 0) return <Text c="dimmed">No events yet.</Text>;
  const newestFirst = [...events].sort((a, b) => b.sequence - a.sequence);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label="Event log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Event</Table.Th>
            <Table.Th>Credential</Table.Th>
            <Table.Th>By</Table.Th>
            <Table.Th>When</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {newestFirst.map((event) => (
            <Table.Tr key={event.sequence}>
              <Table.Td>{event.sequence}</Table.Td>
              <Table.Td>{event.type}</Table.Td>
              <Table.Td>{event.credentialId ?? '—'}</Table.Td>
              <Table.Td>{event.actorId ? nameOf(event.actorId) : '—'}</Table.Td>
              <Table.Td>{formatDateTime(event.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
