import { readConfigFile } from './config-file';
import { DeepPartial, ENV_OVERRIDES, RawConfig, deepMerge, readDefaults } from './config-sources';
import { readSecretFiles } from './secret-files';

/** Where a setting's value came from: `default`, `config file`, `override`, `environment (X)` or `file (X_FILE)`. */
type SettingSource = string;

export interface LayeredConfig {
  raw: RawConfig;
  /** The environment, with secrets given as files read into their variables. */
  env: NodeJS.ProcessEnv;
  /** The source of the setting at `path` (dotted, as in `config/default.json`). */
  sourceOf(path: string): SettingSource;
  /** One line each, naming the variable or the file. */
  problems: string[];
}

/**
 * Stacks the settings: `config/default.json`, then the file CONFIG_FILE names, then explicit
 * overrides (tests), then the environment, where a secret may be given as a file through its
 * `_FILE` twin. Nothing is validated here beyond reading each layer.
 */
export function layerConfig(env: NodeJS.ProcessEnv, overrides?: DeepPartial<RawConfig>): LayeredConfig {
  const secrets = readSecretFiles(env);
  const problems = [...secrets.problems];
  const sources = new Map<string, SettingSource>();
  const record = (path: string, source: SettingSource) => {
    for (const known of sources.keys()) if (known.startsWith(`${path}.`)) sources.delete(known);
    sources.set(path, source);
  };
  const defaults = readDefaults();
  let raw = defaults;
  if (env.CONFIG_FILE) {
    try {
      const file = readConfigFile(env.CONFIG_FILE, { ...defaults });
      raw = deepMerge(raw, file);
      for (const [path] of leaves(file)) record(path, 'config file');
    } catch (error) {
      problems.push(`CONFIG_FILE: ${(error as Error).message}`);
    }
  }
  if (overrides) {
    raw = deepMerge(raw, overrides);
    for (const [path] of leaves(overrides)) record(path, 'override');
  }
  for (const [name, apply] of Object.entries(ENV_OVERRIDES)) {
    const value = secrets.env[name];
    if (value === undefined || value === '') continue;
    const source = secrets.files[name] ? `file (${name}_FILE)` : `environment (${name})`;
    try {
      apply(
        recordingSets(raw, (path) => record(path, source)),
        value,
      );
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message}`);
    }
  }
  const sourceOf = (path: string): SettingSource => {
    for (let at = path; at; at = at.includes('.') ? at.slice(0, at.lastIndexOf('.')) : '') {
      const source = sources.get(at);
      if (source) return source;
    }
    return 'default';
  };
  return { raw, env: secrets.env, sourceOf, problems };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The values a patch sets, each with its dotted path; an empty object or an array is one value. */
export function leaves(patch: object, prefix = ''): [string, unknown][] {
  return Object.entries(patch).flatMap(([key, value]): [string, unknown][] =>
    isPlainObject(value) && Object.keys(value).length > 0
      ? leaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}

/** `target`, telling `onSet` the dotted path of every property an environment setter assigns. */
function recordingSets<T extends object>(target: T, onSet: (path: string) => void, prefix = ''): T {
  return new Proxy(target, {
    get(object, key) {
      const value: unknown = Reflect.get(object, key);
      return isPlainObject(value) && typeof key === 'string' ? recordingSets(value, onSet, `${prefix}${key}.`) : value;
    },
    set(object, key, value) {
      onSet(`${prefix}${String(key)}`);
      return Reflect.set(object, key, value);
    },
  });
}
