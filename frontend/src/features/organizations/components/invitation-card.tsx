import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert';
import { formatDateTime } from '../../../lib/format-date';
import type { InvitationAnswer, InvitationView } from '../api/invitation-answer';

interface InvitationCardProps {
  invitation: InvitationView;
  answer: InvitationAnswer | null;
  onAnswer: (answer: InvitationAnswer) => void;
  isPending: boolean;
  error: unknown;
}

export function InvitationCard({ invitation, answer, onAnswer, isPending, error }: InvitationCardProps) {
  if (answer) {
    return (
      <Alert color={answer === 'accepted' ? 'green' : 'gray'} role="status">
        {answer === 'accepted' ? `You joined ${invitation.organizationName}.` : 'You declined the invitation.'}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        Join {invitation.organizationName}
      </Title>
      <Table variant="vertical" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={120}>Invited by</Table.Th>
            <Table.Td>{invitation.inviterEmail}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Role</Table.Th>
            <Table.Td>{invitation.role}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Expires</Table.Th>
            <Table.Td>{formatDateTime(invitation.expiresAt)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed">
        The invitation is for {invitation.email}.
      </Text>
      <ErrorAlert error={error} />
      <Group>
        <Button onClick={() => onAnswer('accepted')} loading={isPending}>
          Accept
        </Button>
        <Button variant="default" onClick={() => onAnswer('rejected')} disabled={isPending}>
          Decline
        </Button>
      </Group>
    </Stack>
  );
}
