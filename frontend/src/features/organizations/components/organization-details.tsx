import { SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { confirmAction } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadingState } from '../../../components/loading-state';
import { Section } from '../../../components/section';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCancelInvitation, useInviteMember, useRemoveMember, useUpdateMemberRole } from '../api/members';
import { fullOrganizationQueryOptions } from '../api/organizations';
import { useOrganizationRoleNames } from '../../roles/api/role-choices';
import { InvitationsTable } from './invitations-table';
import { InviteMemberForm } from './invite-member-form';
import { MembersTable } from './members-table';
import { OrganizationApiKeys } from './organization-api-keys';
import { TeamsSection } from './teams-section';

export function OrganizationDetails({
  organizationId,
  currentUserId,
}: {
  organizationId: string;
  currentUserId: string;
}) {
  const organization = useQuery(fullOrganizationQueryOptions(organizationId));
  const invite = useInviteMember(organizationId);
  const cancel = useCancelInvitation(organizationId);
  const updateRole = useUpdateMemberRole(organizationId);
  const remove = useRemoveMember(organizationId);
  const roles = useOrganizationRoleNames(organizationId);

  if (organization.isPending) return <LoadingState label="Loading the organization…" />;
  if (organization.error) return <ErrorAlert error={organization.error} />;
  const { members, invitations, teams = [] } = organization.data;

  return (
    <Stack gap="lg">
      <Section title="Members">
        <Stack gap="md">
          <MembersTable
            members={members}
            currentUserId={currentUserId}
            roles={roles}
            onRoleChange={(member, role) =>
              updateRole.mutate(
                { memberId: member.id, role },
                { onSuccess: () => notifySuccess('Role changed.'), onError: notifyError },
              )
            }
            onRemove={(member) =>
              confirmAction({
                title: 'Remove member',
                message: `${member.user.email} loses access to ${organization.data.name}.`,
                confirmLabel: 'Remove',
                isDestructive: true,
                onConfirm: () => remove.mutate(member.id, { onError: notifyError }),
              })
            }
          />
          <InviteMemberForm
            roles={roles}
            isPending={invite.isPending}
            onInvite={(input) =>
              invite.mutate(input, {
                onSuccess: () => notifySuccess(`Invitation sent to ${input.email}.`),
                onError: notifyError,
              })
            }
          />
        </Stack>
      </Section>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Section title="Pending invitations">
          <InvitationsTable
            invitations={invitations}
            onCancel={(invitation) => cancel.mutate(invitation.id, { onError: notifyError })}
          />
        </Section>
        <Section title="Teams">
          <TeamsSection organizationId={organizationId} teams={teams} members={members} />
        </Section>
      </SimpleGrid>
      <Section title="API keys">
        <OrganizationApiKeys organizationId={organizationId} organizationName={organization.data.name} />
      </Section>
    </Stack>
  );
}
