import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** This service's version, from the package.json beside `src/` or `dist/` (both one level below it). */
export function serviceVersion(): string {
  const manifest = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as {
    version?: string;
  };
  return manifest.version ?? 'unknown';
}
