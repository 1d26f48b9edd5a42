import { useState } from 'react';
import { Button, Paper } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { confirmAction } from '../../components/confirm-dialog';
import { ErrorAlert } from '../../components/error-alert';
import { EmptyState, LoadingState } from '../../components/loading-state';
import { PageHeader } from '../../components/page-header';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useIsAdmin } from '../session/use-is-admin';
import type { ApiKeyRecord } from './api-key.types';
import { useCreateApiKey } from './api/create-api-key';
import { useDeleteApiKey } from './api/delete-api-key';
import { myApiKeysQueryOptions } from './api/list-api-keys';
import { useUpdateApiKey } from './api/update-api-key';
import { ApiKeysTable } from './components/api-keys-table';
import { CreateKeyModal } from './components/create-key-modal';
import { EditKeyModal } from './components/edit-key-modal';

export function ApiKeysPage() {
  const keys = useQuery(myApiKeysQueryOptions);
  const create = useCreateApiKey();
  const update = useUpdateApiKey();
  const remove = useDeleteApiKey();
  const [isCreating, creating] = useDisclosure(false);
  const [editing, setEditing] = useState<ApiKeyRecord | null>(null);
  const isAdmin = useIsAdmin();

  function deleteKey(apiKey: ApiKeyRecord) {
    confirmAction({
      title: 'Delete API key',
      message: `Programs using "${apiKey.name ?? 'Unnamed key'}" stop working at once.`,
      confirmLabel: 'Delete key',
      isDestructive: true,
      onConfirm: () =>
        remove.mutate(apiKey.id, { onSuccess: () => notifySuccess('Key deleted.'), onError: notifyError }),
    });
  }

  return (
    <>
      <PageHeader
        title="API keys"
        description="Keys let programs act as you. Send one in the x-api-key header."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={creating.open}>
            Create API key
          </Button>
        }
      />
      <Paper withBorder p="sm">
        {keys.isPending ? (
          <LoadingState label="Loading keys…" />
        ) : keys.error ? (
          <ErrorAlert error={keys.error} />
        ) : keys.data.length === 0 ? (
          <EmptyState title="No API keys yet" description="Create one for each program that needs access." />
        ) : (
          <ApiKeysTable
            keys={keys.data}
            onToggle={(apiKey, enabled) => update.mutate({ keyId: apiKey.id, enabled }, { onError: notifyError })}
            onEdit={setEditing}
            onDelete={deleteKey}
          />
        )}
      </Paper>
      <CreateKeyModal opened={isCreating} onClose={creating.close} title="Create API key" create={create} />
      <EditKeyModal
        apiKey={editing}
        onClose={() => {
          update.reset();
          setEditing(null);
        }}
        onSave={(changes) =>
          editing && update.mutate({ keyId: editing.id, ...changes }, { onSuccess: () => setEditing(null) })
        }
        isPending={update.isPending}
        error={update.error}
        isAdmin={isAdmin}
      />
    </>
  );
}
