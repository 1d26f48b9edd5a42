import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRemovePasskeys, useResetTwoFactor } from '../api/user-second-factor';
import type { AdminUser } from '../user.types';
import { confirmWithSignOut } from './confirm-with-sign-out';
import { UserSecondFactorStatus } from './user-second-factor-status';

export function UserSecondFactorSection({ user }: { user: AdminUser }) {
  const reset = useResetTwoFactor(user.id);
  const remove = useRemovePasskeys(user.id);
  const passkeyCount = user.passkeyCount ?? 0;

  return (
    <UserSecondFactorStatus
      twoFactorEnabled={Boolean(user.twoFactorEnabled)}
      passkeyCount={passkeyCount}
      isResetting={reset.isPending}
      isRemoving={remove.isPending}
      onResetTwoFactor={() =>
        confirmWithSignOut({
          title: 'Reset two-factor',
          message: `${user.email} signs in with the password alone until they set up two-factor again. Their authenticator app, backup codes and trusted browsers stop working.`,
          confirmLabel: 'Reset two-factor',
          onConfirm: (revokeSessions) =>
            reset.mutate(
              { revokeSessions },
              { onSuccess: () => notifySuccess('Two-factor reset.'), onError: notifyError },
            ),
        })
      }
      onRemovePasskeys={() =>
        confirmWithSignOut({
          title: 'Remove passkeys',
          message: `All ${passkeyCount === 1 ? 'the passkey' : `${passkeyCount} passkeys`} of ${user.email} are removed and can no longer sign in.`,
          confirmLabel: 'Remove passkeys',
          onConfirm: (revokeSessions) =>
            remove.mutate(
              { revokeSessions },
              { onSuccess: () => notifySuccess('Passkeys removed.'), onError: notifyError },
            ),
        })
      }
    />
  );
}
