import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import { applicationKeys } from './keys';

export function useDeleteClient(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(authClient.$fetch<unknown>('/oauth2/delete-client', { method: 'POST', body: { client_id: clientId } })),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: applicationKeys.client(clientId) });
      queryClient.removeQueries({ queryKey: applicationKeys.grants(clientId) });
      void queryClient.invalidateQueries({ queryKey: applicationKeys.list() });
    },
  });
}
