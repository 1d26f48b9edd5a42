import { Code, Group, Stack, Table, Text } from '@mantine/core';
import type { OAuthClient } from '../application.types';
import { ClientStateBadge, ClientTypeBadge } from './clients-table';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w={220}>
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

function List({ values }: { values: string[] | undefined }) {
  if (!values?.length) return <Text c="dimmed">None</Text>;
  return (
    <Stack gap={2}>
      {values.map((value) => (
        <Code key={value}>{value}</Code>
      ))}
    </Stack>
  );
}

const yesNo = (value: boolean | undefined) => (value ? 'Yes' : 'No');

/** What an app's administrator needs to configure it, and its settings at a glance. */
export function ClientDetails({ client }: { client: OAuthClient }) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        <Row label="Client ID">
          <Code>{client.client_id}</Code>
        </Row>
        <Row label="Type and state">
          <Group gap="xs">
            <ClientTypeBadge client={client} />
            <ClientStateBadge client={client} />
          </Group>
        </Row>
        <Row label="Client authentication">{client.token_endpoint_auth_method ?? 'client_secret_basic'}</Row>
        <Row label="Redirect URIs">
          <List values={client.redirect_uris} />
        </Row>
        <Row label="Post-logout redirect URIs">
          <List values={client.post_logout_redirect_uris} />
        </Row>
        <Row label="Scopes">{client.scope ?? 'All the provider’s scopes'}</Row>
        <Row label="Client credentials scopes">{client.client_credentials_scopes?.join(' ') || 'None'}</Row>
        <Row label="ID token signature">{client.id_token_signed_response_alg ?? 'EdDSA'}</Row>
        <Row label="Skips consent">{yesNo(client.skip_consent)}</Row>
        <Row label="May sign users out">{yesNo(client.enable_end_session)}</Row>
        <Row label="Requires PKCE">{yesNo(client.require_pkce ?? true)}</Row>
      </Table.Tbody>
    </Table>
  );
}
