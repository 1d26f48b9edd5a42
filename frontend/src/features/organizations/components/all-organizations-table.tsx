import { Stack, Table, Text } from '@mantine/core';
import { AnchorLink } from '../../../components/anchor-link';
import { SortableHeader, type SortState } from '../../../components/sortable-header';
import { formatDate } from '../../../lib/format-date';
import type { OrganizationSortField } from '../all-organizations-params';
import type { ListedOrganization } from '../api/all-organizations';

interface AllOrganizationsTableProps extends SortState<OrganizationSortField> {
  organizations: ListedOrganization[];
}

/** Text a user chose, cut to one line with the whole of it on hover, so a long word keeps the columns in place. */
function OneLine({ text, maw, ...props }: { text: string; maw: number; fw?: number; c?: string; size?: string }) {
  return (
    <Text size="sm" truncate="end" maw={maw} title={text} {...props}>
      {text}
    </Text>
  );
}

/**
 * Every organization with its owner. Rows link nowhere: the organization page shows the caller's active
 * organization and needs membership; the owner links to their user page.
 */
export function AllOrganizationsTable({ organizations, ...sort }: AllOrganizationsTableProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <SortableHeader field="name" label="Name" {...sort} />
            <Table.Th>Slug</Table.Th>
            <SortableHeader field="memberCount" label="Members" {...sort} />
            <Table.Th>Owner</Table.Th>
            <SortableHeader field="createdAt" label="Created" {...sort} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {organizations.map((organization) => (
            <Table.Tr key={organization.id}>
              <Table.Td>
                <OneLine text={organization.name} maw={260} fw={600} />
              </Table.Td>
              <Table.Td>
                <OneLine text={organization.slug} maw={200} c="dimmed" />
              </Table.Td>
              <Table.Td>{organization.memberCount}</Table.Td>
              <Table.Td>
                {organization.owner ? (
                  <Stack gap={0}>
                    <AnchorLink
                      to="/users/$userId"
                      params={{ userId: organization.owner.id }}
                      size="sm"
                      truncate="end"
                      maw={240}
                      title={organization.owner.name}
                    >
                      {organization.owner.name}
                    </AnchorLink>
                    <OneLine text={organization.owner.email} maw={240} c="dimmed" size="xs" />
                  </Stack>
                ) : (
                  <Text size="sm" c="dimmed">
                    No owner
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatDate(organization.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
