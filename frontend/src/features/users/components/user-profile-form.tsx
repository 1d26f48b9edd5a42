import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert';

interface UserProfileFormProps {
  name: string;
  email: string;
  onSave: (values: { name: string; email: string }) => void;
  isPending: boolean;
  error: unknown;
}

export function UserProfileForm({
  name: initialName,
  email: initialEmail,
  onSave,
  isPending,
  error,
}: UserProfileFormProps) {
  const [name, setName] = useState(initialName);
  const [email, setEmail] = useState(initialEmail);
  const isChanged = name.trim() !== initialName || email.trim() !== initialEmail;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSave({ name: name.trim(), email: email.trim() });
  }

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <TextInput label="Name" required value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <TextInput
          label="E-mail"
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <ErrorAlert error={error} />
        <Group>
          <Button type="submit" loading={isPending} disabled={!isChanged}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
