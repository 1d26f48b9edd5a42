import { Button, Table } from '@mantine/core';
import { EmptyState } from '../../../components/loading-state';
import { UserText } from '../../../components/user-text';
import { formatDateTime } from '../../../lib/format-date';
import type { Invitation } from '../organization.types';

export function InvitationsTable({
  invitations,
  onCancel,
}: {
  invitations: Invitation[];
  onCancel: (invitation: Invitation) => void;
}) {
  const pending = invitations.filter((invitation) => invitation.status === 'pending');
  if (pending.length === 0) return <EmptyState title="No pending invitations" />;
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>E-mail</Table.Th>
          <Table.Th>Role</Table.Th>
          <Table.Th>Expires</Table.Th>
          <Table.Th>
            <span className="sr-only">Actions</span>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {pending.map((invitation) => (
          <Table.Tr key={invitation.id}>
            <Table.Td>
              <UserText size="sm">{invitation.email}</UserText>
            </Table.Td>
            <Table.Td>{invitation.role}</Table.Td>
            <Table.Td>{formatDateTime(invitation.expiresAt)}</Table.Td>
            <Table.Td>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                onClick={() => onCancel(invitation)}
                aria-label={`Cancel the invitation of ${invitation.email}`}
              >
                Cancel
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
