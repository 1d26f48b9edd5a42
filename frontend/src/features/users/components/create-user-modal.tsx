import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert';
import { notifySuccess } from '../../../lib/notify';
import { useCreateUser } from '../api/user-mutations';
import { RoleInput } from './role-input';

export function CreateUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateUser();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [roles, setRoles] = useState<string[]>(['user']);

  function close() {
    create.reset();
    setName('');
    setEmail('');
    setPassword('');
    setRoles(['user']);
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.mutate(
      { name: name.trim(), email: email.trim(), password, role: roles.length > 0 ? roles : ['user'] },
      {
        onSuccess: (user) => {
          notifySuccess(`Created ${user.email}.`);
          close();
        },
      },
    );
  }

  return (
    <Modal opened={opened} onClose={close} title="Create user">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput
            label="Name"
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus
          />
          <TextInput
            label="E-mail"
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            description="8 to 128 characters"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <RoleInput value={roles} onChange={setRoles} />
          <ErrorAlert error={create.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create user
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
