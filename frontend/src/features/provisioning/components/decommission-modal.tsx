import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert';

interface DecommissionModalProps {
  opened: boolean;
  organizationName: string;
  onConfirm: () => void;
  onClose: () => void;
  isPending: boolean;
  error: unknown;
}

/**
 * Decommissioning cannot be undone and signs out and bans every user the connection provisioned who has
 * no other source, so the reader types the organization's name before the button works.
 */
export function DecommissionModal(props: DecommissionModalProps) {
  const { opened, organizationName, onConfirm, onClose, isPending, error } = props;
  const [typed, setTyped] = useState('');
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Decommission the connection">
      <Stack gap="md">
        <Alert color="red" title="This cannot be undone">
          Every token of the connection stops working at once, and every user it provisioned loses access: their
          sessions end and they can no longer sign in, unless another connection still provisions them.
        </Alert>
        <TextInput
          label={`Type ${organizationName} to confirm`}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          autoComplete="off"
          data-autofocus
        />
        <ErrorAlert error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" disabled={typed !== organizationName} loading={isPending} onClick={onConfirm}>
            Decommission
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
