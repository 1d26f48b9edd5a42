import type { ReactNode } from 'react';
import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconShieldLock } from '@tabler/icons-react';
import classes from './auth-card.module.css';

/** The frame of the signed-out pages: product name, page title, one card. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  // Each screen names itself in the tab and to screen readers announcing the page.
  useDocumentTitle(`${title} · Auth Service`);
  return (
    <Center component="main" className={classes.page}>
      <Stack w="100%" maw={420} gap="md">
        <Stack gap={4} align="center">
          <IconShieldLock size={36} aria-hidden />
          <Text fw={700} size="lg">
            Auth Service
          </Text>
        </Stack>
        <Paper withBorder shadow="sm" p="xl">
          <Title order={1} size="h3" mb="md">
            {title}
          </Title>
          {children}
        </Paper>
      </Stack>
    </Center>
  );
}
