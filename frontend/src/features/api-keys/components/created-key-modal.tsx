import { Alert, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { CopyValueButton } from '../../../components/copy-value-button';
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
            <CopyValueButton value={apiKey.key} label="Copy key" />
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
