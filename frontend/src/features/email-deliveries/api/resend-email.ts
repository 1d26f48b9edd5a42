import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import { emailDeliveryKeys } from './keys';

export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(authClient.$fetch<{ success: boolean }>('/admin/resend-email', { method: 'POST', body: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailDeliveryKeys.all }),
  });
}
