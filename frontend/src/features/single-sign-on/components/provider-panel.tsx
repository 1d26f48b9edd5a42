import { Badge, Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconExternalLink, IconTrash } from '@tabler/icons-react';
import { confirmAction } from '../../../components/confirm-dialog';
import { CopyableValue } from '../../../components/copyable-value';
import { UserText } from '../../../components/user-text';
import { isApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteProvider } from '../api/delete-provider';
import { useVerifyDomain, verificationTokenQueryOptions } from '../api/domain-verification';
import { useTestSignIn } from '../api/test-sign-in';
import { acsUrl, redirectUri, spMetadataUrl, verificationRecordNames } from '../single-sign-on-urls';
import type { SsoProvider } from '../single-sign-on.types';
import { DomainVerification } from './domain-verification';

interface ProviderPanelProps {
  provider: SsoProvider;
  origin: string;
  /** Where a test sign-in comes back to: this page. */
  returnUrl: string;
}

export function ProviderPanel({ provider, origin, returnUrl }: ProviderPanelProps) {
  const { providerId } = provider;
  const token = useQuery({ ...verificationTokenQueryOptions(providerId), enabled: !provider.domainVerified });
  const verify = useVerifyDomain();
  const remove = useDeleteProvider();
  const testSignIn = useTestSignIn();
  const headingId = `provider-${providerId}`;

  function startTestSignIn() {
    // Opened now, while the click still counts as the user's, so a popup blocker lets the tab through.
    const tab = window.open('', '_blank');
    testSignIn.mutate(
      { providerId, returnUrl },
      {
        onSuccess: ({ url }) => {
          if (!tab) return window.location.assign(url);
          tab.opener = null;
          tab.location.href = url;
        },
        onError: (error) => {
          tab?.close();
          notifyError(error);
        },
      },
    );
  }

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <Title order={2} size="h4" id={headingId}>
              {providerId}
            </Title>
            <Badge variant="light">{provider.type === 'saml' ? 'SAML 2.0' : 'OpenID Connect'}</Badge>
            <Badge color={provider.domainVerified ? 'green' : 'yellow'} variant="light">
              {provider.domainVerified ? 'Domain verified' : 'Domain not verified'}
            </Badge>
          </Group>
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconExternalLink size={16} aria-hidden />}
              onClick={startTestSignIn}
              loading={testSignIn.isPending}
              disabled={!provider.domainVerified}
              title={provider.domainVerified ? undefined : 'Verify the domain first'}
            >
              Test sign-in
            </Button>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              aria-label={`Delete ${providerId}`}
              onClick={() =>
                confirmAction({
                  title: `Delete ${providerId}`,
                  message: `People of ${provider.domain} can no longer sign in through this provider.`,
                  confirmLabel: 'Delete provider',
                  isDestructive: true,
                  onConfirm: () =>
                    remove.mutate(providerId, {
                      onSuccess: () => notifySuccess(`${providerId} deleted.`),
                      onError: notifyError,
                    }),
                })
              }
            >
              Delete
            </Button>
          </Group>
        </Group>
        <Stack gap={2}>
          <UserText size="sm">{`Issuer: ${provider.issuer}`}</UserText>
          <UserText size="sm">{`Domain: ${provider.domain}`}</UserText>
        </Stack>
        {provider.type === 'saml' ? (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <CopyableValue label="SP metadata URL" value={spMetadataUrl(origin, providerId)} />
            <CopyableValue label="ACS URL" value={acsUrl(origin, providerId)} />
            <CopyableValue label="SP entity ID" value={provider.issuer} />
          </SimpleGrid>
        ) : (
          <CopyableValue
            label="Redirect URI"
            description="Registered at the identity provider"
            value={redirectUri(origin, providerId)}
          />
        )}
        {!provider.domainVerified && (
          <DomainVerification
            recordNames={verificationRecordNames(providerId, provider.domain)}
            token={token.data?.domainVerificationToken}
            tokenError={token.error}
            onVerify={() =>
              verify.mutate(providerId, {
                onSuccess: () => notifySuccess(`${provider.domain} verified.`),
                onError: (error) => {
                  if (isApiError(error, 'DOMAIN_VERIFIED')) notifySuccess(error.message);
                },
              })
            }
            isVerifying={verify.isPending}
            verifyError={isApiError(verify.error, 'DOMAIN_VERIFIED') ? null : verify.error}
          />
        )}
      </Stack>
    </Paper>
  );
}
