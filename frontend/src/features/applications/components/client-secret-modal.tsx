import { Alert, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { CopyValueButton } from '../../../components/copy-value-button';
import type { OAuthClient } from '../application.types';

/** The only time a client secret is visible: the service keeps just its hash. */
export function ClientSecretModal({ client, onClose }: { client: OAuthClient | null; onClose: () => void }) {
  const secret = client?.client_secret;
  return (
    <Modal opened={Boolean(secret)} onClose={onClose} title="Client secret" size="lg">
      {client && secret && (
        <Stack gap="md">
          <Alert color="yellow" title="Copy it now">
            You will not see this secret again. Store it in the application’s configuration; if it is lost, rotate the
            secret.
          </Alert>
          <Text size="sm">
            Client ID: <Code>{client.client_id}</Code>
          </Text>
          <Text size="sm" fw={600} id="client-secret-label">
            Client secret
          </Text>
          <Code block aria-labelledby="client-secret-label" data-testid="client-secret">
            {secret}
          </Code>
          <Group justify="flex-end">
            <CopyValueButton value={secret} label="Copy secret" />
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
