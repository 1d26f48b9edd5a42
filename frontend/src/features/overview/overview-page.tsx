import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconDeviceLaptop, IconMailCheck, IconUserOff, IconUsers } from '@tabler/icons-react';
import { AnchorLink } from '../../components/anchor-link';
import { ErrorAlert } from '../../components/error-alert';
import { LoadingState } from '../../components/loading-state';
import { PageHeader } from '../../components/page-header';
import { Section } from '../../components/section';
import { statsQueryOptions } from './api/stats';
import { BannedUsersList } from './components/banned-users-list';
import { CountsChart } from './components/counts-chart';
import { SignUpsChart } from './components/sign-ups-chart';
import { SignUpPolicyNote } from './components/sign-up-policy-note';
import { StatCard } from './components/stat-card';

export function OverviewPage() {
  const stats = useQuery(statsQueryOptions);

  return (
    <Stack gap="lg">
      <PageHeader title="Overview" description="The state of the service at a glance; refreshed every 30 seconds." />
      <SignUpPolicyNote />
      {stats.isPending ? (
        <LoadingState label="Loading the overview…" />
      ) : stats.error ? (
        <ErrorAlert error={stats.error} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
            <StatCard
              label="Users"
              value={stats.data.users.total}
              icon={<IconUsers size={20} />}
              hint={
                <Text size="xs" c="dimmed">
                  {stats.data.users.admins === 1 ? '1 admin' : `${stats.data.users.admins} admins`}
                </Text>
              }
            />
            <StatCard label="Active sessions" value={stats.data.activeSessions} icon={<IconDeviceLaptop size={20} />} />
            <StatCard
              label="Banned users"
              value={stats.data.users.banned}
              icon={<IconUserOff size={20} />}
              hint={
                <AnchorLink to="/users" search={{ filter: 'banned' }} size="xs">
                  Show banned users
                </AnchorLink>
              }
            />
            <StatCard label="Verified e-mails" value={stats.data.users.verified} icon={<IconMailCheck size={20} />} />
          </SimpleGrid>
          <Section title="Sign-ups per day">
            <SignUpsChart days={stats.data.signUpsPerDay} />
          </Section>
          <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg">
            <Section title="API-key verifications by result">
              <CountsChart
                counts={stats.data.apiKeyVerifications}
                successLabel="valid"
                emptyTitle="No keys verified yet"
              />
            </Section>
            <Section title="Refused sign-ins by reason">
              <Text size="sm" c="dimmed" mb="xs">
                {stats.data.signIns} successful sign-ins since this instance started.
              </Text>
              <CountsChart counts={stats.data.signInFailures} emptyTitle="No refused sign-ins" />
            </Section>
            <Section title="Banned users">
              <BannedUsersList />
            </Section>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
