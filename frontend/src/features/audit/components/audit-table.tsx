import { Code, Table, Text } from '@mantine/core';
import { UserText } from '../../../components/user-text';
import { formatDate, formatTime } from '../../../lib/format-date';
import type { AuditEvent, AuditUserNames } from '../audit.types';
import { Actor, Target } from './audit-people';
import { AuditResultBadge } from './audit-result-badge';
import classes from './audit-table.module.css';

/** Room for a usual e-mail on one line; longer ones wrap, then are cut with the rest on hover. */
const PERSON_MIN_WIDTH = 170;

/** The metadata's facts (the e-mail tried, the new role) as `key: value` lines. */
function describeMetadata(metadata: AuditEvent['metadata']): string[] {
  return Object.entries(metadata ?? {}).map(
    ([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
  );
}

/**
 * Time, action, result and people come first and always show; where the request came from is the
 * column a narrow screen drops (the export keeps it).
 */
export function AuditTable({ events, users = {} }: { events: AuditEvent[]; users?: AuditUserNames }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Th>Action and details</Table.Th>
            <Table.Th>Result</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>Target</Table.Th>
            <Table.Th visibleFrom="lg">From</Table.Th>
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
                  <UserText key={line} size="xs" c="dimmed" maw={260}>
                    {line}
                  </UserText>
                ))}
              </Table.Td>
              <Table.Td className={classes.nowrap}>
                <AuditResultBadge result={event.result} />
              </Table.Td>
              <Table.Td miw={PERSON_MIN_WIDTH}>
                <Actor event={event} users={users} />
              </Table.Td>
              <Table.Td miw={PERSON_MIN_WIDTH}>
                <Target event={event} users={users} />
              </Table.Td>
              <Table.Td visibleFrom="lg">
                <Text size="sm">{event.ipAddress ?? '—'}</Text>
                {event.userAgent && (
                  <UserText size="xs" c="dimmed" lines={2} maw={220}>
                    {event.userAgent}
                  </UserText>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
