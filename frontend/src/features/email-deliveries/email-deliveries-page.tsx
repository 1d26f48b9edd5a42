import { Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../components/error-alert';
import { ListFooter } from '../../components/list-footer';
import { EmptyState, LoadingState } from '../../components/loading-state';
import { PageHeader } from '../../components/page-header';
import { isApiError } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import { emailDeliveriesQueryOptions } from './api/list-email-deliveries';
import { useResendEmail } from './api/resend-email';
import { DeliveriesTable } from './components/deliveries-table';
import { PAGE_SIZE, type EmailDeliveryListParams } from './email-delivery-list-params';
import type { DeliveryStatus } from './email-delivery.types';

interface EmailDeliveriesPageProps {
  params: EmailDeliveryListParams;
  onParamsChange: (changes: Partial<EmailDeliveryListParams>) => void;
}

const STATUS_FILTERS = [
  { label: 'All', value: 'all' },
  { label: 'Retrying', value: 'pending' },
  { label: 'Failed', value: 'failed' },
];

/** How long a failed e-mail stays listed, as the service is configured. */
function RetentionNote({ days }: { days: number | null }) {
  return (
    <Text size="sm" c="dimmed">
      {days === null
        ? 'Failed e-mails are kept until they are sent again.'
        : `Failed e-mails are deleted ${days} ${days === 1 ? 'day' : 'days'} after their last attempt.`}
    </Text>
  );
}

export function EmailDeliveriesPage({ params, onParamsChange }: EmailDeliveriesPageProps) {
  const deliveries = useQuery(emailDeliveriesQueryOptions(params));
  const resend = useResendEmail();
  const page = params.page ?? 1;

  return (
    <>
      <PageHeader
        title="E-mail deliveries"
        description="E-mails the mail server has not taken yet, newest first. Each is tried again after growing waits and kept as failed once its attempts run out; bodies carry one-time links and are never shown."
      />
      <Stack gap="md">
        <SegmentedControl
          aria-label="Status"
          data={STATUS_FILTERS}
          value={params.status ?? 'all'}
          // A new filter starts again at the first page.
          onChange={(value) =>
            onParamsChange({ status: value === 'all' ? undefined : (value as DeliveryStatus), page: undefined })
          }
          w="fit-content"
        />
        <Paper withBorder p="sm">
          {deliveries.isPending ? (
            <LoadingState label="Loading e-mail deliveries…" />
          ) : isApiError(deliveries.error, 'YOU_ARE_NOT_ALLOWED_TO_LIST_EMAIL_DELIVERIES') ? (
            <ErrorAlert error={deliveries.error} title="Your role may not read the e-mail outbox" />
          ) : deliveries.error ? (
            <ErrorAlert error={deliveries.error} />
          ) : deliveries.data.deliveries.length === 0 ? (
            <EmptyState
              title="No failing e-mails"
              description="Every e-mail written so far went out, or is on its first attempt."
            />
          ) : (
            <DeliveriesTable
              deliveries={deliveries.data.deliveries}
              resendingId={resend.isPending ? resend.variables : undefined}
              onResend={(delivery) =>
                resend.mutate(delivery.id, {
                  onSuccess: () => notifySuccess(`Sending "${delivery.subject}" to ${delivery.to} again.`),
                  onError: notifyError,
                })
              }
            />
          )}
          <ListFooter
            total={deliveries.data?.total ?? 0}
            noun={['e-mail', 'e-mails']}
            page={page}
            pageSize={PAGE_SIZE}
            onPageChange={(next) => onParamsChange({ page: next })}
          />
        </Paper>
        {deliveries.data && <RetentionNote days={deliveries.data.failedRetentionDays} />}
      </Stack>
    </>
  );
}
