import { Button, Stack, Table, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { formatDateTime } from '../../../lib/format-date';
import type { EmailDelivery } from '../email-delivery.types';
import { DeliveryStatusBadge } from './delivery-status-badge';
import classes from './deliveries-table.module.css';

interface DeliveriesTableProps {
  deliveries: EmailDelivery[];
  onResend: (delivery: EmailDelivery) => void;
  /** The delivery whose resend is under way, if any. */
  resendingId?: string;
}

export function DeliveriesTable({ deliveries, onResend, resendingId }: DeliveriesTableProps) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Attempts</Table.Th>
            <Table.Th>Last error</Table.Th>
            <Table.Th>Written</Table.Th>
            <Table.Th>Next attempt</Table.Th>
            <Table.Th>
              <span className="sr-only">Actions</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.map((delivery) => (
            <Table.Tr key={delivery.id}>
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm" fw={600}>
                    {delivery.subject}
                  </Text>
                  <Text size="xs" c="dimmed">
                    To {delivery.to}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td className={classes.nowrap}>
                <DeliveryStatusBadge status={delivery.status} />
              </Table.Td>
              <Table.Td>{delivery.attempts}</Table.Td>
              <Table.Td>
                <Text size="xs" lineClamp={2} className={classes.error} title={delivery.lastError ?? undefined}>
                  {delivery.lastError ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td className={classes.nowrap}>{formatDateTime(delivery.createdAt)}</Table.Td>
              <Table.Td className={classes.nowrap}>
                {delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt) : 'None'}
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconSend size={14} aria-hidden />}
                  loading={resendingId === delivery.id}
                  onClick={() => onResend(delivery)}
                  aria-label={`Resend "${delivery.subject}" to ${delivery.to}`}
                >
                  Resend
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
