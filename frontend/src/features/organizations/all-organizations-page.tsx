import { useState } from 'react';
import { Paper, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconSearch } from '@tabler/icons-react';
import { ErrorAlert } from '../../components/error-alert';
import { ListFooter } from '../../components/list-footer';
import { EmptyState, LoadingState } from '../../components/loading-state';
import { PageHeader } from '../../components/page-header';
import { PAGE_SIZE, type AllOrganizationsParams } from './all-organizations-params';
import { allOrganizationsQueryOptions } from './api/all-organizations';
import { AllOrganizationsTable } from './components/all-organizations-table';

interface AllOrganizationsPageProps {
  params: AllOrganizationsParams;
  onParamsChange: (changes: Partial<AllOrganizationsParams>) => void;
}

/** For administrators: every organization on the service, whether or not they belong to it. */
export function AllOrganizationsPage({ params, onParamsChange }: AllOrganizationsPageProps) {
  const organizations = useQuery(allOrganizationsQueryOptions(params));
  const [text, setText] = useState(params.q ?? '');
  const page = params.page ?? 1;
  const sortBy = params.sortBy ?? 'createdAt';
  const dir = params.dir ?? 'desc';

  // A new search or order starts again at the first page.
  const change = (changes: Partial<AllOrganizationsParams>) => onParamsChange({ ...changes, page: undefined });
  const search = useDebouncedCallback((value: string) => change({ q: value.trim() || undefined }), 300);

  return (
    <>
      <PageHeader
        title="All organizations"
        description="Every organization on this service, with its owner, whether or not you are a member."
      />
      <TextInput
        label="Search organizations"
        description="Name or slug"
        placeholder="acme"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          search(event.currentTarget.value);
        }}
        w={280}
        mb="md"
      />
      <Paper withBorder p="sm">
        {organizations.isPending ? (
          <LoadingState label="Loading organizations…" />
        ) : organizations.error ? (
          <ErrorAlert error={organizations.error} />
        ) : organizations.data.organizations.length === 0 ? (
          <EmptyState title="No organizations match" description="Try another search." />
        ) : (
          <AllOrganizationsTable
            organizations={organizations.data.organizations}
            sortBy={sortBy}
            dir={dir}
            onSort={(field) => change({ sortBy: field, dir: field === sortBy && dir === 'asc' ? 'desc' : 'asc' })}
          />
        )}
        <ListFooter
          total={organizations.data?.total ?? 0}
          noun={['organization', 'organizations']}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={(next) => onParamsChange({ page: next })}
        />
      </Paper>
    </>
  );
}
