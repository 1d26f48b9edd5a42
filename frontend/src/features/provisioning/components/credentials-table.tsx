import { Badge, Button, Table } from '@mantine/core';
import { formatDateTime } from '../../../lib/format-date';
import type { ScimCredential } from '../provisioning.types';

const STATUS_COLORS: Record<string, string> = { active: 'green', revoked: 'gray', expired: 'yellow' };

interface CredentialsTableProps {
  credentials: ScimCredential[];
  /** Absent once the connection no longer takes changes. */
  onRevoke?: (credential: ScimCredential) => void;
}

export function CredentialsTable({ credentials, onRevoke }: CredentialsTableProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-label="Tokens">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Token</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Scopes</Table.Th>
            <Table.Th>Expires</Table.Th>
            <Table.Th>Last used</Table.Th>
            <Table.Th>
              <span className="sr-only">Actions</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {credentials.map((credential) => (
            <Table.Tr key={credential.credentialId}>
              <Table.Td>{credential.credentialId}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLORS[credential.status] ?? 'gray'} miw="max-content">
                  {credential.status}
                </Badge>
              </Table.Td>
              <Table.Td>{credential.scopes.join(' ')}</Table.Td>
              <Table.Td>{formatDateTime(credential.expiresAt)}</Table.Td>
              <Table.Td>{credential.lastUsedAt ? formatDateTime(credential.lastUsedAt) : 'Never'}</Table.Td>
              <Table.Td>
                {onRevoke && credential.status === 'active' && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={`Revoke ${credential.credentialId}`}
                    onClick={() => onRevoke(credential)}
                  >
                    Revoke
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
