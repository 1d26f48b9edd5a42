import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { AnchorLink } from '../../components/anchor-link';
import { AuthCard } from '../../components/layout/auth-card';
import { ErrorAlert } from '../../components/error-alert';
import { useRequestPasswordReset } from './api/password-reset';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const request = useRequestPasswordReset();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    request.mutate(email.trim());
  }

  return (
    <AuthCard title="Reset your password">
      {request.isSuccess ? (
        <Alert color="green" role="status">
          If an account uses {request.variables}, a link to choose a new password is on its way.
        </Alert>
      ) : (
        <form onSubmit={submit}>
          <Stack gap="sm">
            <TextInput
              label="E-mail"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            <ErrorAlert error={request.error} />
            <Button type="submit" loading={request.isPending}>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
      <AnchorLink to="/sign-in" size="sm" mt="md" display="block">
        Back to sign-in
      </AnchorLink>
    </AuthCard>
  );
}
