import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import type { OAuthClient } from '../application.types';

/** Answers the client with its new secret, shown this once; the old one stops working at once. */
export function useRotateSecret(clientId: string) {
  return useMutation({
    mutationFn: () =>
      unwrap(
        authClient.$fetch<OAuthClient>('/oauth2/client/rotate-secret', {
          method: 'POST',
          body: { client_id: clientId },
        }),
      ),
  });
}
