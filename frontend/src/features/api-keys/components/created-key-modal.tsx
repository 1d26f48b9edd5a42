import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { CreatedApiKey } from '../api-key.types';
import { describeLimits } from './api-keys-table';

/** The only time the full key is visible: the service keeps just its hash. */
export function CreatedKeyModal({ apiKey, onClose }: { apiKey: CreatedApiKey | null; onClose: () => void }) {
  return (
    <Modal opened={apiKey !== null} onClose={onClose} title="Your new API key" size="lg">
      {apiKey && (
        <Stack gap="md">
          <Alert color="yellow" title="Copy it now">
            This key is shown once. Store it somewhere safe: it cannot be shown again.
          </Alert>
          <Text size="sm" fw={600} id="new-key-label">
            {apiKey.name ?? 'Unnamed key'}
          </Text>
          <Code block aria-labelledby="new-key-label" data-testid="new-api-key">
            {apiKey.key}
          </Code>
          <Text size="sm">Limits: {describeLimits(apiKey)}</Text>
          <Group justify="flex-end">
            <CopyButton value={apiKey.key}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  onClick={copy}
                >
                  {copied ? 'Copied' : 'Copy key'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
