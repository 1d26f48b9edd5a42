import { Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import classes from './sortable-header.module.css';

export interface SortState<Field extends string> {
  sortBy: Field;
  dir: 'asc' | 'desc';
  onSort: (field: Field) => void;
}

/** A column heading that sorts the list by its field, saying the current order to screen readers. */
export function SortableHeader<Field extends string>({
  field,
  label,
  sortBy,
  dir,
  onSort,
}: { field: Field; label: string } & SortState<Field>) {
  const isActive = sortBy === field;
  const Icon = !isActive ? IconArrowsSort : dir === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={isActive ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton className={classes.sort} onClick={() => onSort(field)}>
        {label}
        <Icon size={14} aria-hidden />
        <VisuallyHidden>
          {isActive ? `, sorted ${dir === 'asc' ? 'ascending' : 'descending'}` : ', sort'}
        </VisuallyHidden>
      </UnstyledButton>
    </Table.Th>
  );
}
