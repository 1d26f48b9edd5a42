import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A regular expression over spec paths under `test/` (`e2e/admin/list-users`); unset, every spec runs. */
const CASES_FILTER_VARIABLE = 'TEST_CASES';

const TEST_ROOT = join(__dirname, '..');
/** Where `jest.setTimeout` leaves a file's timeout, which Jest reads once, as the file's tests start. */
const FILE_TIMEOUT = Symbol.for('TEST_TIMEOUT_SYMBOL');

/**
 * Runs every `*<suffix>` file of `folder` (its specs) inside the calling Jest file (the folder's suite), each in a
 * describe block of the spec's name. Jest gives every file it runs a fresh module registry, and loading the
 * application's modules into it cost about two seconds a file, more than most specs' tests; a folder's specs share
 * one load instead. The folder is read, not listed, so a new spec runs without being added anywhere. Hooks a spec
 * declares at its top level belong to its own block: its apps start and close around its tests alone.
 */
export function includeCases(folder: string, suffix: string): void {
  const filter = process.env[CASES_FILTER_VARIABLE];
  const pattern = filter ? new RegExp(filter) : undefined;
  const specs = readdirSync(folder)
    .filter((file) => file.endsWith(suffix))
    .sort()
    .filter((file) => pattern === undefined || pattern.test(specPath(folder, file)));
  if (specs.length === 0) {
    throw new Error(`No *${suffix} in ${relative(TEST_ROOT, folder)}${filter ? ` matches ${filter}` : ''}`);
  }
  // A spec that asks for a longer timeout (jest.setTimeout) gets it; the suite keeps the longest any spec asked for.
  let longest = 0;
  const timeoutAsked = () => Number((globalThis as Record<symbol, unknown>)[FILE_TIMEOUT] ?? 0);
  for (const file of specs) {
    describe(file.slice(0, -suffix.length), () => {
      // Required at collection time, inside the block, so the spec's hooks and tests are the block's.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(join(folder, file));
      longest = Math.max(longest, timeoutAsked());
    });
  }
  if (longest > 0) jest.setTimeout(longest);
}

function specPath(folder: string, file: string): string {
  return relative(TEST_ROOT, join(folder, file)).replaceAll('\\', '/');
}
