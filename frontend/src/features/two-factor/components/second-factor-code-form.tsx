import { useState, type FormEvent } from 'react';
import { Button, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert';
import { useVerifyBackupCode, useVerifyTotp } from '../api/two-factor';

type Method = 'totp' | 'backup';

const METHODS = [
  { value: 'totp', label: 'Authenticator app' },
  { value: 'backup', label: 'Backup code' },
];

/** A code for the signed-in session's own second factor; the service then lets the session on. */
export function SecondFactorCodeForm({ onVerified }: { onVerified: () => void }) {
  const [method, setMethod] = useState<Method>('totp');
  const [code, setCode] = useState('');
  const totp = useVerifyTotp();
  const backup = useVerifyBackupCode();
  const verify = method === 'totp' ? totp : backup;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    verify.mutate({ code: code.trim(), trustDevice: false }, { onSuccess: onVerified });
  }

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <SegmentedControl
          fullWidth
          data={METHODS}
          value={method}
          onChange={(value) => (setMethod(value as Method), setCode(''))}
        />
        <TextInput
          label={method === 'totp' ? 'Authenticator code' : 'Backup code'}
          required
          autoFocus
          autoComplete="one-time-code"
          inputMode={method === 'totp' ? 'numeric' : 'text'}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        <ErrorAlert error={verify.error} />
        <Button type="submit" loading={verify.isPending}>
          Verify and continue
        </Button>
      </Stack>
    </form>
  );
}
