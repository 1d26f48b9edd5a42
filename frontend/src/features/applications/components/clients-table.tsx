import { Badge, Code, Group, Table, Text } from '@mantine/core';
import { AnchorLink } from '../../../components/anchor-link';
import { formatDate } from '../../../lib/format-date';
import type { OAuthClient } from '../application.types';
import { ClientLogo } from './client-logo';

export function clientNameOf(client: OAuthClient): string {
  return client.client_name || client.client_id;
}

export function ClientTypeBadge({ client }: { client: OAuthClient }) {
  return client.token_endpoint_auth_method === 'none' ? (
    <Badge variant="light" color="grape">
      Public
    </Badge>
  ) : (
    <Badge variant="light">Confidential</Badge>
  );
}

export function ClientStateBadge({ client }: { client: OAuthClient }) {
  return client.disabled ? (
    <Badge variant="light" color="red">
      Disabled
    </Badge>
  ) : (
    <Badge variant="light" color="green">
      Enabled
    </Badge>
  );
}

export function ClientsTable({ clients }: { clients: OAuthClient[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Client ID</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Created</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clients.map((client) => {
            const name = clientNameOf(client);
            return (
              <Table.Tr key={client.client_id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <ClientLogo name={name} logoUri={client.logo_uri} size="sm" />
                    <AnchorLink to="/applications/$clientId" params={{ clientId: client.client_id }} fw={600}>
                      {name}
                    </AnchorLink>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Code>{client.client_id}</Code>
                </Table.Td>
                <Table.Td>
                  <ClientTypeBadge client={client} />
                </Table.Td>
                <Table.Td>
                  <ClientStateBadge client={client} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {formatDate(client.client_id_issued_at ? new Date(client.client_id_issued_at * 1000) : null)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
