import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../components/error-alert';
import { LoadingState } from '../../components/loading-state';
import { AuthCard } from '../../components/layout/auth-card';
import { useAnswerConsent } from './api/consent';
import { publicClientQueryOptions } from './api/public-client';
import { ConsentForm } from './components/consent-form';
import { oauthQueryParam } from './signed-oauth-query';

/** Where the service sends a signed-in user whose app asks for scopes not yet granted. */
export function ConsentPage({ oauthQuery }: { oauthQuery?: string }) {
  const clientId = oauthQuery ? oauthQueryParam(oauthQuery, 'client_id') : undefined;
  return (
    <AuthCard title="Allow access">
      {oauthQuery && clientId ? (
        <ConsentRequest oauthQuery={oauthQuery} clientId={clientId} />
      ) : (
        <Alert color="yellow" role="alert">
          This page is reached from an app asking to sign you in. Go back to the app and start again.
        </Alert>
      )}
    </AuthCard>
  );
}

function ConsentRequest({ oauthQuery, clientId }: { oauthQuery: string; clientId: string }) {
  const client = useQuery(publicClientQueryOptions(clientId));
  const answer = useAnswerConsent();
  const requestedScopes = (oauthQueryParam(oauthQuery, 'scope') ?? '').split(' ').filter(Boolean);

  if (client.isPending) return <LoadingState label="Loading the app…" />;
  if (client.error) return <ErrorAlert error={client.error} />;
  return (
    <ConsentForm
      client={client.data}
      requestedScopes={requestedScopes}
      // The button stays busy after success too: the browser is on its way to the app.
      pendingAnswer={answer.isPending || answer.isSuccess ? (answer.variables?.accept ? 'accept' : 'deny') : undefined}
      error={answer.error}
      // The client's redirect plugin takes the browser to the answer's URL (see isOAuthRedirect).
      onAnswer={(accept, accepted) =>
        answer.mutate({ accept, scope: accept ? accepted.join(' ') : undefined, oauthQuery })
      }
    />
  );
}
