import { useState, type FormEvent } from 'react';
import { Button, Checkbox, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { AnchorLink } from '../../components/anchor-link';
import { ErrorAlert } from '../../components/error-alert';
import { AuthCard } from '../../components/layout/auth-card';
import { isApiError } from '../../lib/api-error';
import { safeRedirect } from '../../lib/safe-redirect';
import { useSendOtp, useVerifyBackupCode, useVerifyOtp, useVerifyTotp } from './api/two-factor';
import { EmailCodeRequest } from './components/email-code-request';
import { isOAuthRedirect } from '../oauth/api/oauth-redirect';

type Method = 'totp' | 'otp' | 'backup';

const METHODS: { value: Method; label: string }[] = [
  { value: 'totp', label: 'Authenticator' },
  { value: 'otp', label: 'E-mail' },
  { value: 'backup', label: 'Backup code' },
];

/**
 * The ways the second step offers: those the sign-in named (Better Auth 1.7's `twoFactorMethods`, as
 * `totp,otp`), or all when it named none (1.4). Backup codes are always offered.
 */
export function offeredMethods(named?: string): { value: Method; label: string }[] {
  if (named === undefined) return METHODS;
  const names = new Set(named.split(','));
  const offered = METHODS.filter((method) => method.value === 'backup' || names.has(method.value));
  return offered.length > 1 ? offered : METHODS;
}

const HINTS: Record<Exclude<Method, 'otp'>, string> = {
  totp: 'Enter the six-digit code your authenticator app shows.',
  backup: 'Enter one of the backup codes you saved; each works once.',
};

const LABELS: Record<Method, string> = { totp: 'Authenticator code', otp: 'E-mailed code', backup: 'Backup code' };

interface TwoFactorPageProps {
  redirect?: string;
  methods?: string;
  /** The authorization the sign-in continues; the service answers where to go once this step passes. */
  oauthQuery?: string;
}

/** The second step of a sign-in for an account with two-factor on: the password has passed already. */
export function TwoFactorPage({ redirect, methods, oauthQuery }: TwoFactorPageProps) {
  const router = useRouter();
  const offered = offeredMethods(methods);
  const [method, setMethod] = useState<Method>(offered[0].value);
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const totp = useVerifyTotp();
  const otp = useVerifyOtp();
  const backup = useVerifyBackupCode();
  const sendOtp = useSendOtp();
  const verify = { totp, otp, backup }[method];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    verify.mutate(
      { code: code.trim(), trustDevice, oauthQuery },
      {
        // An authorization continues: the client's redirect plugin is taking the browser on.
        onSuccess: (answer: unknown) => {
          if (!isOAuthRedirect(answer)) router.history.push(safeRedirect(redirect));
        },
      },
    );
  }
  // The pending sign-in lasts ten minutes; after that only a new sign-in helps.
  const isExpired =
    isApiError(verify.error, 'INVALID_TWO_FACTOR_COOKIE') || isApiError(sendOtp.error, 'INVALID_TWO_FACTOR_COOKIE');

  return (
    <AuthCard title="Two-step verification">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <SegmentedControl
            fullWidth
            data={offered}
            value={method}
            onChange={(value) => (setMethod(value), setCode(''))}
          />
          {method === 'otp' ? (
            <EmailCodeRequest
              onSend={() => sendOtp.mutate()}
              isSending={sendOtp.isPending}
              isSent={sendOtp.isSuccess}
              error={sendOtp.error}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {HINTS[method]}
            </Text>
          )}
          <TextInput
            label={LABELS[method]}
            required
            autoFocus
            autoComplete="one-time-code"
            inputMode={method === 'backup' ? 'text' : 'numeric'}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
          />
          <Checkbox
            label="Trust this browser for 30 days"
            checked={trustDevice}
            onChange={(e) => setTrustDevice(e.currentTarget.checked)}
          />
          <ErrorAlert error={verify.error} />
          {isExpired && (
            <AnchorLink to="/sign-in" search={{ redirect }} size="sm">
              Sign in again
            </AnchorLink>
          )}
          <Button type="submit" loading={verify.isPending} fullWidth>
            Verify
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
