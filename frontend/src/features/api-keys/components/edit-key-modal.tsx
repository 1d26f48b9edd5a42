import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert';
import type { ApiKeyRecord } from '../api-key.types';
import type { UpdateApiKeyInput } from '../api/update-api-key';
import { keyLimitsOf, toServerOnlyFields } from '../key-limits';
import { KeyLimitsFields } from './key-limits-fields';

interface EditKeyModalProps {
  apiKey: ApiKeyRecord | null;
  onSave: (input: Omit<UpdateApiKeyInput, 'keyId'>) => void;
  onClose: () => void;
  isPending: boolean;
  error: unknown;
  /** Offers the limits and permissions only the service's administrators may change. */
  isAdmin: boolean;
}

export function EditKeyModal({ apiKey, ...props }: EditKeyModalProps) {
  return (
    <Modal opened={apiKey !== null} onClose={props.onClose} title="Edit API key" size={props.isAdmin ? 'lg' : 'md'}>
      {apiKey && <EditKeyForm key={apiKey.id} apiKey={apiKey} {...props} />}
    </Modal>
  );
}

function EditKeyForm({
  apiKey,
  onSave,
  onClose,
  isPending,
  error,
  isAdmin,
}: EditKeyModalProps & { apiKey: ApiKeyRecord }) {
  const [name, setName] = useState(apiKey.name ?? '');
  const [limits, setLimits] = useState(() => keyLimitsOf(apiKey));
  const [permissionsError, setPermissionsError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      onSave({ name: name.trim(), limits: isAdmin ? toServerOnlyFields(limits) : undefined });
      setPermissionsError(null);
    } catch (parseError) {
      setPermissionsError(parseError instanceof Error ? parseError.message : 'Invalid permissions');
    }
  }

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <TextInput label="Name" required value={name} onChange={(e) => setName(e.currentTarget.value)} data-autofocus />
        {isAdmin && <KeyLimitsFields values={limits} onChange={setLimits} permissionsError={permissionsError} />}
        <ErrorAlert error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
