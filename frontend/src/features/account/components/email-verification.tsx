import { Badge, Button, Group } from '@mantine/core';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSendVerificationEmail } from '../../auth/api/send-verification-email';

export function EmailVerification({ email, isVerified }: { email: string; isVerified: boolean }) {
  const send = useSendVerificationEmail();
  if (isVerified)
    return (
      <Badge color="green" variant="light">
        E-mail verified
      </Badge>
    );
  return (
    <Group gap="sm">
      <Badge color="gray" variant="outline">
        E-mail not verified
      </Badge>
      <Button
        size="compact-sm"
        variant="light"
        loading={send.isPending}
        onClick={() =>
          send.mutate(email, {
            onSuccess: () => notifySuccess(`Verification link sent to ${email}.`),
            onError: notifyError,
          })
        }
      >
        Send verification link
      </Button>
    </Group>
  );
}
