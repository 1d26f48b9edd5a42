import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import type { OAuthClient } from '../application.types';
import { creationOf, type ClientDraft } from '../client-draft';
import { applicationKeys } from './keys';

/** Answers the new client with its secret, which is shown this once. */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: ClientDraft) =>
      unwrap(authClient.$fetch<OAuthClient>('/oauth2/create-client', { method: 'POST', body: creationOf(draft) })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.list() }),
  });
}
