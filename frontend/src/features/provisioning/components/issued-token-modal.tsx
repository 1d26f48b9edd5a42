import { Alert, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { CopyableValue } from '../../../components/copyable-value';
import { CopyValueButton } from '../../../components/copy-value-button';
import { scimBaseUrl } from '../connection-draft';
import type { IssuedCredential } from '../provisioning.types';

interface IssuedTokenModalProps {
  issued: IssuedCredential | null;
  /** A rotation: the earlier tokens still work, which the reader must know to revoke them. */
  isRotation: boolean;
  origin: string;
  onClose: () => void;
}

/** The only time a SCIM token is visible: the service keeps just a keyed digest of it. */
export function IssuedTokenModal({ issued, isRotation, origin, onClose }: IssuedTokenModalProps) {
  return (
    <Modal opened={issued !== null} onClose={onClose} title="SCIM token" size="lg">
      {issued && (
        <Stack gap="md">
          <Alert color="yellow" title="Copy it now">
            You will not see this token again. Enter it with the base URL in the identity provider’s provisioning
            settings.
            {isRotation &&
              ' The earlier token keeps working until you revoke it: revoke it once the identity provider uses this one.'}
          </Alert>
          <CopyableValue label="SCIM base URL" value={scimBaseUrl(origin)} />
          <Text size="sm" fw={600} id="scim-token-label">
            Token
          </Text>
          <Code block aria-labelledby="scim-token-label" data-testid="scim-token">
            {issued.token}
          </Code>
          <Group justify="flex-end">
            <CopyValueButton value={issued.token} label="Copy token" />
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
