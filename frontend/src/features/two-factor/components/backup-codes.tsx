import { Alert, Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';

/** Backup codes as they are shown, once: each signs in one time when the authenticator is lost. */
export function BackupCodes({ codes }: { codes: string[] }) {
  const text = codes.join('\n');
  function download() {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'backup-codes.txt' });
    link.click();
    URL.revokeObjectURL(url);
  }
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light">
        Keep these codes somewhere safe: each signs you in once if you lose your authenticator. They are not shown
        again.
      </Alert>
      <SimpleGrid cols={2} spacing="xs" aria-label="Backup codes" role="list">
        {codes.map((code) => (
          <Text key={code} ff="monospace" role="listitem">
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group>
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />} onClick={copy}>
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
          Download
        </Button>
      </Group>
    </Stack>
  );
}
