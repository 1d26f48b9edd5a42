import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { IconArrowLeft, IconTrash, IconUserShare } from '@tabler/icons-react';
import { AnchorLink } from '../../components/anchor-link';
import { confirmAction } from '../../components/confirm-dialog';
import { ErrorAlert } from '../../components/error-alert';
import { LoadingState } from '../../components/loading-state';
import { PageHeader } from '../../components/page-header';
import { Section } from '../../components/section';
import { formatDateTime } from '../../lib/format-date';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useImpersonateUser } from '../impersonation/api/impersonation';
import { userQueryOptions } from './api/get-user';
import { useRemoveUser, useUpdateUser } from './api/user-mutations';
import { UserAccessSection } from './components/user-access-section';
import { UserBanSection } from './components/user-ban-section';
import { UserLockSection } from './components/user-lock-section';
import { UserSecondFactorSection } from './components/user-second-factor-section';
import { UserProfileForm } from './components/user-profile-form';
import { UserApiKeysSection, UserOrganizationsSection } from './components/user-resources-sections';
import { UserSessionsSection } from './components/user-sessions-section';
import { UserStatusBadges } from './components/user-status-badges';

export function UserPage({ userId }: { userId: string }) {
  const router = useRouter();
  const user = useQuery(userQueryOptions(userId));
  const update = useUpdateUser(userId);
  const impersonate = useImpersonateUser(userId);
  const remove = useRemoveUser(userId);

  if (user.isPending) return <LoadingState label="Loading the user…" />;
  if (user.error) return <ErrorAlert error={user.error} />;
  const { data } = user;

  function removeUser() {
    confirmAction({
      title: 'Remove user',
      message: `${data.email} and all their sessions, keys and memberships are deleted. This cannot be undone.`,
      confirmLabel: 'Remove user',
      isDestructive: true,
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: () => {
            notifySuccess(`Removed ${data.email}.`);
            router.history.push('/users');
          },
          onError: notifyError,
        }),
    });
  }

  return (
    <Stack gap="lg">
      <AnchorLink to="/users" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden /> All users
        </Group>
      </AnchorLink>
      <PageHeader
        title={data.name}
        description={`${data.email} · created ${formatDateTime(data.createdAt)}`}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconUserShare size={16} aria-hidden />}
              loading={impersonate.isPending}
              onClick={() =>
                impersonate.mutate(undefined, {
                  onSuccess: () => router.history.push('/account'),
                  onError: notifyError,
                })
              }
            >
              Impersonate
            </Button>
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={removeUser}
              loading={remove.isPending}
            >
              Remove user
            </Button>
          </>
        }
      />
      <UserStatusBadges user={data} />
      <Text size="xs" c="dimmed">
        User id {data.id}
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Section title="Profile">
          <UserProfileForm
            key={data.updatedAt.toString()}
            name={data.name}
            email={data.email}
            onSave={(values) => update.mutate(values, { onSuccess: () => notifySuccess('Profile saved.') })}
            isPending={update.isPending}
            error={update.error}
          />
        </Section>
        <Section title="Ban">
          <UserBanSection user={data} />
        </Section>
        <Section title="Sign-in lock">
          <UserLockSection user={data} />
        </Section>
        <Section title="Roles and password">
          <UserAccessSection user={data} />
        </Section>
        <Section title="Two-factor and passkeys">
          <UserSecondFactorSection user={data} />
        </Section>
        <Section title="Organizations">
          <UserOrganizationsSection userId={userId} />
        </Section>
      </SimpleGrid>
      <Section title="API keys">
        <UserApiKeysSection userId={userId} />
      </Section>
      <Section title="Sessions">
        <UserSessionsSection userId={userId} email={data.email} />
      </Section>
    </Stack>
  );
}
