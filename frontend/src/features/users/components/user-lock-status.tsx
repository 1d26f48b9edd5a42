import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconLockOpen } from '@tabler/icons-react';
import { formatDateTime } from '../../../lib/format-date';
import type { UserLock } from '../user.types';

interface UserLockStatusProps {
  lock: UserLock;
  onUnlock: () => void;
  isUnlocking: boolean;
}

function failures(count: number): string {
  if (count === 0) return 'No failed passwords';
  return count === 1 ? '1 failed password' : `${count} failed passwords`;
}

/** Whether sign-in with the user's address is locked, in words, and the way to lift the lock. */
export function UserLockStatus({ lock, onUnlock, isUnlocking }: UserLockStatusProps) {
  if (!lock.locked) {
    return (
      <Text size="sm" c="dimmed">
        Not locked. {failures(lock.failedAttempts)} counted. Too many in a row lock sign-in with this address for a
        while.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Alert color="orange" title="Sign-in locked" role="status">
        <Text size="sm">
          Every sign-in with this address is refused, even with the right password, until{' '}
          {formatDateTime(lock.lockedUntil)}.
        </Text>
        <Text size="sm">{failures(lock.failedAttempts)} counted.</Text>
      </Alert>
      <div>
        <Button
          variant="default"
          leftSection={<IconLockOpen size={16} aria-hidden />}
          loading={isUnlocking}
          onClick={onUnlock}
        >
          Unlock sign-in
        </Button>
      </div>
    </Stack>
  );
}
