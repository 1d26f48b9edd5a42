import { Button, Paper } from '@mantine/core';
import { ListFooter } from '../../components/list-footer';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconUserPlus } from '@tabler/icons-react';
import { ErrorAlert } from '../../components/error-alert';
import { EmptyState, LoadingState } from '../../components/loading-state';
import { PageHeader } from '../../components/page-header';
import { usersQueryOptions } from './api/list-users';
import { CreateUserModal } from './components/create-user-modal';
import { UserListToolbar } from './components/user-list-toolbar';
import { UsersTable } from './components/users-table';
import { PAGE_SIZE, type UserListParams } from './user-list-params';

interface UsersPageProps {
  params: UserListParams;
  onParamsChange: (changes: Partial<UserListParams>) => void;
}

export function UsersPage({ params, onParamsChange }: UsersPageProps) {
  const users = useQuery(usersQueryOptions(params));
  const [isCreating, creating] = useDisclosure(false);
  const page = params.page ?? 1;
  const sortBy = params.sortBy ?? 'createdAt';
  const dir = params.dir ?? 'desc';
  const total = users.data?.total ?? 0;

  // A new search or filter starts again at the first page.
  const change = (changes: Partial<UserListParams>) => onParamsChange({ ...changes, page: undefined });

  return (
    <>
      <PageHeader
        title="Users"
        description="Everyone with an account on this service."
        actions={
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={creating.open}>
            Create user
          </Button>
        }
      />
      <UserListToolbar params={params} onChange={change} />
      <Paper withBorder p="sm">
        {users.isPending ? (
          <LoadingState label="Loading users…" />
        ) : users.error ? (
          <ErrorAlert error={users.error} />
        ) : users.data.users.length === 0 ? (
          <EmptyState title="No users match" description="Try another search or filter." />
        ) : (
          <UsersTable
            users={users.data.users}
            sortBy={sortBy}
            dir={dir}
            onSort={(field) => change({ sortBy: field, dir: field === sortBy && dir === 'asc' ? 'desc' : 'asc' })}
          />
        )}
        <ListFooter
          total={total}
          noun={['user', 'users']}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={(next) => onParamsChange({ page: next })}
        />
      </Paper>
      <CreateUserModal opened={isCreating} onClose={creating.close} />
    </>
  );
}
