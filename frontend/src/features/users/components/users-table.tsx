import { Table } from '@mantine/core';
import { AnchorLink } from '../../../components/anchor-link';
import { SortableHeader } from '../../../components/sortable-header';
import { UserText } from '../../../components/user-text';
import { formatDate } from '../../../lib/format-date';
import type { SORT_FIELDS } from '../user-list-params';
import type { AdminUser } from '../user.types';
import { UserStatusBadges } from './user-status-badges';

type SortField = (typeof SORT_FIELDS)[number];

interface UsersTableProps {
  users: AdminUser[];
  sortBy: SortField;
  dir: 'asc' | 'desc';
  onSort: (field: SortField) => void;
}

export function UsersTable({ users, sortBy, dir, onSort }: UsersTableProps) {
  const sort = { sortBy, dir, onSort };
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <SortableHeader field="name" label="Name" {...sort} />
            <SortableHeader field="email" label="E-mail" {...sort} />
            <Table.Th>Roles and status</Table.Th>
            <SortableHeader field="createdAt" label="Created" {...sort} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <AnchorLink to="/users/$userId" params={{ userId: user.id }} fw={600}>
                  <UserText component="span" size="sm" fw={600} lines={2} maw={300}>
                    {user.name}
                  </UserText>
                </AnchorLink>
              </Table.Td>
              <Table.Td>
                <UserText size="sm" lines={2} maw={300}>
                  {user.email}
                </UserText>
              </Table.Td>
              <Table.Td>
                <UserStatusBadges user={user} />
              </Table.Td>
              <Table.Td>{formatDate(user.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
