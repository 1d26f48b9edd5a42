import type { VersionedSecret } from '../common/crypto/secret-keyring';

/** The placeholder secret; it signs nothing in production. */
export const DEFAULT_SECRET = 'better-auth-secret-12345678901234567890';
const MIN_SECRET_LENGTH = 32;

/** `AUTH_SECRETS` as the environment or a file gives it: `2:new,1:old`, or a list of `{version, value}`. */
export type RawSecrets = string | readonly { version: unknown; value: unknown }[] | null;

/**
 * The secrets held, as data: the keyring that signs and encrypts with them is built from these and
 * the current secret (platform/runtime/crypto).
 */
export interface SecretsConfig {
  /** `AUTH_SECRETS`, the current first; empty when `AUTH_SECRET` alone is held, unnumbered. */
  readonly versions: readonly VersionedSecret[];
  /** With numbered secrets, `AUTH_SECRET` when set: it opens values encrypted before numbering. */
  readonly legacy: string | null;
}

export interface SecretsRead {
  /** The secret that signs and encrypts: the first numbered one, or `AUTH_SECRET`. */
  current: string;
  secrets: SecretsConfig;
  isDefaultSecret: boolean;
  problems: string[];
}

/**
 * The secrets of `AUTH_SECRET` and `AUTH_SECRETS`, or the problems found, each naming its variable.
 * With `AUTH_SECRETS` (Better Auth's `BETTER_AUTH_SECRETS`), its first entry is current and
 * `AUTH_SECRET`, when set, is the legacy secret: it opens what was encrypted before secrets were
 * numbered and still verifies what it signed.
 */
export function readSecrets(secret: string, rawSecrets: RawSecrets, isProduction: boolean): SecretsRead {
  const problems: string[] = [];
  const isDefaultSecret = secret === DEFAULT_SECRET;
  const hasVersions = rawSecrets !== null && rawSecrets !== '' && !(Array.isArray(rawSecrets) && !rawSecrets.length);
  if (!hasVersions) {
    if (isDefaultSecret && isProduction) {
      problems.push(
        'AUTH_SECRET: the placeholder secret cannot be used when NODE_ENV=production; set a long random secret',
      );
    } else if (!secret || secret.length < MIN_SECRET_LENGTH) {
      problems.push(`AUTH_SECRET: must be at least ${MIN_SECRET_LENGTH} characters long`);
    }
    return { current: secret, secrets: { versions: [], legacy: null }, isDefaultSecret, problems };
  }
  const legacy = isDefaultSecret || !secret ? null : secret;
  if (legacy !== null && legacy.length < MIN_SECRET_LENGTH) {
    problems.push(`AUTH_SECRET: must be at least ${MIN_SECRET_LENGTH} characters long`);
  }
  let versions: VersionedSecret[] = [];
  try {
    versions = parseVersions(rawSecrets);
  } catch (error) {
    problems.push(`AUTH_SECRETS: ${(error as Error).message}`);
  }
  if (!versions.length)
    return { current: secret, secrets: { versions: [], legacy: null }, isDefaultSecret: false, problems };
  return { current: versions[0].value, secrets: { versions, legacy }, isDefaultSecret: false, problems };
}

function parseVersions(raw: Exclude<RawSecrets, null>): VersionedSecret[] {
  if (typeof raw !== 'string' && !Array.isArray(raw)) {
    throw new Error('must be <version>:<secret> entries, comma-separated, or a list of {version, value}');
  }
  const entries = typeof raw === 'string' ? raw.split(',').map(splitEntry) : raw.map(fromObject);
  const seen = new Set<number>();
  entries.forEach(({ version, value }, index) => {
    if (seen.has(version)) throw new Error(`version ${version} is given twice; each version must be unique`);
    seen.add(version);
    if (value.length < MIN_SECRET_LENGTH) {
      throw new Error(`the secret of version ${version} (entry ${index + 1}) must be at least 32 characters long`);
    }
    if (value === DEFAULT_SECRET) throw new Error(`version ${version} is the placeholder secret; set a random one`);
  });
  return entries;
}

function splitEntry(entry: string, index: number): VersionedSecret {
  const trimmed = entry.trim();
  const colon = trimmed.indexOf(':');
  if (colon === -1) throw new Error(`entry ${index + 1} must be <version>:<secret>, the current secret first`);
  return { version: readVersion(trimmed.slice(0, colon).trim(), index), value: trimmed.slice(colon + 1).trim() };
}

function fromObject(entry: { version: unknown; value: unknown }, index: number): VersionedSecret {
  if (!entry || typeof entry !== 'object' || typeof entry.value !== 'string') {
    throw new Error(`entry ${index + 1} must be an object with a version and a string value`);
  }
  return { version: readVersion(String(entry.version), index), value: entry.value.trim() };
}

function readVersion(text: string, index: number): number {
  if (!/^\d{1,9}$/.test(text)) throw new Error(`entry ${index + 1}: the version must be a whole number, 0 or more`);
  return Number(text);
}
