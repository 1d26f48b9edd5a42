import { useQuery } from '@tanstack/react-query';
import { confirmAction } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadingState } from '../../../components/loading-state';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { consentsQueryOptions, useRevokeConsent } from '../api/consents';
import { ConnectedApps } from './connected-apps';

export function ConnectedAppsSection() {
  const consents = useQuery(consentsQueryOptions);
  const revoke = useRevokeConsent();
  if (consents.isPending) return <LoadingState label="Loading connected apps…" />;
  if (consents.error) return <ErrorAlert error={consents.error} />;
  return (
    <ConnectedApps
      consents={consents.data}
      onRevoke={(consent, appName) =>
        confirmAction({
          title: `Revoke ${appName}?`,
          message: `${appName} will have to ask for your permission again the next time it signs you in.`,
          confirmLabel: 'Revoke',
          isDestructive: true,
          onConfirm: () =>
            revoke.mutate(consent.id, {
              onSuccess: () => notifySuccess(`${appName} revoked.`),
              onError: notifyError,
            }),
        })
      }
    />
  );
}
