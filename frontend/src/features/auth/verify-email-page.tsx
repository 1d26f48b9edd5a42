import { Alert } from '@mantine/core';
import { AnchorLink } from '../../components/anchor-link';
import { AuthCard } from '../../components/layout/auth-card';

/** Where the verification link lands after the service checked it: `error` when the link was bad. */
export function VerifyEmailPage({ error }: { error?: string }) {
  return (
    <AuthCard title={error ? 'Verification failed' : 'E-mail verified'}>
      {error ? (
        <Alert color="red" role="alert">
          This verification link is invalid or has expired. Sign in to get a new one.
        </Alert>
      ) : (
        <Alert color="green" role="status">
          Your e-mail address is verified.
        </Alert>
      )}
      <AnchorLink to="/" size="sm" mt="md" display="block">
        Continue to the dashboard
      </AnchorLink>
    </AuthCard>
  );
}
