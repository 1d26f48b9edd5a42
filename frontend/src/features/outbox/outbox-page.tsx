import { Alert, Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../components/error-alert';
import { EmptyState, LoadingState } from '../../components/loading-state';
import { PageHeader } from '../../components/page-header';
import { isApiError } from '../../lib/api-error';
import { outboxQueryOptions } from './api/outbox';
import { OutboxList } from './components/outbox-list';

export function OutboxPage() {
  const outbox = useQuery(outboxQueryOptions);
  return (
    <>
      <PageHeader
        title="Dev outbox"
        description="Without SMTP, the e-mails the service would have sent, newest first."
      />
      {outbox.isPending ? (
        <LoadingState label="Loading e-mails…" />
      ) : isApiError(outbox.error, 'NOT_FOUND') ? (
        <Alert color="blue" role="status">
          There is no dev outbox here: the service sends e-mail over SMTP or runs in production, and otherwise shows it
          only on the machine it runs on and to administrators.
        </Alert>
      ) : outbox.error ? (
        <ErrorAlert error={outbox.error} />
      ) : outbox.data.length === 0 ? (
        <Paper withBorder p="lg">
          <EmptyState title="No e-mails yet" description="Sign-ups, resets and invitations appear here." />
        </Paper>
      ) : (
        <OutboxList emails={outbox.data} />
      )}
    </>
  );
}
