import { ActionIcon, Badge, Code, Group, Switch, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { UserText } from '../../../components/user-text';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import type { ApiKeyRecord } from '../api-key.types';

interface ApiKeysTableProps {
  keys: ApiKeyRecord[];
  onToggle?: (apiKey: ApiKeyRecord, enabled: boolean) => void;
  onEdit?: (apiKey: ApiKeyRecord) => void;
  onDelete?: (apiKey: ApiKeyRecord) => void;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** "day", "6 hours", "15 min": the rate-limit window as people say it. */
export function describeWindow(windowMs: number): string {
  if (windowMs % DAY_MS === 0) return windowMs === DAY_MS ? 'day' : `${windowMs / DAY_MS} days`;
  if (windowMs % HOUR_MS === 0) return windowMs === HOUR_MS ? 'hour' : `${windowMs / HOUR_MS} hours`;
  return `${Math.max(1, Math.round(windowMs / 60_000))} min`;
}

/** The key's quota, refill and rate limit in words, or "Unlimited". */
export function describeLimits(apiKey: ApiKeyRecord): string {
  const parts: string[] = [];
  if (apiKey.remaining !== null) parts.push(`${apiKey.remaining} uses left`);
  if (apiKey.refillAmount !== null) parts.push(`refills ${apiKey.refillAmount} every ${apiKey.refillInterval} d`);
  if (apiKey.rateLimitEnabled && apiKey.rateLimitMax !== null) {
    parts.push(`${apiKey.rateLimitMax} per ${describeWindow(apiKey.rateLimitTimeWindow ?? DAY_MS)}`);
  }
  return parts.length > 0 ? parts.join(' · ') : 'Unlimited';
}

/** Without handlers the table is read-only (an administrator looking at someone else's keys). */
export function ApiKeysTable({ keys, onToggle, onEdit, onDelete }: ApiKeysTableProps) {
  const hasActions = Boolean(onEdit || onDelete);
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Key</Table.Th>
            <Table.Th>Limits</Table.Th>
            <Table.Th>Expires</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Enabled</Table.Th>
            {hasActions && (
              <Table.Th>
                <span className="sr-only">Actions</span>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((apiKey) => {
            const label = apiKey.name ?? 'Unnamed key';
            return (
              <Table.Tr key={apiKey.id}>
                <Table.Td>
                  <UserText size="sm" fw={600} lines={2}>
                    {label}
                  </UserText>
                  {apiKey.permissions && (
                    <UserText size="xs" c="dimmed" lines={2}>
                      {Object.entries(apiKey.permissions)
                        .map(([resource, actions]) => `${resource}: ${actions.join(', ')}`)
                        .join('; ')}
                    </UserText>
                  )}
                </Table.Td>
                <Table.Td>
                  <Code>{apiKey.start ?? apiKey.prefix ?? ''}…</Code>
                </Table.Td>
                <Table.Td>
                  <Text size="xs">{describeLimits(apiKey)}</Text>
                </Table.Td>
                <Table.Td>{apiKey.expiresAt ? formatDateTime(apiKey.expiresAt) : 'Never'}</Table.Td>
                <Table.Td>{formatDate(apiKey.createdAt)}</Table.Td>
                <Table.Td>
                  {onToggle ? (
                    <Switch
                      checked={apiKey.enabled}
                      onChange={(e) => onToggle(apiKey, e.currentTarget.checked)}
                      aria-label={`Enable ${label}`}
                    />
                  ) : (
                    <Badge variant="light" color={apiKey.enabled ? 'green' : 'gray'}>
                      {apiKey.enabled ? 'Enabled' : 'Disabled'}
                    </Badge>
                  )}
                </Table.Td>
                {hasActions && (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {onEdit && (
                        <ActionIcon variant="subtle" aria-label={`Edit ${label}`} onClick={() => onEdit(apiKey)}>
                          <IconPencil size={16} aria-hidden />
                        </ActionIcon>
                      )}
                      {onDelete && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${label}`}
                          onClick={() => onDelete(apiKey)}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      )}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
