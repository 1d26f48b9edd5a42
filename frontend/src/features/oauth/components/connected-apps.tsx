import { Avatar, Button, Group, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/loading-state';
import { formatDateTime } from '../../../lib/format-date';
import type { Consent } from '../api/consents';
import { publicClientQueryOptions } from '../api/public-client';
import { describeScope } from '../scope-descriptions';

interface ConnectedAppsProps {
  consents: Consent[];
  onRevoke: (consent: Consent, appName: string) => void;
}

/** The apps the user let sign them in, with what each may see. */
export function ConnectedApps({ consents, onRevoke }: ConnectedAppsProps) {
  if (consents.length === 0) return <EmptyState title="No connected apps" />;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>App</Table.Th>
            <Table.Th>May see</Table.Th>
            <Table.Th>Allowed</Table.Th>
            <Table.Th>
              <span className="sr-only">Actions</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {consents.map((consent) => (
            <ConnectedAppRow key={consent.id} consent={consent} onRevoke={onRevoke} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ConnectedAppRow({ consent, onRevoke }: { consent: Consent; onRevoke: ConnectedAppsProps['onRevoke'] }) {
  // A disabled or deleted app has no public face any more: it is listed by its id.
  const client = useQuery(publicClientQueryOptions(consent.clientId));
  const name = client.data?.client_name ?? consent.clientId;
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={client.data?.logo_uri} alt={`${name} logo`} radius="sm" size="sm">
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Text size="sm" fw={500}>
            {name}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{consent.scopes.map(describeScope).join(', ')}</Text>
      </Table.Td>
      <Table.Td>{formatDateTime(consent.updatedAt)}</Table.Td>
      <Table.Td>
        <Button size="compact-sm" variant="subtle" color="red" onClick={() => onRevoke(consent, name)}>
          Revoke
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
