import { constantTimeEqual } from '../crypto/hmac';

const SERVICE_KEY_HEADER = 'x-service-key';

/** Whether the request carries one of the configured service keys, compared in constant time. */
export function hasServiceKey(
  headers: Record<string, string | string[] | undefined>,
  serviceKeys: readonly string[],
): boolean {
  const given = headers[SERVICE_KEY_HEADER];
  if (typeof given !== 'string' || given.length === 0) return false;
  let matched = false;
  for (const key of serviceKeys) matched = constantTimeEqual(given, key) || matched;
  return matched;
}
