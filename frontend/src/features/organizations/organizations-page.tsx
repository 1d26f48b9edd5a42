import { Badge, Button, Group, Paper, Select } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { ErrorAlert } from '../../components/error-alert';
import { EmptyState, LoadingState } from '../../components/loading-state';
import { PageHeader } from '../../components/page-header';
import { UserText } from '../../components/user-text';
import { notifyError } from '../../lib/notify';
import { useCurrentSession } from '../session/use-current-session';
import { organizationsQueryOptions, useSetActiveOrganization } from './api/organizations';
import { CreateOrganizationModal } from './components/create-organization-modal';
import { MyInvitations } from './components/my-invitations';
import { OrganizationDetails } from './components/organization-details';
import { OrganizationLinks } from './components/organization-links';

export function OrganizationsPage() {
  const { session, user } = useCurrentSession();
  const organizations = useQuery(organizationsQueryOptions);
  const setActive = useSetActiveOrganization();
  const [isCreating, creating] = useDisclosure(false);
  const activeId = (session as { activeOrganizationId?: string | null }).activeOrganizationId ?? null;
  const active = organizations.data?.find((organization) => organization.id === activeId) ?? null;

  return (
    <>
      <PageHeader
        title="Organizations"
        description="Work in one organization at a time: its members, invitations and teams."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={creating.open}>
            Create organization
          </Button>
        }
      />
      <MyInvitations />
      {organizations.isPending ? (
        <LoadingState label="Loading organizations…" />
      ) : organizations.error ? (
        <ErrorAlert error={organizations.error} />
      ) : organizations.data.length === 0 ? (
        <Paper withBorder p="lg">
          <EmptyState title="No organizations yet" description="Create one, or accept an invitation from its e-mail." />
        </Paper>
      ) : (
        <>
          <Group mb="lg" align="flex-end">
            <Select
              label="Active organization"
              placeholder="Choose an organization"
              data={organizations.data.map((organization) => ({ value: organization.id, label: organization.name }))}
              value={activeId}
              onChange={(organizationId) =>
                organizationId && setActive.mutate(organizationId, { onError: notifyError })
              }
              allowDeselect={false}
              w={280}
            />
            {active && (
              <Group gap="xs" pb={6}>
                <Badge variant="light">Active</Badge>
                <UserText size="sm" c="dimmed" maw={320}>
                  {active.slug}
                </UserText>
                <OrganizationLinks organizationId={active.id} currentUserId={user.id} />
              </Group>
            )}
          </Group>
          {active ? (
            <OrganizationDetails key={active.id} organizationId={active.id} currentUserId={user.id} />
          ) : (
            <Paper withBorder p="lg">
              <EmptyState title="No active organization" description="Choose one above to see its members and teams." />
            </Paper>
          )}
        </>
      )}
      <CreateOrganizationModal opened={isCreating} onClose={creating.close} />
    </>
  );
}
