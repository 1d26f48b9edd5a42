import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import type { OAuthRedirect } from './oauth-redirect';

export interface ConsentAnswer {
  accept: boolean;
  /** The scopes accepted, space-separated: a subset of those asked. */
  scope?: string;
  oauthQuery: string;
}

/** Accepts or denies; either way the service answers where the browser goes (the app, with a code or an error). */
export function useAnswerConsent() {
  return useMutation({
    mutationFn: ({ accept, scope, oauthQuery }: ConsentAnswer) =>
      unwrap(
        authClient.$fetch<OAuthRedirect>('/oauth2/consent', {
          method: 'POST',
          body: { accept, ...(scope !== undefined && { scope }), oauth_query: oauthQuery },
        }),
      ),
  });
}
