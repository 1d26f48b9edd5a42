import { useState } from 'react';
import { Button, Group, Modal, Paper, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { AnchorLink } from '../../components/anchor-link';
import { ErrorAlert } from '../../components/error-alert';
import { EmptyState, LoadingState } from '../../components/loading-state';
import { PageHeader } from '../../components/page-header';
import { fullOrganizationQueryOptions } from '../organizations/api/organizations';
import { useCreateConnection, useRotateCredential } from './api/connection-changes';
import { connectionsQueryOptions } from './api/connections';
import { ConnectionForm } from './components/connection-form';
import { ConnectionPanel } from './components/connection-panel';
import { IssuedTokenModal } from './components/issued-token-modal';
import type { IssuedCredential } from './provisioning.types';

/** The dialog open: a new connection, or a new token for the connection with this id. */
type Issuing = { kind: 'create' } | { kind: 'rotate'; connectionId: string } | null;

/** An organization's SCIM connections: how an identity provider keeps its members in step. */
export function ProvisioningPage({ organizationId }: { organizationId: string }) {
  const organization = useQuery(fullOrganizationQueryOptions(organizationId));
  const connections = useQuery(connectionsQueryOptions(organizationId));
  const create = useCreateConnection(organizationId);
  const rotate = useRotateCredential(organizationId);
  const [issuing, setIssuing] = useState<Issuing>(null);
  const [issued, setIssued] = useState<{ credential: IssuedCredential; isRotation: boolean } | null>(null);
  const origin = window.location.origin;
  const change = issuing?.kind === 'rotate' ? rotate : create;

  function closeForm() {
    create.reset();
    rotate.reset();
    setIssuing(null);
  }

  function body() {
    if (connections.isPending || organization.isPending) return <LoadingState label="Loading the connections…" />;
    if (connections.error || organization.error) return <ErrorAlert error={connections.error ?? organization.error} />;
    if (connections.data.length === 0) {
      return (
        <Paper withBorder p="lg">
          <EmptyState
            title="No SCIM connections yet"
            description="Create one to let Entra ID, Okta or another identity provider add and remove members."
          />
        </Paper>
      );
    }
    const { members, name } = organization.data;
    const nameOf = (userId: string) => members.find((member) => member.userId === userId)?.user.email ?? userId;
    return connections.data.map((connection) => (
      <ConnectionPanel
        key={connection.connectionId}
        organizationId={organizationId}
        organizationName={name}
        nameOf={nameOf}
        connection={connection}
        onRotate={(connectionId) => setIssuing({ kind: 'rotate', connectionId })}
      />
    ));
  }

  return (
    <>
      <AnchorLink to="/organizations" size="sm">
        <Group gap={4} mb="sm">
          <IconArrowLeft size={14} aria-hidden /> Organizations
        </Group>
      </AnchorLink>
      <PageHeader
        title="Provisioning"
        description={
          organization.data && `SCIM connections that add, change and remove the members of ${organization.data.name}.`
        }
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIssuing({ kind: 'create' })}>
            Create connection
          </Button>
        }
      />
      <Stack gap="lg">{body()}</Stack>
      <Modal
        opened={issuing !== null}
        onClose={closeForm}
        title={issuing?.kind === 'rotate' ? 'Rotate the token' : 'Create a SCIM connection'}
      >
        <ConnectionForm
          submitLabel={issuing?.kind === 'rotate' ? 'Issue new token' : 'Create connection'}
          notice={
            issuing?.kind === 'rotate'
              ? 'The current token keeps working until you revoke it, so the identity provider can switch without a gap.'
              : undefined
          }
          onSubmit={(draft) => {
            const onSuccess = (credential: IssuedCredential) => {
              closeForm();
              setIssued({ credential, isRotation: issuing?.kind === 'rotate' });
            };
            if (issuing?.kind === 'rotate') rotate.mutate({ connectionId: issuing.connectionId, draft }, { onSuccess });
            else create.mutate(draft, { onSuccess });
          }}
          onCancel={closeForm}
          isPending={change.isPending}
          error={change.error}
        />
      </Modal>
      <IssuedTokenModal
        issued={issued?.credential ?? null}
        isRotation={issued?.isRotation ?? false}
        origin={origin}
        onClose={() => setIssued(null)}
      />
    </>
  );
}
