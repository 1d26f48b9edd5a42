import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHARED_CLI_BUILD_VARIABLE } from './cli';

declare global {
  /** Whether this Jest run made the shared folder, and so removes it (test/support/cli-build.global-teardown.ts). */
  var madeSharedCliBuild: boolean | undefined;
}

// The e2e project's global setup: one folder for the run's CLI build, which the first file that needs the CLI
// fills (test/support/cli.ts). Workers start after this, with this environment. npm test names one folder for
// all its stages (test/support/run-tests.mjs); a Jest run on its own makes one.
export default function nameSharedCliBuild(): void {
  if (process.env[SHARED_CLI_BUILD_VARIABLE]) return;
  process.env[SHARED_CLI_BUILD_VARIABLE] = mkdtempSync(join(tmpdir(), 'auth-cli-run-'));
  globalThis.madeSharedCliBuild = true;
}
