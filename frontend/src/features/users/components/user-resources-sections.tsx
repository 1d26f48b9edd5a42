import { Badge, Table } from '@mantine/core';
import { UserText } from '../../../components/user-text';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../../components/error-alert';
import { EmptyState, LoadingState } from '../../../components/loading-state';
import { formatDate } from '../../../lib/format-date';
import { ApiKeysTable } from '../../api-keys/components/api-keys-table';
import { notifyError } from '../../../lib/notify';
import { useSetUserApiKeyEnabled, userApiKeysQueryOptions, userOrganizationsQueryOptions } from '../api/user-resources';

export function UserApiKeysSection({ userId }: { userId: string }) {
  const keys = useQuery(userApiKeysQueryOptions(userId));
  const setEnabled = useSetUserApiKeyEnabled(userId);
  if (keys.isPending) return <LoadingState label="Loading keys…" />;
  if (keys.error) return <ErrorAlert error={keys.error} />;
  if (keys.data.length === 0) return <EmptyState title="No API keys" />;
  return (
    <ApiKeysTable
      keys={keys.data}
      onToggle={(apiKey, enabled) => setEnabled.mutate({ keyId: apiKey.id, enabled }, { onError: notifyError })}
    />
  );
}

export function UserOrganizationsSection({ userId }: { userId: string }) {
  const organizations = useQuery(userOrganizationsQueryOptions(userId));
  if (organizations.isPending) return <LoadingState label="Loading organizations…" />;
  if (organizations.error) return <ErrorAlert error={organizations.error} />;
  if (organizations.data.length === 0) return <EmptyState title="Not a member of any organization" />;
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Organization</Table.Th>
          <Table.Th>Role</Table.Th>
          <Table.Th>Created</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {organizations.data.map((organization) => (
          <Table.Tr key={organization.id}>
            <Table.Td>
              <UserText size="sm" lines={2}>
                {organization.name}
              </UserText>
              <Badge variant="outline" color="gray" size="sm" maw="100%">
                {organization.slug}
              </Badge>
            </Table.Td>
            <Table.Td>{organization.role}</Table.Td>
            <Table.Td>{formatDate(organization.createdAt)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
