import { Badge } from '@mantine/core';
import { IconClockHour4, IconX } from '@tabler/icons-react';
import type { DeliveryStatus } from '../email-delivery.types';
import classes from './delivery-status-badge.module.css';

/** The status in words with an icon, so colour is never the only signal. */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const isFailed = status === 'failed';
  const Icon = isFailed ? IconX : IconClockHour4;
  return (
    <Badge
      variant="light"
      color={isFailed ? 'red' : 'yellow'}
      leftSection={<Icon size={12} aria-hidden />}
      tt="none"
      className={classes.badge}
    >
      {isFailed ? 'Failed' : 'Retrying'}
    </Badge>
  );
}
