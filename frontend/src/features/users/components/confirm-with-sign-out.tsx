import { Checkbox, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';

interface ConfirmWithSignOutOptions {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: (revokeSessions: boolean) => void;
}

function SignOutChoice({ message, onChange }: { message: string; onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <Stack gap="sm">
      <Text size="sm">{message}</Text>
      <Checkbox
        label="Also sign the user out everywhere"
        checked={checked}
        onChange={(event) => {
          setChecked(event.currentTarget.checked);
          onChange(event.currentTarget.checked);
        }}
      />
    </Stack>
  );
}

/** Asks before a change to the user's sign-in factors, offering to end all of their sessions with it. */
export function confirmWithSignOut({ title, message, confirmLabel, onConfirm }: ConfirmWithSignOutOptions): void {
  // The modal's body lives outside this call's render; the choice travels back through this object.
  const choice = { revokeSessions: false };
  modals.openConfirmModal({
    title,
    children: <SignOutChoice message={message} onChange={(checked) => (choice.revokeSessions = checked)} />,
    labels: { confirm: confirmLabel, cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm: () => onConfirm(choice.revokeSessions),
  });
}
