import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert';
import type { Passkey } from '../api/passkeys';

interface RenamePasskeyModalProps {
  passkey: Passkey | null;
  onSave: (name: string) => void;
  onClose: () => void;
  isPending: boolean;
  error: unknown;
}

export function RenamePasskeyModal({ passkey, ...props }: RenamePasskeyModalProps) {
  return (
    <Modal opened={passkey !== null} onClose={props.onClose} title="Rename passkey">
      {passkey && <RenameForm key={passkey.id} passkey={passkey} {...props} />}
    </Modal>
  );
}

function RenameForm({ passkey, onSave, onClose, isPending, error }: RenamePasskeyModalProps & { passkey: Passkey }) {
  const [name, setName] = useState(passkey.name ?? '');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSave(name.trim());
  }
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label="Name"
          required
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          data-autofocus
        />
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
