import { Button, Group, Stack, Text } from '@mantine/core';
import { IconFingerprintOff, IconShieldOff } from '@tabler/icons-react';

interface UserSecondFactorStatusProps {
  twoFactorEnabled: boolean;
  passkeyCount: number;
  onResetTwoFactor: () => void;
  onRemovePasskeys: () => void;
  isResetting: boolean;
  isRemoving: boolean;
}

function passkeys(count: number): string {
  if (count === 0) return 'No passkeys';
  return count === 1 ? '1 passkey' : `${count} passkeys`;
}

/** Whether the user has two-factor on and how many passkeys, with the ways to take them away. */
export function UserSecondFactorStatus({
  twoFactorEnabled,
  passkeyCount,
  onResetTwoFactor,
  onRemovePasskeys,
  isResetting,
  isRemoving,
}: UserSecondFactorStatusProps) {
  return (
    <Stack gap="sm">
      <Text size="sm">
        Two-factor authentication: <strong>{twoFactorEnabled ? 'on' : 'off'}</strong>
      </Text>
      <Text size="sm">{passkeys(passkeyCount)} registered.</Text>
      <Group gap="sm">
        {twoFactorEnabled && (
          <Button
            variant="default"
            leftSection={<IconShieldOff size={16} aria-hidden />}
            loading={isResetting}
            onClick={onResetTwoFactor}
          >
            Reset two-factor
          </Button>
        )}
        {passkeyCount > 0 && (
          <Button
            variant="default"
            leftSection={<IconFingerprintOff size={16} aria-hidden />}
            loading={isRemoving}
            onClick={onRemovePasskeys}
          >
            Remove passkeys
          </Button>
        )}
      </Group>
    </Stack>
  );
}
