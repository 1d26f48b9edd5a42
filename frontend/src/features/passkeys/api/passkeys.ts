import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import { refreshSession } from '../../session/api/session-query';

export interface Passkey {
  id: string;
  name?: string | null;
  deviceType: string;
  backedUp: boolean;
  createdAt: string | Date;
}

const passkeyKeys = {
  mine: ['account', 'passkeys'] as const,
};

export const myPasskeysQueryOptions = queryOptions({
  queryKey: passkeyKeys.mine,
  queryFn: async () => (await unwrap(authClient.passkey.listUserPasskeys())) as unknown as Passkey[],
});

/** Asks the browser to make a passkey (its own prompt), then stores it under `name`. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => unwrap(authClient.passkey.addPasskey({ name })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.mine }),
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: { id: string; name: string }) => unwrap(authClient.passkey.updatePasskey(values)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.mine }),
  });
}

export function useDeletePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(authClient.passkey.deletePasskey({ id })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.mine }),
  });
}

/** Signs in with a passkey the browser offers; no e-mail or password asked. */
export function useSignInWithPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(authClient.signIn.passkey()),
    onSuccess: () => refreshSession(queryClient),
  });
}
