import { useState, type ChangeEvent } from 'react';
import { Group, Select, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { DATE_FORMAT } from '../../../lib/format-date';
import type { AuditActionEntry } from '../audit.types';
import type { AuditListParams } from '../audit-list-params';

const ANY_ACTION = { value: 'all', label: 'Any action' };

interface AuditFiltersProps {
  params: AuditListParams;
  /** The service's catalogue; empty while it loads. */
  actions: AuditActionEntry[];
  onChange: (changes: Partial<AuditListParams>) => void;
}

/** The catalogue as grouped options, in the service's order, each under its label. */
function actionOptions(actions: AuditActionEntry[]) {
  const groups = new Map<string, Array<{ value: string; label: string }>>();
  for (const { action, label, group } of actions) {
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group)!.push({ value: action, label });
  }
  return [ANY_ACTION, ...[...groups].map(([group, items]) => ({ group, items }))];
}

/** A text filter that asks the service once typing pauses, not on every key. */
function useDebouncedText(initial: string | undefined, apply: (value: string | undefined) => void) {
  const [text, setText] = useState(initial ?? '');
  const debounced = useDebouncedCallback((value: string) => apply(value.trim() || undefined), 300);
  return {
    value: text,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setText(event.currentTarget.value);
      debounced(event.currentTarget.value);
    },
  };
}

export function AuditFilters({ params, actions, onChange }: AuditFiltersProps) {
  const search = useDebouncedText(params.searchValue, (searchValue) => onChange({ searchValue }));
  const result = useDebouncedText(params.result, (value) => onChange({ result: value }));

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" mb="md">
      <TextInput
        label="Search events"
        description="Ids, e-mails, IP addresses, user agents"
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={256}
        w={240}
        {...search}
      />
      <Select
        label="Action"
        data={actionOptions(actions)}
        value={params.action ?? 'all'}
        onChange={(value) => onChange({ action: value === 'all' || !value ? undefined : value })}
        description="One kind of event"
        allowDeselect={false}
        searchable
        w={220}
      />
      <TextInput
        label="Result"
        description="success or an error code"
        placeholder="success"
        maxLength={128}
        w={200}
        {...result}
      />
      <DateInput
        label="From"
        description="First day, inclusive"
        valueFormat={DATE_FORMAT}
        placeholder="1 Nov 2026"
        clearable
        value={params.from ?? null}
        maxDate={params.to}
        onChange={(from) => onChange({ from: from ?? undefined })}
        w={160}
      />
      <DateInput
        label="To"
        description="Last day, inclusive"
        valueFormat={DATE_FORMAT}
        placeholder="30 Nov 2026"
        clearable
        value={params.to ?? null}
        minDate={params.from}
        onChange={(to) => onChange({ to: to ?? undefined })}
        w={160}
      />
    </Group>
  );
}
