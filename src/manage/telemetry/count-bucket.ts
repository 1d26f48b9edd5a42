import { COUNT_BUCKET_BOUNDS } from './telemetry.constants';

/** The bucket a count falls in: `0`, `1-10`, `11-100`, … or `1000001+`, never the count itself. */
export function countBucket(count: number): string {
  if (count <= 0) return '0';
  for (let index = 1; index < COUNT_BUCKET_BOUNDS.length; index += 1) {
    const upper = COUNT_BUCKET_BOUNDS[index];
    if (count <= upper) return `${COUNT_BUCKET_BOUNDS[index - 1] + 1}-${upper}`;
  }
  return `${COUNT_BUCKET_BOUNDS[COUNT_BUCKET_BOUNDS.length - 1] + 1}+`;
}
