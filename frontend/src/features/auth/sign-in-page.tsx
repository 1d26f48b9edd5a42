import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { AnchorLink } from '../../components/anchor-link';
import { isApiError } from '../../lib/api-error';
import { notifySuccess, notifyError } from '../../lib/notify';
import { safeRedirect } from '../../lib/safe-redirect';
import { AuthCard } from '../../components/layout/auth-card';
import { useSendVerificationEmail } from './api/send-verification-email';
import { useSignIn, type SignInValues } from './api/sign-in';
import { useSignInWithPasskey } from '../passkeys/api/passkeys';
import { signUpSettingQueryOptions, socialProvidersQueryOptions, useSocialSignIn } from './api/social-sign-in';
import { SignInForm } from './components/sign-in-form';
import { SocialSignInButtons } from './components/social-sign-in-buttons';
import { providerErrorMessage } from './provider-error';
import { isOAuthRedirect } from '../oauth/api/oauth-redirect';

interface SignInPageProps {
  redirect?: string;
  /** Set when a provider sign-in was sent back here: Better Auth's error name and the service's description. */
  providerError?: { error: string; description?: string };
  /** The signed authorization request this sign-in continues; the service then answers where to go. */
  oauthQuery?: string;
}

export function SignInPage({ redirect, providerError, oauthQuery }: SignInPageProps) {
  const router = useRouter();
  const signIn = useSignIn();
  const providers = useQuery(socialProvidersQueryOptions);
  // Offered once the service says sign-up is not closed (SIGN_UP).
  const signUpPolicy = useQuery(signUpSettingQueryOptions).data?.policy;
  const isSignUpOffered = signUpPolicy !== undefined && signUpPolicy !== 'closed';
  const socialSignIn = useSocialSignIn();
  const passkeySignIn = useSignInWithPasskey();
  const resend = useSendVerificationEmail();
  const target = safeRedirect(redirect);

  function submit(values: SignInValues) {
    signIn.mutate(
      { ...values, oauthQuery },
      {
        onSuccess: (answer) => {
          // An account with two-factor on gets no session yet: the second step gives it, and continues.
          if ('twoFactorRedirect' in answer && answer.twoFactorRedirect)
            void router.navigate({
              to: '/two-factor',
              search: { redirect, methods: twoFactorMethodsOf(answer), oauth_query: oauthQuery },
            });
          // An authorization continues: the client's redirect plugin is taking the browser on.
          else if (!isOAuthRedirect(answer)) router.history.push(target);
        },
      },
    );
  }

  const unverifiedEmail = isApiError(signIn.error, 'EMAIL_NOT_VERIFIED') ? signIn.variables?.email : undefined;
  const resendAction = unverifiedEmail ? (
    <Button
      variant="light"
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(unverifiedEmail, {
          onSuccess: () => notifySuccess('Verification e-mail sent.'),
          onError: notifyError,
        })
      }
    >
      Send the verification e-mail again
    </Button>
  ) : undefined;

  return (
    <AuthCard title="Sign in">
      {providerError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" mb="md">
          {providerErrorMessage(providerError.error, providerError.description)}
        </Alert>
      )}
      <SocialSignInButtons
        providers={providers.data ?? []}
        pendingProvider={
          socialSignIn.isPending || socialSignIn.isSuccess ? socialSignIn.variables?.provider : undefined
        }
        onSelect={(provider) => socialSignIn.mutate({ provider, redirect: target }, { onError: notifyError })}
      />
      <SignInForm onSubmit={submit} isPending={signIn.isPending} error={signIn.error} errorAction={resendAction} />
      <Button
        variant="default"
        fullWidth
        mt="sm"
        leftSection={<IconKey size={16} aria-hidden />}
        loading={passkeySignIn.isPending}
        onClick={() =>
          passkeySignIn.mutate(undefined, { onSuccess: () => router.history.push(target), onError: notifyError })
        }
      >
        Sign in with a passkey
      </Button>
      <Group justify="space-between" mt="md">
        <AnchorLink to="/forgot-password" size="sm">
          Forgot password?
        </AnchorLink>
        {isSignUpOffered && (
          <Text size="sm">
            New here?{' '}
            <AnchorLink to="/sign-up" search={{ redirect, oauth_query: oauthQuery }}>
              Create an account
            </AnchorLink>
          </Text>
        )}
      </Group>
    </AuthCard>
  );
}

/** Better Auth 1.7's `twoFactorMethods` (the 1.4 client's types do not name it), as the second step's search. */
function twoFactorMethodsOf(answer: object): string | undefined {
  const methods: unknown = 'twoFactorMethods' in answer ? answer.twoFactorMethods : undefined;
  return Array.isArray(methods) && methods.every((name) => typeof name === 'string') ? methods.join(',') : undefined;
}
