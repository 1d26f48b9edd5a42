import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import type { OAuthClient } from '../application.types';
import { applicationKeys } from './keys';

/** Any change: the form's registration, or `{ disabled }` alone. */
export function useUpdateClient(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: object) =>
      unwrap(
        authClient.$fetch<OAuthClient>('/oauth2/update-client', {
          method: 'POST',
          body: { client_id: clientId, update },
        }),
      ),
    onSuccess: (client) => {
      queryClient.setQueryData(applicationKeys.client(clientId), client);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.list() });
    },
  });
}
