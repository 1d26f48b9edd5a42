/** How long one scrape waits for a read of the database or Redis before leaving the value as it was. */
const SCRAPE_READ_TIMEOUT_MS = 1000;

/**
 * The value `read` answers, or null when it fails or takes too long: a scrape must answer while a
 * dependency is away (its `_up` gauge says so), not fail or hang with it.
 */
export async function readForScrape<T>(read: () => Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), SCRAPE_READ_TIMEOUT_MS);
  });
  try {
    return await Promise.race([read(), timeout]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
