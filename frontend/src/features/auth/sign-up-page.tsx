import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { AnchorLink } from '../../components/anchor-link';
import { safeRedirect } from '../../lib/safe-redirect';
import { AuthCard } from '../../components/layout/auth-card';
import { useSignUp, type SignUpValues } from './api/sign-up';
import { signUpSettingQueryOptions } from './api/social-sign-in';
import { SignUpForm } from './components/sign-up-form';
import { describeSignUpPolicy } from './sign-up-policy';
import { isOAuthRedirect } from '../oauth/api/oauth-redirect';

/** `oauthQuery`: the signed authorization request this sign-up continues, when the page carries one. */
export function SignUpPage({ redirect, oauthQuery }: { redirect?: string; oauthQuery?: string }) {
  const router = useRouter();
  const signUp = useSignUp();
  const setting = useQuery(signUpSettingQueryOptions).data;

  function submit(values: SignUpValues) {
    signUp.mutate(
      { ...values, oauthQuery },
      {
        // Without a token the service wants the address verified before the first sign-in.
        onSuccess: (result) => {
          // An authorization continues: the client's redirect plugin is taking the browser on.
          if (result?.token && !isOAuthRedirect(result)) router.history.push(safeRedirect(redirect));
        },
      },
    );
  }

  if (signUp.isSuccess && isOAuthRedirect(signUp.data)) return null;
  if (signUp.isSuccess && !signUp.data?.token) {
    return (
      <AuthCard title="Check your inbox">
        <Alert color="green" role="status">
          We sent a verification link to {signUp.variables?.email}. Open it to finish, then sign in.
        </Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Create an account">
      {/* The form stays: an address with a pending invitation may sign up whatever the policy. */}
      {setting && setting.policy !== 'open' && (
        <Alert color={setting.policy === 'closed' ? 'yellow' : 'blue'} role="status" mb="md">
          {describeSignUpPolicy(setting)}
        </Alert>
      )}
      <SignUpForm onSubmit={submit} isPending={signUp.isPending} error={signUp.error} />
      <Text size="sm" mt="md">
        Already have an account?{' '}
        <AnchorLink to="/sign-in" search={{ redirect, oauth_query: oauthQuery }}>
          Sign in
        </AnchorLink>
      </Text>
    </AuthCard>
  );
}
