import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert';
import {
  checkConnectionDraft,
  LIFETIME_CHOICES,
  NEW_CONNECTION,
  SCIM_SCOPES,
  type ConnectionDraft,
} from '../connection-draft';

interface ConnectionFormProps {
  submitLabel: string;
  /** Said above the buttons: what submitting does to the tokens already issued. */
  notice?: string;
  onSubmit: (draft: ConnectionDraft) => void;
  onCancel: () => void;
  isPending: boolean;
  error: unknown;
}

/** The terms of a new token: what it may do and how long it lasts. */
export function ConnectionForm({ submitLabel, notice, onSubmit, onCancel, isPending, error }: ConnectionFormProps) {
  const [draft, setDraft] = useState<ConnectionDraft>(NEW_CONNECTION);
  const [errors, setErrors] = useState<{ scopes?: string }>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkConnectionDraft(draft);
    setErrors(found);
    if (!found.scopes) onSubmit(draft);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Checkbox.Group
          label="Scopes"
          description="What the identity provider may do with the token"
          value={draft.scopes}
          onChange={(scopes) => setDraft((previous) => ({ ...previous, scopes }))}
          error={errors.scopes}
        >
          <Stack gap={6} mt="xs">
            {SCIM_SCOPES.map((scope) => (
              <Checkbox key={scope.value} value={scope.value} label={scope.label} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Select
          label="Token lifetime"
          data={LIFETIME_CHOICES}
          value={draft.lifetimeDays}
          onChange={(value) => value && setDraft((previous) => ({ ...previous, lifetimeDays: value }))}
          allowDeselect={false}
        />
        {notice && <Text size="sm">{notice}</Text>}
        <ErrorAlert error={error} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
