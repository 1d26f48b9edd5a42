import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel: string;
  /** Red confirm button, for what cannot be undone. */
  isDestructive?: boolean;
  onConfirm: () => void;
}

/** Asks before an action; the dialog traps focus and hands it back to the button that opened it. */
export function confirmAction({
  title,
  message,
  confirmLabel,
  isDestructive = false,
  onConfirm,
}: ConfirmOptions): void {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: confirmLabel, cancel: 'Cancel' },
    confirmProps: { color: isDestructive ? 'red' : undefined },
    onConfirm,
  });
}
