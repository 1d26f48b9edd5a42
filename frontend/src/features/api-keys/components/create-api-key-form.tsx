import { useState, type FormEvent } from 'react';
import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert';
import type { CreateApiKeyInput } from '../api/create-api-key';
import type { ApiKeyDefaults } from '../api/key-defaults';
import { NO_LIMITS, limitsFromDefaults, toServerOnlyFields } from '../key-limits';
import { KeyLimitChoice, type LimitChoice } from './key-limit-choice';
import { EMPTY_KEY_LIMITS, type KeyLimitsValues } from './key-limits-fields';

const DAY_SECONDS = 86_400;

interface CreateApiKeyFormProps {
  onSubmit: (input: CreateApiKeyInput) => void;
  onCancel: () => void;
  isPending: boolean;
  error: unknown;
  /** Offers the limits and permissions only the service's administrators may set. */
  isAdmin: boolean;
  /** The limit a key gets when none is set; undefined while it loads. */
  defaults: ApiKeyDefaults | undefined;
}

export function CreateApiKeyForm({ onSubmit, onCancel, isPending, error, isAdmin, defaults }: CreateApiKeyFormProps) {
  const [name, setName] = useState('');
  const [prefix, setPrefix] = useState('');
  const [expiresInDays, setExpiresInDays] = useState<number | string>(30);
  const [limitChoice, setLimitChoice] = useState<LimitChoice>('none');
  const [limits, setLimits] = useState<KeyLimitsValues>(EMPTY_KEY_LIMITS);
  const [permissionsError, setPermissionsError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const days = typeof expiresInDays === 'number' ? expiresInDays : Number.parseInt(expiresInDays, 10);
    let serverOnly;
    try {
      serverOnly = !isAdmin ? undefined : limitChoice === 'none' ? NO_LIMITS : toServerOnlyFields(limits);
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
        <KeyLimitChoice
          canChoose={isAdmin}
          defaults={defaults}
          choice={limitChoice}
          onChoiceChange={(choice) => {
            // Custom starts from the service's default limit, for the administrator to change.
            if (choice === 'custom' && limits === EMPTY_KEY_LIMITS && defaults) setLimits(limitsFromDefaults(defaults));
            setLimitChoice(choice);
          }}
          limits={limits}
          onLimitsChange={setLimits}
          permissionsError={permissionsError}
        />
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
