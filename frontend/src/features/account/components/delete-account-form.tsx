import { useState, type FormEvent } from 'react';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { confirmAction } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { useDeleteAccount } from '../api/account';

/** `hasPassword` false: the user signs in only through providers, and confirms in the dialog alone. */
export function DeleteAccountForm({ hasPassword = true }: { hasPassword?: boolean }) {
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
      onConfirm: () =>
        remove.mutate(hasPassword ? password : undefined, { onSuccess: () => router.history.push('/sign-in') }),
    });
  }
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {hasPassword
            ? 'Confirm with your password.'
            : 'You sign in through a provider, so a recent sign-in confirms it.'}
        </Text>
        {hasPassword && (
          <PasswordInput
            label="Password for deletion"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
        )}
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
