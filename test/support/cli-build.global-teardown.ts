import { rmSync } from 'node:fs';
import { SHARED_CLI_BUILD_VARIABLE } from './cli';

export default function removeSharedCliBuild(): void {
  const folder = process.env[SHARED_CLI_BUILD_VARIABLE];
  if (folder && globalThis.madeSharedCliBuild) rmSync(folder, { recursive: true, force: true });
}
