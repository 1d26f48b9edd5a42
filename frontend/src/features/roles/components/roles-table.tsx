import { ActionIcon, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { UserText } from '../../../components/user-text';
import type { ListedRole, RoleRights } from '../roles.types';

interface RolesTableProps {
  roles: ListedRole[];
  /** Who holds each role, by name; absent where the page does not know (administrators' roles). */
  holders?: Map<string, string[]>;
  may: RoleRights;
  onEdit: (role: ListedRole) => void;
  onDelete: (role: ListedRole) => void;
}

function PermissionLines({ role }: { role: ListedRole }) {
  const entries = Object.entries(role.permission).filter(([, actions]) => actions.length > 0);
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nothing
      </Text>
    );
  return (
    <Stack gap={0}>
      {entries.map(([resource, actions]) => (
        <Text key={resource} size="sm">
          <Text span fw={600} inherit>
            {resource}:
          </Text>{' '}
          {actions.join(', ')}
        </Text>
      ))}
    </Stack>
  );
}

function HolderList({ emails }: { emails: string[] }) {
  if (emails.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No one
      </Text>
    );
  return (
    <Stack gap={0}>
      {emails.map((email) => (
        <UserText key={email} size="sm">
          {email}
        </UserText>
      ))}
    </Stack>
  );
}

/** The predefined roles (marked built in, never changed here) and the run-time ones, with what each grants. */
export function RolesTable({ roles, holders, may, onEdit, onDelete }: RolesTableProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Role</Table.Th>
            <Table.Th>May</Table.Th>
            {holders && <Table.Th>Held by</Table.Th>}
            <Table.Th>
              <span className="sr-only">Actions</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {roles.map((role) => (
            <Table.Tr key={role.name}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <UserText size="sm" fw={600}>
                    {role.name}
                  </UserText>
                  {!role.runtime && (
                    <Badge variant="light" color="gray" size="sm">
                      Built in
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <PermissionLines role={role} />
              </Table.Td>
              {holders && (
                <Table.Td>
                  <HolderList emails={holders.get(role.name) ?? []} />
                </Table.Td>
              )}
              <Table.Td>
                {role.runtime && (
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    {may.update && (
                      <ActionIcon variant="subtle" aria-label={`Edit role ${role.name}`} onClick={() => onEdit(role)}>
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                    )}
                    {may.delete && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete role ${role.name}`}
                        onClick={() => onDelete(role)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    )}
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
