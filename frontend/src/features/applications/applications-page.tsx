import { useState } from 'react';
import { Button, Paper } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { IconPlus } from '@tabler/icons-react';
import { ErrorAlert } from '../../components/error-alert';
import { EmptyState, LoadingState } from '../../components/loading-state';
import { PageHeader } from '../../components/page-header';
import type { OAuthClient } from './application.types';
import { useCreateClient } from './api/create-client';
import { clientsQueryOptions } from './api/list-clients';
import { NEW_CLIENT } from './client-draft';
import { ClientFormModal } from './components/client-form-modal';
import { ClientSecretModal } from './components/client-secret-modal';
import { ClientsTable } from './components/clients-table';

export function ApplicationsPage() {
  const clients = useQuery(clientsQueryOptions);
  const create = useCreateClient();
  const navigate = useNavigate();
  const [isCreating, creating] = useDisclosure(false);
  const [created, setCreated] = useState<OAuthClient | null>(null);

  function close() {
    create.reset();
    creating.close();
  }

  function openCreated(client: OAuthClient) {
    void navigate({ to: '/applications/$clientId', params: { clientId: client.client_id } });
  }

  return (
    <>
      <PageHeader
        title="Applications"
        description="Apps that sign users in through this service with OpenID Connect or OAuth 2.1."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={creating.open}>
            Create application
          </Button>
        }
      />
      <Paper withBorder p="sm">
        {clients.isPending ? (
          <LoadingState label="Loading applications…" />
        ) : clients.error ? (
          <ErrorAlert error={clients.error} />
        ) : clients.data.length === 0 ? (
          <EmptyState title="No applications yet" description="Create one for each app that signs users in here." />
        ) : (
          <ClientsTable clients={clients.data} />
        )}
      </Paper>
      <ClientFormModal
        opened={isCreating}
        title="Create application"
        submitLabel="Create application"
        initial={NEW_CLIENT}
        isEditing={false}
        onSubmit={(draft) =>
          create.mutate(draft, {
            onSuccess: (client) => {
              close();
              if (client.client_secret) setCreated(client);
              else openCreated(client);
            },
          })
        }
        onClose={close}
        isPending={create.isPending}
        error={create.error}
      />
      <ClientSecretModal
        client={created}
        onClose={() => {
          if (created) openCreated(created);
          setCreated(null);
        }}
      />
    </>
  );
}
