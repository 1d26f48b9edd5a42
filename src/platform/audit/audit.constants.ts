export const AUDIT_SWEEP_INTERVAL_MS = 3_600_000;
export const SECONDS_PER_DAY = 86_400;
export const DEFAULT_AUDIT_PAGE_SIZE = 50;
/** An export or a page never carries more than this many events. */
export const MAX_AUDIT_PAGE_SIZE = 10_000;
