import { useState, type FormEvent } from 'react';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { confirmAction } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { useDeleteAccount } from '../api/account';

export function DeleteAccountForm() {
  const router = useRouter();
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    confirmAction({
      title: 'Delete your account',
      message: 'Your account, sessions, API keys and memberships are deleted. This cannot be undone.',
      confirmLabel: 'Delete my account',
      isDestructive: true,
      onConfirm: () => remove.mutate(password, { onSuccess: () => router.history.push('/sign-in') }),
    });
  }
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Confirm with your password.
        </Text>
        <PasswordInput label="Password for deletion" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
        <ErrorAlert error={remove.error} />
        <Group>
          <Button type="submit" color="red" loading={remove.isPending}>
            Delete account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
