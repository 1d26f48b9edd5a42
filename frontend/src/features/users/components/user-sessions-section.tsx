import { Button, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { confirmAction } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadingState } from '../../../components/loading-state';
import { SessionsTable } from '../../../components/sessions-table';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRevokeUserSession, useRevokeUserSessions, userSessionsQueryOptions } from '../api/user-sessions';

export function UserSessionsSection({ userId, email }: { userId: string; email: string }) {
  const sessions = useQuery(userSessionsQueryOptions(userId));
  const revoke = useRevokeUserSession(userId);
  const revokeAll = useRevokeUserSessions(userId);

  if (sessions.isPending) return <LoadingState label="Loading sessions…" />;
  if (sessions.error) return <ErrorAlert error={sessions.error} />;
  return (
    <Stack gap="sm">
      <SessionsTable sessions={sessions.data} onRevoke={(token) => revoke.mutate(token, { onError: notifyError })} />
      {sessions.data.length > 0 && (
        <Group>
          <Button
            variant="default"
            color="red"
            loading={revokeAll.isPending}
            onClick={() =>
              confirmAction({
                title: 'Revoke all sessions',
                message: `${email} is signed out of all ${sessions.data.length} sessions at once and must sign in again.`,
                confirmLabel: 'Revoke all',
                isDestructive: true,
                onConfirm: () =>
                  revokeAll.mutate(undefined, {
                    onSuccess: () => notifySuccess('All sessions revoked.'),
                    onError: notifyError,
                  }),
              })
            }
          >
            Revoke all sessions
          </Button>
        </Group>
      )}
    </Stack>
  );
}
