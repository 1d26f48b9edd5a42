import { readFileSync, readdirSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';

/**
 * The floor plan (STYLE.md §2), stated once. Wings depend one way, top to bottom of this list; inside a
 * wing, a folder imports only folders of a lower level, never its own level. Features of one level meet
 * through ports declared in a lower wing (identity), which they fill.
 */
const PLAN: Record<string, string[][]> = {
  platform: [
    ['common'],
    ['config'],
    ['runtime'],
    ['metrics'],
    ['database'],
    ['secondary-storage', 'rate-limit', 'audit', 'verification'],
    ['mail'],
    ['health'],
  ],
  identity: [['user'], ['session'], ['account-lockout'], ['access']],
  'sign-in': [['auth', 'social', 'two-factor', 'passkey', 'second-factor-policy'], ['sso']],
  manage: [['api-key', 'organization', 'jwt', 'telemetry'], ['oauth-provider', 'scim'], ['admin']],
};

/** The entry points, which wire everything together: the files at the top of src, and the CLI. */
const ENTRY_FOLDERS = ['cli'];

/** A source file: its path from the source root, with forward slashes, and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

/** Where a folder stands in the plan; null for an entry point. */
interface Place {
  name: string;
  wing: number;
  level: number;
}

const WINGS = Object.keys(PLAN);
const IMPORT = /(?:from|import)\s*\(?\s*'(\.[^']*)'/g;

function placeOf(path: string): Place | null | 'unlisted' {
  const parts = path.split('/');
  if (parts.length === 1 || ENTRY_FOLDERS.includes(parts[0])) return null;
  const wing = WINGS.indexOf(parts[0]);
  if (wing < 0 || parts.length === 2) return 'unlisted';
  const level = PLAN[parts[0]].findIndex((folders) => folders.includes(parts[1]));
  return level < 0 ? 'unlisted' : { name: `${parts[0]}/${parts[1]}`, wing, level };
}

/**
 * What breaks the plan: files in a folder the plan does not list, and imports that point up or across.
 * An import may point to an entry point from nowhere but another entry point.
 */
export function layeringViolations(files: SourceFile[]): string[] {
  const found = new Set<string>();
  for (const file of files) {
    const from = placeOf(file.path);
    if (from === 'unlisted') {
      found.add(`${posix.dirname(file.path)} is in no wing or level of the plan`);
      continue;
    }
    if (from === null) continue;
    for (const [, specifier] of file.text.matchAll(IMPORT)) {
      const target = posix.normalize(posix.join(posix.dirname(file.path), specifier));
      const to = placeOf(target);
      if (to !== 'unlisted' && to !== null && to.name === from.name) continue;
      const isDown =
        to !== 'unlisted' && to !== null && (to.wing < from.wing || (to.wing === from.wing && to.level < from.level));
      if (!isDown) found.add(`${file.path} → ${to !== null && to !== 'unlisted' ? to.name : target}`);
    }
  }
  return [...found];
}

/** The source files under a root, spec files aside (a test may reach any code it checks). */
export function sourceFilesUnder(root: string): SourceFile[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return walk(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
    });
  return walk(root).map((path) => ({
    path: relative(root, path).split(sep).join('/'),
    text: readFileSync(path, 'utf8'),
  }));
}

describe('the floor plan', () => {
  it('holds for every source file of src', () => {
    expect(layeringViolations(sourceFilesUnder(__dirname))).toEqual([]);
  });

  it('lists every folder of every wing', () => {
    const folders = WINGS.flatMap((wing) =>
      readdirSync(join(__dirname, wing), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name),
    );

    expect(folders.sort()).toEqual(Object.values(PLAN).flat(2).sort());
  });

  it('has only the wings and the entry points at the top of src', () => {
    const top = readdirSync(__dirname, { withFileTypes: true }).filter((entry) => entry.isDirectory());

    expect(top.map((entry) => entry.name).sort()).toEqual([...ENTRY_FOLDERS, ...WINGS].sort());
  });
});

describe('the floor plan’s checker', () => {
  const clean: SourceFile[] = [
    { path: 'main.ts', text: "import { AdminModule } from './manage/admin/admin.module';" },
    { path: 'cli/main.ts', text: "import { CliModule } from './cli.module';\nimport { x } from '../app.module';" },
    { path: 'platform/config/app-config.ts', text: "import { digest } from '../common/crypto/digest';" },
    { path: 'identity/session/session.service.ts', text: "import { User } from '../user/user.types';" },
    {
      path: 'sign-in/auth/sign-in.service.ts',
      text: "import { SignInGate } from '../../identity/session/sign-in-gate';",
    },
    { path: 'manage/admin/admin.module.ts', text: "import { ApiKeyModule } from '../api-key/api-key.module';" },
    { path: 'manage/api-key/api-key.service.ts', text: "import { ApiKey } from './api-key.types';" },
    {
      path: 'manage/jwt/jwks.service.ts',
      text: "export { Jwks } from './jwks.types';\nimport('../../platform/mail/mailer');",
    },
  ];

  it('finds nothing in a tree that keeps the plan', () => {
    expect(layeringViolations(clean)).toEqual([]);
  });

  it('reports an import up a wing, up a level, across a level and to an entry point', () => {
    const broken: SourceFile[] = [
      ...clean,
      { path: 'platform/common/http/cookies.ts', text: "import { AppConfig } from '../../config/app-config';" },
      { path: 'identity/user/user.service.ts', text: "import { ApiKey } from '../../manage/api-key/api-key.types';" },
      {
        path: 'sign-in/auth/auth.module.ts',
        text: "import { TwoFactorModule } from '../two-factor/two-factor.module';",
      },
      { path: 'manage/api-key/api-key.module.ts', text: "import { AdminModule } from '../admin/admin.module';" },
      { path: 'manage/jwt/jwt.service.ts', text: "const loaded = import('../organization/organization.module');" },
      { path: 'identity/access/roles.ts', text: "import { bootstrap } from '../../main';" },
    ];

    expect(layeringViolations(broken)).toEqual([
      'platform/common/http/cookies.ts → platform/config',
      'identity/user/user.service.ts → manage/api-key',
      'sign-in/auth/auth.module.ts → sign-in/two-factor',
      'manage/api-key/api-key.module.ts → manage/admin',
      'manage/jwt/jwt.service.ts → manage/organization',
      'identity/access/roles.ts → main',
    ]);
  });

  it('reports a folder the plan does not list, and a file loose in a wing', () => {
    const unlisted: SourceFile[] = [
      { path: 'sign-in/webhooks/webhook.service.ts', text: '' },
      { path: 'manage/loose.ts', text: '' },
    ];

    expect(layeringViolations(unlisted)).toEqual([
      'sign-in/webhooks is in no wing or level of the plan',
      'manage is in no wing or level of the plan',
    ]);
  });
});
