import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert';
import { notifySuccess } from '../../../lib/notify';
import { useChangeEmail, useChangePassword, useUpdateProfile } from '../api/account';

export function ProfileForm({ name: initialName }: { name: string }) {
  const [name, setName] = useState(initialName);
  const update = useUpdateProfile();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate({ name: name.trim() }, { onSuccess: () => notifySuccess('Profile saved.') });
  }
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <TextInput label="Name" required value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <ErrorAlert error={update.error} />
        <Group>
          <Button type="submit" loading={update.isPending} disabled={name.trim() === initialName}>
            Save name
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ChangeEmailForm({ email }: { email: string }) {
  const [newEmail, setNewEmail] = useState('');
  const change = useChangeEmail();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    change.mutate(newEmail.trim(), { onSuccess: () => notifySuccess('Check your inbox to confirm the new address.') });
  }
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label="New e-mail"
          description={`Now ${email}`}
          type="email"
          required
          value={newEmail}
          onChange={(e) => setNewEmail(e.currentTarget.value)}
        />
        <ErrorAlert error={change.error} />
        <Group>
          <Button type="submit" variant="default" loading={change.isPending}>
            Change e-mail
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ChangePasswordForm() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [revokeOtherSessions, setRevokeOthers] = useState(true);
  const change = useChangePassword();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    change.mutate(
      { currentPassword, newPassword, revokeOtherSessions },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setNewPassword('');
          notifySuccess('Password changed.');
        },
      },
    );
  }
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.currentTarget.value)}
        />
        <PasswordInput
          label="New password"
          description="8 to 128 characters"
          autoComplete="new-password"
          required
          value={newPassword}
          onChange={(e) => setNewPassword(e.currentTarget.value)}
        />
        <Checkbox
          label="Sign out my other sessions"
          checked={revokeOtherSessions}
          onChange={(e) => setRevokeOthers(e.currentTarget.checked)}
        />
        <ErrorAlert error={change.error} />
        <Group>
          <Button type="submit" variant="default" loading={change.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
