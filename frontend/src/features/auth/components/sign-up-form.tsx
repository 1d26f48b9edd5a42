import { useState, type FormEvent } from 'react';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert';
import type { SignUpValues } from '../api/sign-up';

export const MIN_PASSWORD_LENGTH = 8;

interface SignUpFormProps {
  onSubmit: (values: SignUpValues) => void;
  isPending: boolean;
  error: unknown;
  initialEmail?: string;
}

export function SignUpForm({ onSubmit, isPending, error, initialEmail = '' }: SignUpFormProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [isTouched, setTouched] = useState(false);
  const mismatch = isTouched && confirmation !== password ? 'The passwords do not match' : null;
  const tooShort =
    isTouched && password.length < MIN_PASSWORD_LENGTH ? `At least ${MIN_PASSWORD_LENGTH} characters` : null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (password !== confirmation || password.length < MIN_PASSWORD_LENGTH) return;
    onSubmit({ name: name.trim(), email: email.trim(), password });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Name"
          autoComplete="name"
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <PasswordInput
          label="Password"
          description={`${MIN_PASSWORD_LENGTH} to 128 characters`}
          autoComplete="new-password"
          required
          value={password}
          error={tooShort}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <PasswordInput
          label="Repeat password"
          autoComplete="new-password"
          required
          value={confirmation}
          error={mismatch}
          onChange={(e) => setConfirmation(e.currentTarget.value)}
        />
        <ErrorAlert error={error} />
        <Button type="submit" loading={isPending} fullWidth>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
