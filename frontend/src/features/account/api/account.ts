import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import type { SessionRow } from '../../../components/sessions-table';
import { sessionKeys } from '../../session/api/session-query';

const accountKeys = {
  sessions: ['account', 'sessions'] as const,
};

export const mySessionsQueryOptions = queryOptions({
  queryKey: accountKeys.sessions,
  queryFn: async () => (await unwrap(authClient.listSessions())) as unknown as SessionRow[],
});

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string }) => unwrap(authClient.updateUser(input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.current }),
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (newEmail: string) =>
      unwrap(authClient.changeEmail({ newEmail, callbackURL: `${window.location.origin}/account` })),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean }) =>
      unwrap(authClient.changePassword(input)),
  });
}

/** Revoking removes the row at once; a refusal puts it back. */
export function useRevokeMySession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => unwrap(authClient.revokeSession({ token })),
    onMutate: async (token) => {
      await queryClient.cancelQueries({ queryKey: accountKeys.sessions });
      const previous = queryClient.getQueryData<SessionRow[]>(accountKeys.sessions);
      queryClient.setQueryData<SessionRow[]>(accountKeys.sessions, (sessions) =>
        sessions?.filter((session) => session.token !== token),
      );
      return { previous };
    },
    onError: (_error, _token, context) => queryClient.setQueryData(accountKeys.sessions, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(authClient.revokeOtherSessions()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    // Without a password (a provider-only account) the service accepts a fresh session instead.
    mutationFn: (password: string | undefined) =>
      unwrap(authClient.deleteUser(password === undefined ? {} : { password })),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionKeys.current, null);
    },
  });
}
