import { useState, type FormEvent } from 'react';
import { Badge, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { confirmAction } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { notifySuccess } from '../../../lib/notify';
import { useDisableTwoFactor, useEnableTwoFactor, useGenerateBackupCodes, type Enrolment } from '../api/two-factor';
import { BackupCodes } from './backup-codes';
import { TotpEnrolment } from './totp-enrolment';

interface TwoFactorSectionProps {
  isEnabled: boolean;
  /** Enrolment and changes are confirmed with the password; provider-only accounts have none. */
  hasPassword: boolean;
}

/** The account's second factor: enrol an authenticator app, new backup codes, turn off. */
export function TwoFactorSection({ isEnabled, hasPassword }: TwoFactorSectionProps) {
  const [password, setPassword] = useState('');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const regenerate = useGenerateBackupCodes();

  if (enrolment)
    return (
      <TotpEnrolment
        totpURI={enrolment.totpURI}
        onVerified={() => {
          setShownCodes(enrolment.backupCodes);
          setEnrolment(null);
          notifySuccess('Two-factor authentication is on.');
        }}
      />
    );
  if (shownCodes)
    return (
      <Stack gap="sm">
        <BackupCodes codes={shownCodes} />
        <Group>
          <Button onClick={() => setShownCodes(null)}>I have saved them</Button>
        </Group>
      </Stack>
    );
  if (!hasPassword)
    return (
      <Text size="sm" c="dimmed">
        Two-factor authentication is confirmed with a password; this account signs in through a provider only.
      </Text>
    );

  const done = () => setPassword('');
  function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    enable.mutate(password, { onSuccess: (started) => (done(), setEnrolment(started)) });
  }
  function turnOff() {
    confirmAction({
      title: 'Turn off two-factor authentication',
      message: 'Signing in will ask for your password only, and your backup codes stop working.',
      confirmLabel: 'Turn off',
      isDestructive: true,
      onConfirm: () =>
        disable.mutate(password, { onSuccess: () => (done(), notifySuccess('Two-factor authentication is off.')) }),
    });
  }
  function newCodes() {
    regenerate.mutate(password, { onSuccess: (codes) => (done(), setShownCodes(codes)) });
  }

  return (
    <form onSubmit={start}>
      <Stack gap="sm">
        <Group gap="xs">
          <Text size="sm">Authenticator app</Text>
          <Badge color={isEnabled ? 'green' : 'gray'} variant="light">
            {isEnabled ? 'On' : 'Off'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {isEnabled
            ? 'Sign-in asks for a code from your authenticator app, or a backup code.'
            : 'Ask for a code from an authenticator app at each sign-in, besides the password.'}
        </Text>
        <PasswordInput
          label="Password to confirm"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <ErrorAlert error={enable.error ?? disable.error ?? regenerate.error} />
        <Group>
          {isEnabled ? (
            <>
              <Button variant="default" loading={regenerate.isPending} disabled={!password} onClick={newCodes}>
                New backup codes
              </Button>
              <Button color="red" variant="light" loading={disable.isPending} disabled={!password} onClick={turnOff}>
                Turn off
              </Button>
            </>
          ) : (
            <Button type="submit" loading={enable.isPending}>
              Set up authenticator app
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
