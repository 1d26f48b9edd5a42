import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconWorldCheck } from '@tabler/icons-react';
import { CopyableValue } from '../../../components/copyable-value';
import { ErrorAlert } from '../../../components/error-alert';

interface DomainVerificationProps {
  /** One TXT record name per domain of the provider. */
  recordNames: string[];
  /** The value every record must hold; absent while it loads or if it could not be had. */
  token: string | undefined;
  tokenError: unknown;
  onVerify: () => void;
  isVerifying: boolean;
  verifyError: unknown;
}

/** The DNS records that prove the organization owns the provider's domains, and the button that checks them. */
export function DomainVerification(props: DomainVerificationProps) {
  const { recordNames, token, tokenError, onVerify, isVerifying, verifyError } = props;
  return (
    <Alert color="yellow" variant="light" title="Verify the domain" icon={<IconWorldCheck aria-hidden />}>
      <Stack gap="sm">
        <Text size="sm">
          Add this TXT record to the DNS of {recordNames.length > 1 ? 'each domain' : 'the domain'}, then verify. Until
          then nobody can sign in with this provider.
        </Text>
        <ErrorAlert error={tokenError} title="The record’s value could not be had" />
        {recordNames.map((name) => (
          <CopyableValue key={name} label={`TXT record name (${name.split('.').slice(1).join('.')})`} value={name} />
        ))}
        {token && <CopyableValue label="TXT record value" value={token} />}
        <ErrorAlert error={verifyError} title="Not verified" />
        <div>
          <Button onClick={onVerify} loading={isVerifying} disabled={!token}>
            Verify domain
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}
