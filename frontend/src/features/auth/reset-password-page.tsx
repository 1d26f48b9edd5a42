import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { AnchorLink } from '../../components/anchor-link';
import { AuthCard } from '../../components/layout/auth-card';
import { ErrorAlert } from '../../components/error-alert';
import { useResetPassword } from './api/password-reset';
import { MIN_PASSWORD_LENGTH } from './components/sign-up-form';

/** Where the e-mailed reset link lands: with `token`, or with `error` when the link was bad or used. */
export function ResetPasswordPage({ token, error }: { token?: string; error?: string }) {
  const [password, setPassword] = useState('');
  const reset = useResetPassword();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (token) reset.mutate({ token, newPassword: password });
  }

  const back = (
    <AnchorLink to="/sign-in" size="sm" mt="md" display="block">
      Go to sign-in
    </AnchorLink>
  );
  if (error || !token) {
    return (
      <AuthCard title="Choose a new password">
        <Alert color="red" role="alert">
          This reset link is invalid or has expired. Ask for a new one.
        </Alert>
        <AnchorLink to="/forgot-password" size="sm" mt="md" display="block">
          Ask for a new link
        </AnchorLink>
      </AuthCard>
    );
  }
  if (reset.isSuccess) {
    return (
      <AuthCard title="Password changed">
        <Alert color="green" role="status">
          Your password is changed. Sign in with the new one.
        </Alert>
        {back}
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <PasswordInput
            label="New password"
            description={`${MIN_PASSWORD_LENGTH} to 128 characters`}
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <ErrorAlert error={reset.error} />
          <Button type="submit" loading={reset.isPending}>
            Set password
          </Button>
        </Stack>
      </form>
      {back}
    </AuthCard>
  );
}
