import { useState } from 'react';
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { UserFilter, UserListParams } from '../user-list-params';

const FILTER_OPTIONS: { value: UserFilter | 'all'; label: string }[] = [
  { value: 'all', label: 'All users' },
  { value: 'admins', label: 'Role: admin' },
  { value: 'banned', label: 'Banned' },
  { value: 'not-banned', label: 'Not banned' },
  { value: 'verified', label: 'E-mail verified' },
  { value: 'unverified', label: 'E-mail not verified' },
];

interface UserListToolbarProps {
  params: UserListParams;
  onChange: (changes: Partial<UserListParams>) => void;
}

export function UserListToolbar({ params, onChange }: UserListToolbarProps) {
  const [text, setText] = useState(params.q ?? '');
  const search = useDebouncedCallback((value: string) => onChange({ q: value.trim() || undefined }), 300);

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" mb="md">
      <TextInput
        label="Search users"
        placeholder="ada@example.com"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          search(event.currentTarget.value);
        }}
        w={260}
      />
      <Select
        label="Search in"
        data={[
          { value: 'email', label: 'E-mail' },
          { value: 'name', label: 'Name' },
        ]}
        value={params.field ?? 'email'}
        onChange={(value) => onChange({ field: value === 'name' ? 'name' : 'email' })}
        allowDeselect={false}
        w={120}
      />
      <Select
        label="Match"
        data={[
          { value: 'contains', label: 'Contains' },
          { value: 'starts_with', label: 'Starts with' },
          { value: 'ends_with', label: 'Ends with' },
        ]}
        value={params.op ?? 'contains'}
        onChange={(value) => onChange({ op: value ?? 'contains' })}
        allowDeselect={false}
        w={140}
      />
      <Select
        label="Show"
        data={FILTER_OPTIONS}
        value={params.filter ?? 'all'}
        onChange={(value) => onChange({ filter: value === 'all' || !value ? undefined : value })}
        allowDeselect={false}
        w={190}
      />
    </Group>
  );
}
