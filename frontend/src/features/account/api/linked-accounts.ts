import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';

export interface LinkedAccount {
  id: string;
  providerId: string;
  accountId: string;
  createdAt: string | Date;
}

const linkedAccountKeys = {
  all: ['account', 'linked-accounts'] as const,
};

export const linkedAccountsQueryOptions = queryOptions({
  queryKey: linkedAccountKeys.all,
  queryFn: async () => (await unwrap(authClient.listAccounts())) as unknown as LinkedAccount[],
});

/** Sends the browser to the provider; it comes back to the account page with the account linked. */
export function useLinkProvider() {
  return useMutation({
    mutationFn: (provider: string) =>
      unwrap(authClient.linkSocial({ provider, callbackURL: '/account', errorCallbackURL: '/account' })),
  });
}

export function useUnlinkAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: Pick<LinkedAccount, 'providerId' | 'accountId'>) => unwrap(authClient.unlinkAccount(account)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: linkedAccountKeys.all }),
  });
}
