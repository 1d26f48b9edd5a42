import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconHistory, IconPower, IconRefresh } from '@tabler/icons-react';
import { confirmAction } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadingState } from '../../../components/loading-state';
import { formatDateTime } from '../../../lib/format-date';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDecommissionConnection, useRevokeCredential } from '../api/connection-changes';
import { connectionEventsQueryOptions, connectionQueryOptions } from '../api/connections';
import { currentCredentialOf, lastSyncOf } from '../connection-draft';
import type { ScimConnection } from '../provisioning.types';
import { CredentialsTable } from './credentials-table';
import { DecommissionModal } from './decommission-modal';
import { EventsTable } from './events-table';

const STATUS_COLORS: Record<string, string> = { active: 'green', decommissioning: 'orange', decommissioned: 'gray' };

interface ConnectionPanelProps {
  organizationId: string;
  organizationName: string;
  nameOf: (userId: string) => string;
  connection: ScimConnection;
  onRotate: (connectionId: string) => void;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

export function ConnectionPanel(props: ConnectionPanelProps) {
  const { organizationId, organizationName, nameOf, connection, onRotate } = props;
  const { connectionId } = connection;
  const details = useQuery(connectionQueryOptions(organizationId, connectionId));
  const [isLogShown, log] = useDisclosure(false);
  const events = useQuery({ ...connectionEventsQueryOptions(organizationId, connectionId), enabled: isLogShown });
  const revoke = useRevokeCredential(organizationId);
  const decommission = useDecommissionConnection(organizationId);
  const [isDecommissioning, decommissioning] = useDisclosure(false);
  const isActive = connection.status === 'active';
  const headingId = `connection-${connectionId}`;
  const credentials = details.data?.credentials ?? [];
  const current = currentCredentialOf(credentials);
  const lastSync = lastSyncOf(credentials);

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <Title order={2} size="h4" id={headingId}>
              {connectionId}
            </Title>
            <Badge variant="light" color={STATUS_COLORS[connection.status] ?? 'gray'}>
              {connection.status}
            </Badge>
          </Group>
          {isActive && (
            <Group gap="sm">
              <Button
                variant="light"
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={() => onRotate(connectionId)}
              >
                Rotate token
              </Button>
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconPower size={16} aria-hidden />}
                onClick={decommissioning.open}
              >
                Decommission
              </Button>
            </Group>
          )}
        </Group>
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <Fact label="Last sync" value={lastSync ? formatDateTime(lastSync) : 'Never'} />
          <Fact label="Scopes" value={current ? current.scopes.join(' ') : '—'} />
          <Fact label="Token expires" value={current ? formatDateTime(current.expiresAt) : '—'} />
          <Fact label="Created" value={formatDateTime(connection.createdAt)} />
        </SimpleGrid>
        {details.isPending ? (
          <LoadingState label="Loading the tokens…" />
        ) : details.error ? (
          <ErrorAlert error={details.error} />
        ) : (
          <CredentialsTable
            credentials={credentials}
            onRevoke={
              isActive
                ? (credential) =>
                    confirmAction({
                      title: 'Revoke token',
                      message: `The identity provider can no longer provision with ${credential.credentialId}.`,
                      confirmLabel: 'Revoke token',
                      isDestructive: true,
                      onConfirm: () =>
                        revoke.mutate(
                          { connectionId, credentialId: credential.credentialId },
                          { onSuccess: () => notifySuccess('Token revoked.'), onError: notifyError },
                        ),
                    })
                : undefined
            }
          />
        )}
        <div>
          <Button
            variant="subtle"
            leftSection={<IconHistory size={16} aria-hidden />}
            onClick={log.toggle}
            aria-expanded={isLogShown}
          >
            {isLogShown ? 'Hide event log' : 'Show event log'}
          </Button>
        </div>
        {isLogShown &&
          (events.isPending ? (
            <LoadingState label="Loading the event log…" />
          ) : events.error ? (
            <ErrorAlert error={events.error} />
          ) : (
            <EventsTable events={events.data} nameOf={nameOf} />
          ))}
      </Stack>
      <DecommissionModal
        opened={isDecommissioning}
        organizationName={organizationName}
        onConfirm={() =>
          decommission.mutate(connectionId, {
            onSuccess: () => {
              notifySuccess('Connection decommissioned.');
              decommissioning.close();
            },
          })
        }
        onClose={() => {
          decommission.reset();
          decommissioning.close();
        }}
        isPending={decommission.isPending}
        error={decommission.error}
      />
    </Paper>
  );
}
