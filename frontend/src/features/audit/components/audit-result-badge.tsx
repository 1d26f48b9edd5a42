import { Badge } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { AUDIT_SUCCESS } from '../audit.types';
import classes from './audit-result-badge.module.css';

/** The outcome in words (the error code for a failure) with an icon, so colour is never the only signal. */
export function AuditResultBadge({ result }: { result: string }) {
  const isSuccess = result === AUDIT_SUCCESS;
  const Icon = isSuccess ? IconCheck : IconX;
  return (
    <Badge
      variant="light"
      color={isSuccess ? 'green' : 'red'}
      leftSection={<Icon size={12} aria-hidden />}
      tt="none"
      className={classes.badge}
    >
      {isSuccess ? 'Success' : result}
    </Badge>
  );
}
