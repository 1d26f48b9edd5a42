import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { formatDate } from '../../../lib/format-date';
import type { SocialProvider } from '../../auth/api/social-sign-in';
import type { LinkedAccount } from '../api/linked-accounts';

interface LinkedAccountsProps {
  accounts: LinkedAccount[];
  providers: SocialProvider[];
  onUnlink: (account: LinkedAccount) => void;
  onLink: (providerId: string) => void;
  /** The provider a link is starting with, if any. */
  linkingProvider?: string;
}

/**
 * How the user signs in: their password and each provider account, with a way to add or remove one (never the last).
 */
export function LinkedAccounts({ accounts, providers, onUnlink, onLink, linkingProvider }: LinkedAccountsProps) {
  const nameOf = (providerId: string) =>
    providerId === 'credential'
      ? 'Password'
      : (providers.find((provider) => provider.id === providerId)?.name ?? providerId);
  const unlinked = providers.filter((provider) => !accounts.some((account) => account.providerId === provider.id));
  return (
    <Stack gap="sm">
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Sign-in method</Table.Th>
            <Table.Th>Account at the provider</Table.Th>
            <Table.Th>Linked</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((account) => (
            <Table.Tr key={account.id}>
              <Table.Td>{nameOf(account.providerId)}</Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {account.providerId === 'credential' ? '—' : account.accountId}
                </Text>
              </Table.Td>
              <Table.Td>{formatDate(account.createdAt)}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  disabled={accounts.length <= 1}
                  title={accounts.length <= 1 ? 'Your only way to sign in cannot be removed' : undefined}
                  onClick={() => onUnlink(account)}
                >
                  Unlink {nameOf(account.providerId)}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {unlinked.length > 0 && (
        <Group>
          {unlinked.map((provider) => (
            <Button
              key={provider.id}
              variant="default"
              loading={linkingProvider === provider.id}
              onClick={() => onLink(provider.id)}
            >
              Link {provider.name}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
