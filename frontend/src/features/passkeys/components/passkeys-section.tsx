import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { confirmAction } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadingState } from '../../../components/loading-state';
import { formatDate } from '../../../lib/format-date';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { myPasskeysQueryOptions, useAddPasskey, useDeletePasskey, useRenamePasskey } from '../api/passkeys';
import type { Passkey } from '../api/passkeys';
import { RenamePasskeyModal } from './rename-passkey-modal';

const nameOf = (passkey: Passkey) => passkey.name || 'Unnamed passkey';

/** The signed-in user's passkeys: add one through the browser's prompt, rename, delete. */
export function PasskeysSection() {
  const passkeys = useQuery(myPasskeysQueryOptions);
  const [name, setName] = useState('');
  const add = useAddPasskey();
  const rename = useRenamePasskey();
  const remove = useDeletePasskey();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    add.mutate(name.trim(), { onSuccess: () => (setName(''), notifySuccess('Passkey added.')) });
  }
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  function saveName(newName: string) {
    if (!renaming) return;
    rename.mutate(
      { id: renaming.id, name: newName },
      { onSuccess: () => (setRenaming(null), rename.reset(), notifySuccess('Passkey renamed.')) },
    );
  }
  function askDelete(passkey: Passkey) {
    confirmAction({
      title: 'Delete passkey',
      message: `“${nameOf(passkey)}” will no longer sign you in.`,
      confirmLabel: 'Delete passkey',
      isDestructive: true,
      onConfirm: () =>
        remove.mutate(passkey.id, { onSuccess: () => notifySuccess('Passkey deleted.'), onError: notifyError }),
    });
  }

  return (
    <Stack gap="sm">
      {passkeys.isPending ? (
        <LoadingState label="Loading passkeys…" />
      ) : passkeys.error ? (
        <ErrorAlert error={passkeys.error} />
      ) : passkeys.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No passkeys yet. A passkey signs you in with your screen lock or a security key, without a password.
        </Text>
      ) : (
        <Table aria-label="Passkeys">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Added</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {passkeys.data.map((passkey) => (
              <Table.Tr key={passkey.id}>
                <Table.Td>{nameOf(passkey)}</Table.Td>
                <Table.Td>
                  {passkey.deviceType === 'multiDevice' ? 'Synced' : 'Single device'}
                  {passkey.backedUp ? ', backed up' : ''}
                </Table.Td>
                <Table.Td>{formatDate(passkey.createdAt)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end">
                    <Button size="xs" variant="subtle" onClick={() => setRenaming(passkey)}>
                      Rename {nameOf(passkey)}
                    </Button>
                    <Button size="xs" variant="subtle" color="red" onClick={() => askDelete(passkey)}>
                      Delete {nameOf(passkey)}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <RenamePasskeyModal
        passkey={renaming}
        onSave={saveName}
        onClose={() => (setRenaming(null), rename.reset())}
        isPending={rename.isPending}
        error={rename.error}
      />
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput
            label="New passkey"
            description="What to call it, to tell it from your others"
            placeholder="Work laptop"
            required
            maxLength={100}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <ErrorAlert error={add.error} />
          <Group>
            <Button type="submit" loading={add.isPending}>
              Add a passkey
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
