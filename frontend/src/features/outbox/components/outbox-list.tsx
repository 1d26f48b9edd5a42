import { Accordion, Anchor, Code, Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format-date';
import { findLinks } from '../../../lib/find-links';
import type { OutboxEmail } from '../api/outbox';
import classes from './outbox-list.module.css';

export function OutboxList({ emails }: { emails: OutboxEmail[] }) {
  return (
    <Accordion variant="separated" multiple>
      {emails.map((email, index) => (
        <Accordion.Item key={`${email.sentAt}-${index}`} value={`${email.sentAt}-${index}`}>
          <Accordion.Control>
            <Group justify="space-between" wrap="nowrap" pr="sm">
              <Stack gap={0}>
                <Text fw={600} size="sm">
                  {email.subject}
                </Text>
                <Text size="xs" c="dimmed">
                  To {email.to}
                </Text>
              </Stack>
              <Text size="xs" c="dimmed">
                {formatDateTime(email.sentAt)}
              </Text>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="xs">
              {findLinks(email.text).map((link) => (
                <Anchor key={link} href={link} size="sm" className={classes.link}>
                  {link}
                </Anchor>
              ))}
              <Code block className={classes.body}>
                {email.text}
              </Code>
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
