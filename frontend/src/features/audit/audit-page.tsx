import { useState } from 'react';
import { Button, Paper, Stack } from '@mantine/core';
import { ListFooter } from '../../components/list-footer';
import { useQuery } from '@tanstack/react-query';
import { IconFileSpreadsheet, IconJson } from '@tabler/icons-react';
import { ErrorAlert } from '../../components/error-alert';
import { EmptyState, LoadingState } from '../../components/loading-state';
import { PageHeader } from '../../components/page-header';
import { isApiError } from '../../lib/api-error';
import { auditActionsQueryOptions } from './api/list-audit-actions';
import { auditEventsQueryOptions } from './api/list-audit-events';
import { PAGE_SIZE, auditExportHref, type AuditListParams } from './audit-list-params';
import { AuditFilters } from './components/audit-filters';
import { AuditTable } from './components/audit-table';

interface AuditPageProps {
  params: AuditListParams;
  onParamsChange: (changes: Partial<AuditListParams>) => void;
}

const NO_FILTERS: Partial<AuditListParams> = {
  action: undefined,
  result: undefined,
  searchValue: undefined,
  from: undefined,
  to: undefined,
  page: undefined,
};

export function AuditPage({ params, onParamsChange }: AuditPageProps) {
  const events = useQuery(auditEventsQueryOptions(params));
  const actions = useQuery(auditActionsQueryOptions());
  // Remounting the filters empties the text they hold while typing when the filters are cleared.
  const [filtersKey, setFiltersKey] = useState(0);
  const page = params.page ?? 1;
  const total = events.data?.total ?? 0;

  // A new filter starts again at the first page.
  const change = (changes: Partial<AuditListParams>) => onParamsChange({ ...changes, page: undefined });
  const clearFilters = () => {
    onParamsChange(NO_FILTERS);
    setFiltersKey((key) => key + 1);
  };

  return (
    <>
      <PageHeader
        title="Audit log"
        description="Sign-ins, account changes, administration, API keys and memberships, newest first."
        actions={
          <>
            <Button
              component="a"
              href={auditExportHref(params, 'csv')}
              variant="default"
              leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            >
              Export CSV
            </Button>
            <Button
              component="a"
              href={auditExportHref(params, 'json')}
              variant="default"
              leftSection={<IconJson size={16} aria-hidden />}
            >
              Export JSON
            </Button>
          </>
        }
      />
      <AuditFilters key={filtersKey} params={params} actions={actions.data ?? []} onChange={change} />
      <Paper withBorder p="sm">
        {events.isPending ? (
          <LoadingState label="Loading audit events…" />
        ) : isApiError(events.error, 'VALIDATION_ERROR') ? (
          <Stack align="flex-start">
            <ErrorAlert error={events.error} title="The service cannot search with these filters" />
            <Button variant="default" onClick={clearFilters}>
              Clear filters
            </Button>
          </Stack>
        ) : isApiError(events.error, 'YOU_ARE_NOT_ALLOWED_TO_LIST_AUDIT_EVENTS') ? (
          <ErrorAlert error={events.error} title="Your role may not read the audit log" />
        ) : events.error ? (
          <ErrorAlert error={events.error} />
        ) : events.data.events.length === 0 ? (
          <EmptyState title="No events match" description="Try another action, result, search or date range." />
        ) : (
          <AuditTable events={events.data.events} users={events.data.users} />
        )}
        <ListFooter
          total={total}
          noun={['event', 'events']}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={(next) => onParamsChange({ page: next })}
        />
      </Paper>
    </>
  );
}
