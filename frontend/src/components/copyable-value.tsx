import { ActionIcon, CopyButton, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** A value to hand to another system (a URL, a DNS record), read-only, with a button that copies it. */
export function CopyableValue({ label, value, description }: { label: string; value: string; description?: string }) {
  return (
    <TextInput
      label={label}
      description={description}
      value={value}
      readOnly
      rightSection={
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <ActionIcon
              variant="subtle"
              onClick={copy}
              aria-label={copied ? `${label} copied` : `Copy ${label}`}
              title={copied ? 'Copied' : 'Copy'}
            >
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          )}
        </CopyButton>
      }
    />
  );
}
