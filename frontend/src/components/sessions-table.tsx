import { Badge, Button, Table } from '@mantine/core';
import { describeUserAgent } from '../lib/describe-user-agent';
import { formatDateTime } from '../lib/format-date';
import { EmptyState } from './loading-state';
import { UserText } from './user-text';

export interface SessionRow {
  id: string;
  token: string;
  userAgent?: string | null;
  ipAddress?: string | null;
  createdAt: string | Date;
  expiresAt: string | Date;
}

interface SessionsTableProps {
  sessions: SessionRow[];
  /** The token of the session this browser uses, marked and not revocable from here. */
  currentToken?: string;
  onRevoke: (token: string) => void;
}

export function SessionsTable({ sessions, currentToken, onRevoke }: SessionsTableProps) {
  if (sessions.length === 0) return <EmptyState title="No active sessions" />;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Device</Table.Th>
            <Table.Th>IP address</Table.Th>
            <Table.Th>Signed in</Table.Th>
            <Table.Th>Expires</Table.Th>
            <Table.Th>
              <span className="sr-only">Actions</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sessions.map((session) => {
            const device = describeUserAgent(session.userAgent);
            return (
              <Table.Tr key={session.id}>
                <Table.Td>
                  <UserText size="sm" lines={2} maw={360}>
                    {device}
                  </UserText>
                  {session.token === currentToken && (
                    <Badge size="sm" variant="light" color="green">
                      This device
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{session.ipAddress || '—'}</Table.Td>
                <Table.Td>{formatDateTime(session.createdAt)}</Table.Td>
                <Table.Td>{formatDateTime(session.expiresAt)}</Table.Td>
                <Table.Td>
                  {session.token !== currentToken && (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      onClick={() => onRevoke(session.token)}
                      aria-label={`Revoke session on ${device} from ${formatDateTime(session.createdAt)}`}
                    >
                      Revoke
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
