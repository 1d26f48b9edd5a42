// How long kept records (audit events, failed e-mails) live, in whole days.

import { MAX_DURATION_SECONDS } from '../common/time/parse-duration';

const MAX_DURATION_DAYS = MAX_DURATION_SECONDS / 86_400;

export function readRetentionDays(value: number, kept: string): number {
  if (!Number.isInteger(value) || value < 0 || value > MAX_DURATION_DAYS)
    throw new Error(`must be a whole number of days from 0 to ${MAX_DURATION_DAYS} (0 keeps ${kept} for ever)`);
  return value;
}
