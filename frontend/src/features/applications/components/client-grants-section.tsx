import { Badge, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../../components/error-alert';
import { EmptyState, LoadingState } from '../../../components/loading-state';
import { Section } from '../../../components/section';
import { formatDateTime } from '../../../lib/format-date';
import { clientGrantsQueryOptions } from '../api/client-grants';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="lg">
        {value}
      </Text>
    </Stack>
  );
}

/** Who consented to the application, with which scopes, and how many of its tokens are live. */
export function ClientGrantsSection({ clientId }: { clientId: string }) {
  const grants = useQuery(clientGrantsQueryOptions(clientId));
  if (grants.isPending) return <LoadingState label="Loading consents and tokens…" />;
  if (grants.error) return <ErrorAlert error={grants.error} />;
  const { consents, tokens } = grants.data;
  return (
    <>
      <Section title="Tokens issued">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Figure label="Active access tokens" value={String(tokens.activeAccessTokens)} />
          <Figure label="Active refresh tokens" value={String(tokens.activeRefreshTokens)} />
          <Figure label="Last issued" value={formatDateTime(tokens.lastIssuedAt)} />
        </SimpleGrid>
      </Section>
      <Section title="Who consented">
        {consents.length === 0 ? (
          <EmptyState title="Nobody yet" description="Users appear here once they allow the application." />
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>User</Table.Th>
                  <Table.Th>Scopes</Table.Th>
                  <Table.Th>Since</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {consents.map((consent) => (
                  <Table.Tr key={consent.id}>
                    <Table.Td>
                      <Text size="sm">{consent.name ?? 'Deleted user'}</Text>
                      <Text size="xs" c="dimmed">
                        {consent.email ?? consent.userId ?? ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {consent.scopes.map((scope) => (
                          <Badge key={scope} variant="outline" size="sm">
                            {scope}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>{formatDateTime(consent.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Section>
    </>
  );
}
