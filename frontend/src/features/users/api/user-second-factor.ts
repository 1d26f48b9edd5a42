import { useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import type { AdminUser } from '../user.types';
import { userKeys } from './keys';
import { useUserChange } from './user-mutations';

export interface SecondFactorResetInput {
  revokeSessions: boolean;
}

export interface PasskeyRemovalInput extends SecondFactorResetInput {
  /** Only this passkey; absent: all of them. */
  passkeyId?: string;
}

/** The service's own admin paths: Better Auth's admin plugin cannot reset a second factor. */
export function useResetTwoFactor(userId: string) {
  const refreshSessions = useSessionsRefresh(userId);
  return useUserChange(userId, async (input: SecondFactorResetInput) => {
    const { user } = await unwrap(
      authClient.$fetch<{ user: AdminUser }>('/admin/reset-two-factor', { method: 'POST', body: { userId, ...input } }),
    );
    refreshSessions(input.revokeSessions);
    return user;
  });
}

export function useRemovePasskeys(userId: string) {
  const refreshSessions = useSessionsRefresh(userId);
  return useUserChange(userId, async (input: PasskeyRemovalInput) => {
    const { user } = await unwrap(
      authClient.$fetch<{ user: AdminUser; removed: number }>('/admin/remove-passkeys', {
        method: 'POST',
        body: { userId, ...input },
      }),
    );
    refreshSessions(input.revokeSessions);
    return user;
  });
}

/** Ending the user's sessions empties the sessions section. */
function useSessionsRefresh(userId: string): (didRevoke: boolean) => void {
  const queryClient = useQueryClient();
  return (didRevoke) => {
    if (didRevoke) void queryClient.invalidateQueries({ queryKey: userKeys.sessions(userId) });
  };
}
