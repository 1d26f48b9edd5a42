import { layerConfig, leaves } from './config-layers';

/** One effective setting: its dotted path, its value as JSON with secrets masked, and its source. */
export interface SettingLine {
  setting: string;
  value: string;
  source: string;
}

const MASK = '****';
/** Settings whose whole value is secret. */
const SECRET_SETTINGS = new Set([
  'secret',
  'secrets',
  'serviceKeys',
  'socialProviders.google.clientSecret',
  'socialProviders.microsoft.clientSecret',
  'socialProviders.github.clientSecret',
]);
/** Keys inside a listed value (OIDC_PROVIDERS' entries) whose value is secret. */
const SECRET_KEYS = new Set(['clientSecret']);

/**
 * The effective settings in the shape of `config/default.json`, each with where it came from.
 * Secrets show as `****`, and URLs (database, Redis, SMTP) without their password.
 */
export function reportConfig(env: NodeJS.ProcessEnv = process.env): SettingLine[] {
  const layered = layerConfig(env);
  return leaves(layered.raw).map(([setting, value]) => ({
    setting,
    value: JSON.stringify(masked(setting, value)),
    source: layered.sourceOf(setting),
  }));
}

function masked(setting: string, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (SECRET_SETTINGS.has(setting)) return Array.isArray(value) ? value.map(() => MASK) : MASK;
  return withoutSecrets(value);
}

function withoutSecrets(value: unknown): unknown {
  if (typeof value === 'string') return withoutPassword(value);
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, nested]) => [
        key,
        SECRET_KEYS.has(key) && nested ? MASK : withoutSecrets(nested),
      ]),
    );
  }
  return value;
}

function withoutPassword(value: string): string {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return value;
  try {
    const url = new URL(value);
    if (!url.password) return value;
    url.password = MASK;
    return url.toString();
  } catch {
    return value;
  }
}
