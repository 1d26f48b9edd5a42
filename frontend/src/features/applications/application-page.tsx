import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { IconKey, IconPencil, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { confirmAction } from '../../components/confirm-dialog';
import { ErrorAlert } from '../../components/error-alert';
import { LoadingState } from '../../components/loading-state';
import { PageHeader } from '../../components/page-header';
import { Section } from '../../components/section';
import { notifyError, notifySuccess } from '../../lib/notify';
import type { OAuthClient } from './application.types';
import { useDeleteClient } from './api/delete-client';
import { clientQueryOptions } from './api/get-client';
import { useRotateSecret } from './api/rotate-secret';
import { useUpdateClient } from './api/update-client';
import { draftOf, registrationOf } from './client-draft';
import { ClientDetails } from './components/client-details';
import { ClientFormModal } from './components/client-form-modal';
import { ClientGrantsSection } from './components/client-grants-section';
import { ClientLogo } from './components/client-logo';
import { ClientSecretModal } from './components/client-secret-modal';
import { clientNameOf } from './components/clients-table';

export function ApplicationPage({ clientId }: { clientId: string }) {
  const client = useQuery(clientQueryOptions(clientId));
  if (client.isPending) return <LoadingState label="Loading application…" />;
  if (client.error) return <ErrorAlert error={client.error} />;
  return <LoadedApplication client={client.data} />;
}

function LoadedApplication({ client }: { client: OAuthClient }) {
  const clientId = client.client_id;
  const update = useUpdateClient(clientId);
  const rotate = useRotateSecret(clientId);
  const remove = useDeleteClient(clientId);
  const navigate = useNavigate();
  const [isEditing, editing] = useDisclosure(false);
  const [rotated, setRotated] = useState<OAuthClient | null>(null);
  const name = clientNameOf(client);
  const isConfidential = client.token_endpoint_auth_method !== 'none';

  function closeEdit() {
    update.reset();
    editing.close();
  }

  function toggle() {
    const disabled = !client.disabled;
    update.mutate(
      { disabled },
      {
        onSuccess: () => notifySuccess(disabled ? 'Application disabled.' : 'Application enabled.'),
        onError: notifyError,
      },
    );
  }

  function rotateSecret() {
    confirmAction({
      title: 'Rotate secret',
      message: `The current secret of "${name}" stops working at once; the app needs the new one.`,
      confirmLabel: 'Rotate secret',
      onConfirm: () => rotate.mutate(undefined, { onSuccess: setRotated, onError: notifyError }),
    });
  }

  function deleteClient() {
    confirmAction({
      title: 'Delete application',
      message: `"${name}" can no longer sign anyone in; its tokens and consents are deleted.`,
      confirmLabel: 'Delete application',
      isDestructive: true,
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: () => {
            notifySuccess('Application deleted.');
            void navigate({ to: '/applications' });
          },
          onError: notifyError,
        }),
    });
  }

  return (
    <>
      <Group gap="md" align="flex-start" wrap="nowrap">
        <ClientLogo name={name} logoUri={client.logo_uri} size="lg" />
        <PageHeader title={name} description="An application that signs users in through this service." />
      </Group>
      <Group gap="sm" mb="lg">
        <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={editing.open}>
          Edit
        </Button>
        <Button
          variant="default"
          leftSection={
            client.disabled ? <IconPlayerPlay size={16} aria-hidden /> : <IconPlayerPause size={16} aria-hidden />
          }
          onClick={toggle}
          loading={update.isPending && !isEditing}
        >
          {client.disabled ? 'Enable' : 'Disable'}
        </Button>
        {isConfidential && (
          <Button variant="default" leftSection={<IconKey size={16} aria-hidden />} onClick={rotateSecret}>
            Rotate secret
          </Button>
        )}
        <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} onClick={deleteClient}>
          Delete
        </Button>
      </Group>
      <Stack gap="lg">
        <Section title="Settings">
          <ClientDetails client={client} />
        </Section>
        <ClientGrantsSection clientId={clientId} />
      </Stack>
      <ClientFormModal
        opened={isEditing}
        title="Edit application"
        submitLabel="Save"
        initial={draftOf(client)}
        isEditing
        onSubmit={(draft) =>
          update.mutate(registrationOf(draft), {
            onSuccess: () => {
              closeEdit();
              notifySuccess('Application saved.');
            },
          })
        }
        onClose={closeEdit}
        isPending={update.isPending}
        error={update.error}
      />
      <ClientSecretModal client={rotated} onClose={() => setRotated(null)} />
    </>
  );
}
