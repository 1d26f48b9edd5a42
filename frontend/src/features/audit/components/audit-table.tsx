import { Code, Stack, Table, Text } from '@mantine/core';
import { AnchorLink } from '../../../components/anchor-link';
import { formatDate, formatTime } from '../../../lib/format-date';
import type { AuditEvent } from '../audit.types';
import { AuditResultBadge } from './audit-result-badge';
import classes from './audit-table.module.css';

/** A user id as a link to that user's page. */
function UserLink({ userId }: { userId: string }) {
  return (
    <AnchorLink to="/users/$userId" params={{ userId }} className={classes.id} title={userId}>
      {userId}
    </AnchorLink>
  );
}

function Actor({ event }: { event: AuditEvent }) {
  return (
    <Stack gap={2}>
      {event.actorId ? (
        <UserLink userId={event.actorId} />
      ) : (
        <Text size="xs" c="dimmed">
          Not signed in
        </Text>
      )}
      {event.impersonatedBy && (
        <Text size="xs">
          impersonated by <UserLink userId={event.impersonatedBy} />
        </Text>
      )}
    </Stack>
  );
}

function Target({ event }: { event: AuditEvent }) {
  if (!event.targetId) return <Text size="xs">—</Text>;
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {event.targetType}
      </Text>
      {event.targetType === 'user' ? (
        <UserLink userId={event.targetId} />
      ) : (
        <span className={classes.id} title={event.targetId}>
          {event.targetId}
        </span>
      )}
    </Stack>
  );
}

/** The metadata's facts (the e-mail tried, the new role) as `key: value` lines. */
function describeMetadata(metadata: AuditEvent['metadata']): string[] {
  return Object.entries(metadata ?? {}).map(
    ([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
  );
}

export function AuditTable({ events }: { events: AuditEvent[] }) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Th>Action and details</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>Target</Table.Th>
            <Table.Th>Result</Table.Th>
            <Table.Th>IP address</Table.Th>
            <Table.Th>User agent</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td className={classes.nowrap}>
                <Text size="sm" component="time" dateTime={event.createdAt} title={event.createdAt}>
                  {formatDate(event.createdAt)}
                  <br />
                  {formatTime(event.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Code>{event.action}</Code>
                {describeMetadata(event.metadata).map((line) => (
                  <Text key={line} size="xs" c="dimmed" truncate="end" className={classes.details} title={line}>
                    {line}
                  </Text>
                ))}
              </Table.Td>
              <Table.Td>
                <Actor event={event} />
              </Table.Td>
              <Table.Td>
                <Target event={event} />
              </Table.Td>
              <Table.Td className={classes.nowrap}>
                <AuditResultBadge result={event.result} />
              </Table.Td>
              <Table.Td className={classes.nowrap}>
                <Text size="sm">{event.ipAddress ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                {/* Long agents are cut to keep rows short; the whole string stays readable on hover and to
                    assistive technology. */}
                <Text size="xs" truncate="end" className={classes.userAgent} title={event.userAgent ?? undefined}>
                  {event.userAgent ?? '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
