import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { AnchorLink } from '../../components/anchor-link';
import { ErrorAlert } from '../../components/error-alert';
import { EmptyState, LoadingState } from '../../components/loading-state';
import { PageHeader } from '../../components/page-header';
import { fullOrganizationQueryOptions } from '../organizations/api/organizations';
import { organizationProvidersQueryOptions } from './api/list-providers';
import { ProviderPanel } from './components/provider-panel';
import { RegisterProviderModal } from './components/register-provider-modal';

interface SingleSignOnPageProps {
  organizationId: string;
  /** What a test sign-in that failed came back with. */
  signInError?: string;
}

/** An organization's identity providers: how its people sign in with their company account. */
export function SingleSignOnPage({ organizationId, signInError }: SingleSignOnPageProps) {
  const organization = useQuery(fullOrganizationQueryOptions(organizationId));
  const providers = useQuery(organizationProvidersQueryOptions(organizationId));
  const [isAdding, adding] = useDisclosure(false);
  const origin = window.location.origin;
  const returnUrl = `${origin}/organizations/${encodeURIComponent(organizationId)}/single-sign-on`;

  function body() {
    if (providers.isPending) return <LoadingState label="Loading the identity providers…" />;
    if (providers.error) return <ErrorAlert error={providers.error} />;
    if (providers.data.length === 0) {
      return (
        <Paper withBorder p="lg">
          <EmptyState
            title="No identity providers yet"
            description="Add the company’s OpenID Connect or SAML identity provider."
          />
        </Paper>
      );
    }
    return providers.data.map((provider) => (
      <ProviderPanel key={provider.providerId} provider={provider} origin={origin} returnUrl={returnUrl} />
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
        title="Single sign-on"
        description={organization.data && `How people of ${organization.data.name} sign in with their company account.`}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={adding.open}>
            Add provider
          </Button>
        }
      />
      <Stack gap="lg">
        {signInError && (
          <Alert color="red" variant="light" title="The test sign-in failed" role="alert">
            The service answered: {signInError}
          </Alert>
        )}
        {body()}
      </Stack>
      <RegisterProviderModal opened={isAdding} onClose={adding.close} organizationId={organizationId} origin={origin} />
    </>
  );
}
