import { useState } from 'react';
import { Alert, Button, Container, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconShieldLock } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { Section } from '../../components/section';
import { notifyError } from '../../lib/notify';
import { safeRedirect } from '../../lib/safe-redirect';
import { useSignOut } from '../auth/api/sign-out';
import { PasskeysSection } from '../passkeys/components/passkeys-section';
import { useCurrentSession } from '../session/use-current-session';
import { SecondFactorCodeForm } from './components/second-factor-code-form';
import { TwoFactorSection } from './components/two-factor-section';

/**
 * The only page a session made with a password alone reaches when the service requires a second factor
 * (REQUIRE_SECOND_FACTOR): set one up, or prove the one already set up, then continue.
 */
export function SecondFactorRequiredPage({ redirect }: { redirect?: string }) {
  useDocumentTitle('Second factor required · Auth Service');
  const router = useRouter();
  const { user } = useCurrentSession();
  const signOut = useSignOut();
  // Enrolling turns two-factor on midway; the enrolment stays on screen until its backup codes are saved.
  const [hadTwoFactor] = useState(user.twoFactorEnabled === true);
  const carryOn = () => router.history.push(safeRedirect(redirect));

  return (
    <Container component="main" size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1} size="h2">
          Second factor required
        </Title>
        <Alert color="blue" icon={<IconShieldLock aria-hidden />} title="Your password alone is not enough here">
          {hadTwoFactor
            ? 'This service requires a second factor for your account. Enter a code from your authenticator app, or a backup code, to continue.'
            : 'This service requires a second factor for your account. Set up an authenticator app or add a passkey, then continue. If you already have a passkey, sign out and sign in with it.'}
        </Alert>
        {hadTwoFactor ? (
          <Section title="Verify it is you">
            <SecondFactorCodeForm onVerified={carryOn} />
          </Section>
        ) : (
          <>
            <Section title="Two-factor authentication">
              <TwoFactorSection isEnabled={user.twoFactorEnabled === true} hasPassword />
            </Section>
            <Section title="Passkeys">
              <PasskeysSection />
            </Section>
          </>
        )}
        <Group>
          {!hadTwoFactor && <Button onClick={carryOn}>Continue</Button>}
          <Button
            variant="default"
            loading={signOut.isPending}
            onClick={() =>
              signOut.mutate(undefined, { onSuccess: () => router.history.push('/sign-in'), onError: notifyError })
            }
          >
            Sign out
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
