import { Button, Divider, Stack } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import type { SocialProvider } from '../api/social-sign-in';

interface SocialSignInButtonsProps {
  providers: SocialProvider[];
  onSelect: (providerId: string) => void;
  /** The provider whose sign-in is starting, if any. */
  pendingProvider?: string;
}

/** A "Continue with …" button per configured provider, above the password form; nothing when there are none. */
export function SocialSignInButtons({ providers, onSelect, pendingProvider }: SocialSignInButtonsProps) {
  if (providers.length === 0) return null;
  return (
    <Stack gap="xs" mb="md">
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="default"
          fullWidth
          leftSection={<IconLogin2 size={16} aria-hidden />}
          loading={pendingProvider === provider.id}
          disabled={pendingProvider !== undefined && pendingProvider !== provider.id}
          onClick={() => onSelect(provider.id)}
        >
          Continue with {provider.name}
        </Button>
      ))}
      <Divider label="or with your password" labelPosition="center" mt="xs" />
    </Stack>
  );
}
