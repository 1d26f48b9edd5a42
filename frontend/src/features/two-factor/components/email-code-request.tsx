import { Button, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { ErrorAlert } from '../../../components/error-alert';

interface EmailCodeRequestProps {
  onSend: () => void;
  isSending: boolean;
  /** A code went out: the button now asks for a new one. */
  isSent: boolean;
  error: unknown;
}

/** Asks the service to e-mail a sign-in code; a new request replaces the code sent before. */
export function EmailCodeRequest({ onSend, isSending, isSent, error }: EmailCodeRequestProps) {
  return (
    <>
      <Text size="sm" c="dimmed">
        {isSent
          ? 'We e-mailed you a six-digit code. It works once, for 3 minutes.'
          : 'We can e-mail a six-digit code to your address.'}
      </Text>
      <Button variant="light" leftSection={<IconMail size={16} aria-hidden />} loading={isSending} onClick={onSend}>
        {isSent ? 'Send a new code' : 'E-mail me a code'}
      </Button>
      <ErrorAlert error={error} />
    </>
  );
}
