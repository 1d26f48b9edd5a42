import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A regular expression over case paths relative to `test/` (`e2e/admin/list-users.e2e.ts`); unset, every case runs. */
const CASES_FILTER_VARIABLE = 'TEST_CASES';

const TEST_ROOT = join(__dirname, '..');
/** Where \`jest.setTimeout\` leaves a file's timeout, which Jest reads once, as the file's tests start. */
const FILE_TIMEOUT = Symbol.for('TEST_TIMEOUT_SYMBOL');

/**
 * Runs every `*<suffix>` file of `folder` (its cases) inside this Jest file, each in a describe block of its own
 * name. Jest gives every test file a fresh module registry, and loading the application's modules into it cost
 * about two seconds a file, more than most files' tests; a folder's cases share one load instead. The folder is
 * read, not listed, so a new case runs without being added anywhere. Hooks a case declares at its top level
 * belong to its own block: its apps start and close around its tests alone.
 */
export function includeCases(folder: string, suffix: string): void {
  const filter = process.env[CASES_FILTER_VARIABLE];
  const pattern = filter ? new RegExp(filter) : undefined;
  const cases = readdirSync(folder)
    .filter((file) => file.endsWith(suffix))
    .sort()
    .filter((file) => pattern === undefined || pattern.test(casePath(folder, file)));
  if (cases.length === 0) {
    throw new Error(`No *${suffix} case in ${relative(TEST_ROOT, folder)}${filter ? ` matches ${filter}` : ''}`);
  }
  // A case that asks for a longer timeout (jest.setTimeout) gets it; the file keeps the longest any case asked for.
  let longest = 0;
  const timeoutAsked = () => Number((globalThis as Record<symbol, unknown>)[FILE_TIMEOUT] ?? 0);
  for (const file of cases) {
    describe(file.slice(0, -suffix.length), () => {
      // Required at collection time, inside the block, so the case's hooks and tests are the block's.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(join(folder, file));
      longest = Math.max(longest, timeoutAsked());
    });
  }
  if (longest > 0) jest.setTimeout(longest);
}

function casePath(folder: string, file: string): string {
  return relative(TEST_ROOT, join(folder, file)).replaceAll('\\', '/');
}
