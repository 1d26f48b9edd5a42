import { Group, Pagination, Text } from '@mantine/core';

interface ListFooterProps {
  total: number;
  /** Singular and plural, as "1 user" / "12 users". */
  noun: [string, string];
  page: number;
  pageSize: number;
  /** The page to show; 1 is passed as undefined, so the first page keeps a clean URL. */
  onPageChange: (page: number | undefined) => void;
}

/** Under a paged list: how many there are, announced to screen readers, and the page buttons. */
export function ListFooter({ total, noun, page, pageSize, onPageChange }: ListFooterProps) {
  return (
    <Group justify="space-between" mt="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 1 ? `1 ${noun[0]}` : `${total} ${noun[1]}`}
      </Text>
      <Pagination
        total={Math.max(1, Math.ceil(total / pageSize))}
        value={page}
        onChange={(next) => onPageChange(next === 1 ? undefined : next)}
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
      />
    </Group>
  );
}
