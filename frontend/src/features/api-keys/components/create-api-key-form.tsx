import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert';
import type { CreateApiKeyInput } from '../api/create-api-key';
import { toServerOnlyFields } from '../key-limits';
import { EMPTY_KEY_LIMITS, KeyLimitsFields, type KeyLimitsValues } from './key-limits-fields';

const DAY_SECONDS = 86_400;

interface CreateApiKeyFormProps {
  onSubmit: (input: CreateApiKeyInput) => void;
  onCancel: () => void;
  isPending: boolean;
  error: unknown;
  /** Offers the limits and permissions only the service's administrators may set. */
  isAdmin: boolean;
}

export function CreateApiKeyForm({ onSubmit, onCancel, isPending, error, isAdmin }: CreateApiKeyFormProps) {
  const [name, setName] = useState('');
  const [prefix, setPrefix] = useState('');
  const [expiresInDays, setExpiresInDays] = useState<number | string>(30);
  const [hasLimits, setHasLimits] = useState(false);
  const [limits, setLimits] = useState<KeyLimitsValues>(EMPTY_KEY_LIMITS);
  const [permissionsError, setPermissionsError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const days = typeof expiresInDays === 'number' ? expiresInDays : Number.parseInt(expiresInDays, 10);
    let serverOnly;
    try {
      serverOnly = hasLimits ? toServerOnlyFields(limits) : undefined;
    } catch (parseError) {
      setPermissionsError(parseError instanceof Error ? parseError.message : 'Invalid permissions');
      return;
    }
    setPermissionsError(null);
    onSubmit({
      name: name.trim() || undefined,
      prefix: prefix.trim() || undefined,
      expiresIn: Number.isFinite(days) && days > 0 ? days * DAY_SECONDS : undefined,
      limits: serverOnly,
    });
  }

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label="Name"
          description="1 to 32 characters"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          data-autofocus
        />
        <TextInput
          label="Prefix"
          description="Letters, digits, _ and -; put before the random part"
          placeholder="proj_"
          value={prefix}
          onChange={(e) => setPrefix(e.currentTarget.value)}
        />
        <NumberInput
          label="Expires in (days)"
          description="1 to 365; empty: never"
          min={1}
          max={365}
          allowDecimal={false}
          value={expiresInDays}
          onChange={setExpiresInDays}
        />
        {isAdmin && (
          <Checkbox
            label="Set limits and permissions"
            checked={hasLimits}
            onChange={(e) => setHasLimits(e.currentTarget.checked)}
          />
        )}
        {isAdmin && hasLimits && (
          <KeyLimitsFields values={limits} onChange={setLimits} permissionsError={permissionsError} />
        )}
        <ErrorAlert error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={isPending}>
            Create key
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
