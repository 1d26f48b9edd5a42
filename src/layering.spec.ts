import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

// Dependencies point one way: the second-factor policy → feature modules → organizations → administrators'
// access → per-account protection → session → user → infrastructure → common/config.
// A folder may import its own layer's folders only where listed, and any folder of a lower layer.
const LAYERS: string[][] = [
  ['common', 'config'],
  ['database', 'metrics', 'secondary-storage', 'rate-limit', 'audit', 'mail', 'verification', 'health', 'dashboard'],
  ['user'],
  ['session'],
  ['account-lockout'],
  // The second factor counts its attempts toward the per-account lock; sign-in asks it before a session.
  ['two-factor'],
  ['admin-access'],
  // API keys may belong to an organization, so they check its membership.
  ['organization'],
  ['auth', 'admin', 'api-key', 'social', 'jwt', 'telemetry', 'passkey'],
  // The policy asks whether a user holds any second factor, passkeys included.
  ['second-factor-policy'],
];
// The application's entry points wire every module together.
const ENTRY_POINTS = ['cli', '.'];
// Imports within a layer that are part of the design: infrastructure built on other infrastructure.
const SAME_LAYER: Record<string, string[]> = {
  common: ['config'],
  config: ['common'],
  audit: ['database'],
  mail: ['audit', 'database', 'metrics'],
  'secondary-storage': ['database', 'metrics'],
  // Its Redis client reports with the others in the Redis metrics.
  'rate-limit': ['metrics'],
  verification: ['database'],
  health: ['secondary-storage'],
  // Administrators see and remove users' passkeys.
  admin: ['passkey'],
};

const SOURCE = __dirname;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The top-level folder of `src` a file lies in ('.' for the files at the top). */
function folderOf(path: string): string {
  const parts = relative(SOURCE, path).split(sep);
  return parts.length > 1 ? parts[0] : '.';
}

function imports(): { from: string; to: string; file: string }[] {
  return sourceFiles(SOURCE).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)].map((match) => ({
      from: folderOf(file),
      to: folderOf(normalize(join(dirname(file), match[1]))),
      file: relative(SOURCE, file),
    })),
  );
}

const layerOf = (folder: string) => LAYERS.findIndex((layer) => layer.includes(folder));

describe('the modules’ layering', () => {
  it('puts every folder of src in a layer', () => {
    const folders = readdirSync(SOURCE, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);

    expect(folders.filter((folder) => layerOf(folder) < 0 && !ENTRY_POINTS.includes(folder))).toEqual([]);
  });

  it('has every import point down a layer, or across one only where the design says', () => {
    const wrong = imports().filter(({ from, to }) => {
      if (from === to || ENTRY_POINTS.includes(from)) return false;
      const [own, target] = [layerOf(from), layerOf(to)];
      if (target < own) return false;
      return !(target === own && SAME_LAYER[from]?.includes(to));
    });

    expect([...new Set(wrong.map(({ file, to }) => `${file} → ${to}`))]).toEqual([]);
  });
});
