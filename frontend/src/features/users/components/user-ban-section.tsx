import { Alert, Button, Stack, Text } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert';
import { formatDateTime } from '../../../lib/format-date';
import { notifySuccess } from '../../../lib/notify';
import { useBanUser, useUnbanUser } from '../api/user-mutations';
import type { AdminUser } from '../user.types';
import { BanUserForm } from './ban-user-form';

export function UserBanSection({ user }: { user: AdminUser }) {
  const ban = useBanUser(user.id);
  const unban = useUnbanUser(user.id);

  if (user.banned) {
    return (
      <Stack gap="sm">
        <Alert color="red" title="Banned" role="status">
          <Text size="sm">Reason: {user.banReason ?? 'No reason'}</Text>
          <Text size="sm">Expires: {user.banExpires ? formatDateTime(user.banExpires) : 'never'}</Text>
        </Alert>
        <ErrorAlert error={unban.error} />
        <div>
          <Button
            variant="default"
            loading={unban.isPending}
            onClick={() => unban.mutate(undefined, { onSuccess: () => notifySuccess('User unbanned.') })}
          >
            Unban user
          </Button>
        </div>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        A ban ends all of the user's sessions and refuses new ones.
      </Text>
      <ErrorAlert error={ban.error} />
      <BanUserForm
        email={user.email}
        onBan={(input) => ban.mutate(input, { onSuccess: () => notifySuccess('User banned.') })}
        isPending={ban.isPending}
      />
    </Stack>
  );
}
