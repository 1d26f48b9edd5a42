import { Alert, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconMailOpened } from '@tabler/icons-react';
import { AnchorLink } from '../../../components/anchor-link';
import { ApiError } from '../../../lib/api-error';
import { userInvitationsQueryOptions } from '../api/user-invitations';

/** Invitations waiting for the signed-in user, each linking to the page that answers it. */
export function MyInvitations() {
  const invitations = useQuery(userInvitationsQueryOptions);
  const pending = (invitations.data ?? []).filter((invitation) => invitation.status === 'pending');
  if (
    invitations.error instanceof ApiError &&
    invitations.error.code === 'EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION'
  ) {
    return (
      <Alert color="gray" variant="light" icon={<IconMailOpened aria-hidden />} title="Invitations for you" mb="lg">
        <Text size="sm">Verify your e-mail address to see the invitations sent to it.</Text>
      </Alert>
    );
  }
  if (pending.length === 0) return null;
  return (
    <Alert color="indigo" variant="light" icon={<IconMailOpened aria-hidden />} title="Invitations for you" mb="lg">
      <Stack gap={4}>
        {pending.map((invitation) => (
          <Group key={invitation.id} gap="xs">
            <Text size="sm">
              {invitation.organizationName} invites you as {invitation.role}.
            </Text>
            <AnchorLink
              to="/accept-invitation/$id"
              params={{ id: invitation.id }}
              size="sm"
              aria-label={`Answer the invitation to ${invitation.organizationName}`}
            >
              Answer
            </AnchorLink>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
