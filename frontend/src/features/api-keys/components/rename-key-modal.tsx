import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert';
import type { ApiKeyRecord } from '../api-key.types';

interface RenameKeyModalProps {
  apiKey: ApiKeyRecord | null;
  onSave: (name: string) => void;
  onClose: () => void;
  isPending: boolean;
  error: unknown;
}

export function RenameKeyModal({ apiKey, onSave, onClose, isPending, error }: RenameKeyModalProps) {
  return (
    <Modal opened={apiKey !== null} onClose={onClose} title="Edit API key">
      {apiKey && <RenameForm key={apiKey.id} initialName={apiKey.name ?? ''} onSave={onSave} onClose={onClose} isPending={isPending} error={error} />}
    </Modal>
  );
}

function RenameForm({ initialName, onSave, onClose, isPending, error }: Omit<RenameKeyModalProps, 'apiKey'> & { initialName: string }) {
  const [name, setName] = useState(initialName);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSave(name.trim());
  }
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <TextInput label="Name" required value={name} onChange={(e) => setName(e.currentTarget.value)} data-autofocus />
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
