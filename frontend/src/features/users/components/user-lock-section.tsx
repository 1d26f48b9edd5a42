import { useQuery } from '@tanstack/react-query';
import { confirmAction } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadingState } from '../../../components/loading-state';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUnlockUser, userLockQueryOptions } from '../api/user-lock';
import type { AdminUser } from '../user.types';
import { UserLockStatus } from './user-lock-status';

export function UserLockSection({ user }: { user: AdminUser }) {
  const lock = useQuery(userLockQueryOptions(user.id));
  const unlock = useUnlockUser(user.id);

  if (lock.isPending) return <LoadingState label="Loading the sign-in lock…" />;
  if (lock.error) return <ErrorAlert error={lock.error} />;
  return (
    <UserLockStatus
      lock={lock.data}
      isUnlocking={unlock.isPending}
      onUnlock={() =>
        confirmAction({
          title: 'Unlock sign-in',
          message: `${user.email} can sign in again at once, and the failed passwords counted so far are forgotten.`,
          confirmLabel: 'Unlock',
          onConfirm: () =>
            unlock.mutate(undefined, { onSuccess: () => notifySuccess('Sign-in unlocked.'), onError: notifyError }),
        })
      }
    />
  );
}
