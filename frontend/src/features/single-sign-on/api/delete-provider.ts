import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import { singleSignOnKeys } from './keys';

export function useDeleteProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (providerId: string) =>
      unwrap(authClient.$fetch<{ success: boolean }>('/sso/delete-provider', { method: 'POST', body: { providerId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: singleSignOnKeys.providers() }),
  });
}
