/**
 * What one doctor check found: `ok`, `info` (worth knowing, fine for now), `warn` (works, but look at it) or `fail`
 * (the service cannot work).
 */
export interface CheckResult {
  name: string;
  status: 'ok' | 'info' | 'warn' | 'fail';
  detail: string;
}

export const CHECK_TIMEOUT_MS = 5000;

/** Runs a probe with a time limit; a probe that throws or takes too long fails with its reason. */
export async function probe(name: string, run: () => Promise<Omit<CheckResult, 'name'>>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`)), CHECK_TIMEOUT_MS);
  });
  try {
    return { name, ...(await Promise.race([run(), timeout])) };
  } catch (error) {
    return { name, status: 'fail', detail: describe(error) };
  } finally {
    clearTimeout(timer);
  }
}

function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describe(error.errors[0]);
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
