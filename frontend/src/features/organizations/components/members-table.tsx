import { ActionIcon, Select, Table } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { UserText } from '../../../components/user-text';
import { formatDate } from '../../../lib/format-date';
import type { Member } from '../organization.types';

interface MembersTableProps {
  members: Member[];
  currentUserId: string;
  /** The organization's roles, predefined and its own. */
  roles: string[];
  onRoleChange: (member: Member, role: string) => void;
  onRemove: (member: Member) => void;
}

export function MembersTable({ members, currentUserId, roles, onRoleChange, onRemove }: MembersTableProps) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Member</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Joined</Table.Th>
            <Table.Th>
              <span className="sr-only">Actions</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.id}>
              <Table.Td>
                <UserText size="sm" fw={600} lines={2}>
                  {member.userId === currentUserId ? `${member.user.name} (you)` : member.user.name}
                </UserText>
                <UserText size="xs" c="dimmed">
                  {member.user.email}
                </UserText>
              </Table.Td>
              <Table.Td>
                <Select
                  aria-label={`Role of ${member.user.email}`}
                  // A comma-joined role, given through the API, shows as it is until one is chosen.
                  data={roles.includes(member.role) ? roles : [member.role, ...roles]}
                  value={member.role}
                  onChange={(value) => value && value !== member.role && onRoleChange(member, value)}
                  allowDeselect={false}
                  size="xs"
                  w={120}
                />
              </Table.Td>
              <Table.Td>{formatDate(member.createdAt)}</Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${member.user.email}`}
                  onClick={() => onRemove(member)}
                >
                  <IconUserMinus size={16} aria-hidden />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
