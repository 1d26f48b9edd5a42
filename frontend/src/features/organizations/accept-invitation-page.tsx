import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink } from '../../components/anchor-link';
import { AuthCard } from '../../components/layout/auth-card';
import { ErrorAlert } from '../../components/error-alert';
import { LoadingState } from '../../components/loading-state';
import { useSignIn } from '../auth/api/sign-in';
import { useSignOut } from '../auth/api/sign-out';
import { SignInForm } from '../auth/components/sign-in-form';
import { sessionQueryOptions } from '../session/api/session-query';
import { invitationQueryOptions, useAnswerInvitation } from './api/invitation-answer';
import { InvitationCard } from './components/invitation-card';

/** The page an invitation e-mail links to: the invited person signs in, then accepts or declines. */
export function AcceptInvitationPage({ invitationId }: { invitationId: string }) {
  const session = useQuery(sessionQueryOptions);
  const signIn = useSignIn();
  const signOut = useSignOut();
  const isSignedIn = Boolean(session.data);
  const invitation = useQuery({ ...invitationQueryOptions(invitationId), enabled: isSignedIn });
  const answer = useAnswerInvitation(invitationId);

  if (session.isPending) {
    return (
      <AuthCard title="Invitation">
        <LoadingState />
      </AuthCard>
    );
  }
  if (!session.data) {
    return (
      <AuthCard title="Invitation">
        <Stack gap="md">
          <Text size="sm">Sign in with the invited e-mail address to answer the invitation.</Text>
          <SignInForm onSubmit={(values) => signIn.mutate(values)} isPending={signIn.isPending} error={signIn.error} />
          <Text size="sm">
            No account yet?{' '}
            <AnchorLink to="/sign-up" search={{ redirect: `/accept-invitation/${invitationId}` }}>
              Create one with the invited address
            </AnchorLink>
          </Text>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Invitation">
      {answer.isSuccess && invitation.data ? (
        <InvitationCard
          invitation={invitation.data}
          answer={answer.variables}
          onAnswer={() => {}}
          isPending={false}
          error={null}
        />
      ) : invitation.isPending ? (
        <LoadingState label="Loading the invitation…" />
      ) : invitation.error ? (
        <ErrorAlert error={invitation.error} />
      ) : (
        <InvitationCard
          invitation={invitation.data}
          answer={null}
          onAnswer={(choice) => answer.mutate(choice)}
          isPending={answer.isPending}
          error={answer.error}
        />
      )}
      {answer.isSuccess ? (
        <AnchorLink to="/organizations" size="sm" mt="md" display="block">
          Go to your organizations
        </AnchorLink>
      ) : (
        <Text size="sm" mt="md">
          Signed in as {session.data.user.email}.{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => signOut.mutate()}>
            Use another account
          </Anchor>
        </Text>
      )}
    </AuthCard>
  );
}
