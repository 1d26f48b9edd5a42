import { useState, type FormEvent } from 'react';
import { Button, Center, Code, Group, PinInput, Stack, Text } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { ErrorAlert } from '../../../components/error-alert';
import { useVerifyTotp } from '../api/two-factor';

/** The key the URI carries, for typing into an authenticator that cannot scan. */
function secretOf(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/** Step two of enrolment: scan the code, then prove it with one code; two-factor is on only after that. */
export function TotpEnrolment({ totpURI, onVerified }: { totpURI: string; onVerified: () => void }) {
  const [code, setCode] = useState('');
  const verify = useVerifyTotp();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    verify.mutate({ code, trustDevice: false }, { onSuccess: onVerified });
  }
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm">Scan this code with your authenticator app, then enter the six digits it shows.</Text>
        <Center>
          <QRCodeSVG value={totpURI} size={184} marginSize={2} title="Authenticator set-up code" />
        </Center>
        <Text size="sm" c="dimmed">
          Cannot scan? Enter this key: <Code data-testid="totp-secret">{secretOf(totpURI)}</Code>
        </Text>
        <PinInput length={6} type="number" oneTimeCode value={code} onChange={setCode} ariaLabel="Authenticator code" />
        <ErrorAlert error={verify.error} />
        <Group>
          <Button type="submit" loading={verify.isPending} disabled={code.length !== 6}>
            Verify and turn on
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
