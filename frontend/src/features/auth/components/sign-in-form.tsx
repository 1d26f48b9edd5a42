import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert';
import type { SignInValues } from '../api/sign-in';

interface SignInFormProps {
  onSubmit: (values: SignInValues) => void;
  isPending: boolean;
  error: unknown;
  /** Shown under the error, e.g. a "resend verification e-mail" action chosen from the error's code. */
  errorAction?: ReactNode;
}

export function SignInForm({ onSubmit, isPending, error, errorAction }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit({ email: email.trim(), password, rememberMe });
  }

  return (
    <form onSubmit={handleSubmit}>
      <Stack gap="sm">
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
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <Checkbox
          label="Keep me signed in"
          checked={rememberMe}
          onChange={(e) => setRememberMe(e.currentTarget.checked)}
        />
        <ErrorAlert error={error} />
        {errorAction}
        <Button type="submit" loading={isPending} fullWidth>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
