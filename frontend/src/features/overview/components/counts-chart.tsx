import { Group, Progress, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { EmptyState } from '../../../components/loading-state';
import { UserText } from '../../../components/user-text';
import type { LabelledCount } from '../api/stats';
import classes from './chart-figure.module.css';

interface CountsChartProps {
  counts: LabelledCount[];
  emptyTitle: string;
  /** The one label that is a success (`valid`); every other label is a failure's error code. */
  successLabel?: string;
}

/** What a count is called: the service's message for an error code, or the label itself. */
function describe(entry: LabelledCount): string {
  return entry.message ?? entry.label;
}

/**
 * Counts by label (verification results, refusal codes) as one bar a row, each with its name in words
 * (the code on hover), its count as text, and success or failure told by an icon as well as colour.
 */
export function CountsChart({ counts, emptyTitle, successLabel }: CountsChartProps) {
  if (counts.length === 0) return <EmptyState title={emptyTitle} />;
  const largest = Math.max(...counts.map((entry) => entry.count), 1);
  return (
    <figure
      aria-label={counts.map((entry) => `${describe(entry)}: ${entry.count}`).join(', ')}
      className={classes.figure}
    >
      <Stack gap="sm">
        {counts.map((entry) => {
          const isSuccess = entry.label === successLabel;
          const Icon = isSuccess ? IconCheck : IconX;
          return (
            <div key={entry.label}>
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <Group gap={6} wrap="nowrap" align="flex-start" miw={0}>
                  <Icon size={16} aria-hidden className={isSuccess ? classes.success : classes.failure} />
                  <UserText
                    size="sm"
                    lines={2}
                    fullText={entry.message ? `${entry.message} (${entry.label})` : undefined}
                  >
                    {describe(entry)}
                  </UserText>
                </Group>
                <Text size="sm" fw={600}>
                  {entry.count}
                </Text>
              </Group>
              <Progress
                value={(entry.count / largest) * 100}
                color={isSuccess ? 'teal.7' : 'red.7'}
                size="sm"
                mt={4}
                aria-hidden
              />
            </div>
          );
        })}
      </Stack>
    </figure>
  );
}
