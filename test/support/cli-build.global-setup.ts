import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHARED_CLI_BUILD_VARIABLE } from './cli';

// The e2e project's global setup: one folder for the run's CLI build, which the first file that needs the CLI
// fills (test/support/cli.ts). Workers start after this, with this environment.
export default function nameSharedCliBuild(): void {
  process.env[SHARED_CLI_BUILD_VARIABLE] = mkdtempSync(join(tmpdir(), 'auth-cli-run-'));
}
