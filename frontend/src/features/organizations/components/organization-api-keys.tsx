import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { confirmAction } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { EmptyState, LoadingState } from '../../../components/loading-state';
import { isApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { ApiKeyRecord } from '../../api-keys/api-key.types';
import { ApiKeysTable } from '../../api-keys/components/api-keys-table';
import { CreateKeyModal } from '../../api-keys/components/create-key-modal';
import { EditKeyModal } from '../../api-keys/components/edit-key-modal';
import {
  apiKeyRightsQueryOptions,
  organizationApiKeysQueryOptions,
  useCreateOrganizationApiKey,
  useDeleteOrganizationApiKey,
  useUpdateOrganizationApiKey,
} from '../api/organization-api-keys';

/**
 * The organization's own keys: they act for the organization as a service, never as a member.
 * Each action is offered only when the caller's role grants it.
 */
export function OrganizationApiKeys({
  organizationId,
  organizationName,
}: {
  organizationId: string;
  organizationName: string;
}) {
  const keys = useQuery(organizationApiKeysQueryOptions(organizationId));
  const rights = useQuery(apiKeyRightsQueryOptions(organizationId));
  const create = useCreateOrganizationApiKey(organizationId);
  const update = useUpdateOrganizationApiKey(organizationId);
  const remove = useDeleteOrganizationApiKey(organizationId);
  const [isCreating, creating] = useDisclosure(false);
  const [editing, setEditing] = useState<ApiKeyRecord | null>(null);
  const may = rights.data ?? { create: false, update: false, delete: false };

  function deleteKey(apiKey: ApiKeyRecord) {
    confirmAction({
      title: 'Delete organization API key',
      message: `Services using "${apiKey.name ?? 'Unnamed key'}" lose access to ${organizationName} at once.`,
      confirmLabel: 'Delete key',
      isDestructive: true,
      onConfirm: () =>
        remove.mutate(apiKey.id, { onSuccess: () => notifySuccess('Key deleted.'), onError: notifyError }),
    });
  }

  if (keys.isPending) return <LoadingState label="Loading the organization's keys…" />;
  if (isApiError(keys.error, 'INSUFFICIENT_API_KEY_PERMISSIONS')) {
    return (
      <Text size="sm" c="dimmed">
        Your role in {organizationName} does not include its API keys.
      </Text>
    );
  }
  if (keys.error) return <ErrorAlert error={keys.error} />;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Text size="sm" c="dimmed" maw={560}>
          Keys owned by {organizationName}: a service using one acts for the organization, not for any member.
        </Text>
        {may.create && (
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={creating.open}>
            Create organization key
          </Button>
        )}
      </Group>
      {keys.data.length === 0 ? (
        <EmptyState title="No organization keys" />
      ) : (
        <ApiKeysTable
          keys={keys.data}
          onToggle={
            may.update
              ? (apiKey, enabled) => update.mutate({ keyId: apiKey.id, enabled }, { onError: notifyError })
              : undefined
          }
          onEdit={may.update ? setEditing : undefined}
          onDelete={may.delete ? deleteKey : undefined}
        />
      )}
      <CreateKeyModal
        opened={isCreating}
        onClose={creating.close}
        title="Create organization API key"
        create={create}
      />
      <EditKeyModal
        apiKey={editing}
        onClose={() => {
          update.reset();
          setEditing(null);
        }}
        onSave={({ name }) =>
          editing && update.mutate({ keyId: editing.id, name }, { onSuccess: () => setEditing(null) })
        }
        isPending={update.isPending}
        error={update.error}
        isAdmin={false}
      />
    </Stack>
  );
}
