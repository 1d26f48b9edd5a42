import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../components/error-alert';
import { LoadingState } from '../../components/loading-state';
import { PageHeader } from '../../components/page-header';
import { Section } from '../../components/section';
import { SessionsTable } from '../../components/sessions-table';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useCurrentSession } from '../session/use-current-session';
import { socialProvidersQueryOptions } from '../auth/api/social-sign-in';
import { mySessionsQueryOptions, useRevokeMySession, useRevokeOtherSessions } from './api/account';
import { linkedAccountsQueryOptions, useLinkProvider, useUnlinkAccount } from './api/linked-accounts';
import { ChangeEmailForm, ChangePasswordForm, ProfileForm } from './components/account-forms';
import { DeleteAccountForm } from './components/delete-account-form';
import { EmailVerification } from './components/email-verification';
import { LinkedAccounts } from './components/linked-accounts';
import { TwoFactorSection } from '../two-factor/components/two-factor-section';
import { PasskeysSection } from '../passkeys/components/passkeys-section';
import { ConnectedAppsSection } from '../oauth/components/connected-apps-section';

export function AccountPage() {
  const { user, session } = useCurrentSession();
  const sessions = useQuery(mySessionsQueryOptions);
  const revoke = useRevokeMySession();
  const revokeOthers = useRevokeOtherSessions();
  const linkedAccounts = useQuery(linkedAccountsQueryOptions);
  const providers = useQuery(socialProvidersQueryOptions);
  const link = useLinkProvider();
  const unlink = useUnlinkAccount();
  // Until the methods have loaded, assume a password, as most accounts have one.
  const hasPassword = linkedAccounts.data?.some((account) => account.providerId === 'credential') ?? true;

  return (
    <Stack gap="lg">
      <PageHeader title="My account" description={user.email} />
      <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg">
        <Section title="Profile">
          <ProfileForm key={user.name} name={user.name} />
        </Section>
        <Section title="E-mail">
          <Stack gap="md">
            <EmailVerification email={user.email} isVerified={user.emailVerified} />
            <ChangeEmailForm email={user.email} />
          </Stack>
        </Section>
        <Section title="Password">
          {hasPassword ? (
            <ChangePasswordForm />
          ) : (
            <Text size="sm" c="dimmed">
              You sign in through a provider; this account has no password here.
            </Text>
          )}
        </Section>
      </SimpleGrid>
      <Section title="Two-factor authentication">
        <TwoFactorSection isEnabled={user.twoFactorEnabled === true} hasPassword={hasPassword} />
      </Section>
      <Section title="Passkeys">
        <PasskeysSection />
      </Section>
      <Section title="Sign-in methods">
        {linkedAccounts.isPending ? (
          <LoadingState label="Loading sign-in methods…" />
        ) : linkedAccounts.error ? (
          <ErrorAlert error={linkedAccounts.error} />
        ) : (
          <LinkedAccounts
            accounts={linkedAccounts.data}
            providers={providers.data ?? []}
            linkingProvider={link.isPending || link.isSuccess ? link.variables : undefined}
            onLink={(provider) => link.mutate(provider, { onError: notifyError })}
            onUnlink={(account) =>
              unlink.mutate(account, {
                onSuccess: () => notifySuccess('Sign-in method removed.'),
                onError: notifyError,
              })
            }
          />
        )}
      </Section>
      <Section title="Connected apps">
        <ConnectedAppsSection />
      </Section>
      <Section title="My sessions">
        {sessions.isPending ? (
          <LoadingState label="Loading sessions…" />
        ) : sessions.error ? (
          <ErrorAlert error={sessions.error} />
        ) : (
          <Stack gap="sm">
            <SessionsTable
              sessions={sessions.data}
              currentToken={session.token}
              onRevoke={(token) => revoke.mutate(token, { onError: notifyError })}
            />
            <Group>
              <Button
                variant="default"
                loading={revokeOthers.isPending}
                disabled={sessions.data.length <= 1}
                onClick={() =>
                  revokeOthers.mutate(undefined, {
                    onSuccess: () => notifySuccess('Other sessions signed out.'),
                    onError: notifyError,
                  })
                }
              >
                Sign out other sessions
              </Button>
            </Group>
          </Stack>
        )}
      </Section>
      <Section title="Delete account">
        <DeleteAccountForm hasPassword={hasPassword} />
      </Section>
    </Stack>
  );
}
