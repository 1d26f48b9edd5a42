import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { DeepPartial, RawConfig } from './config-sources';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/** The file's format by its extension: JSON, or YAML (which holds JSON too). */
const PARSERS: Record<string, { format: string; parse: (text: string) => unknown }> = {
  '.json': { format: 'JSON', parse: (text): unknown => JSON.parse(text) },
  '.yaml': { format: 'YAML', parse: (text): unknown => parseYaml(text, { uniqueKeys: true }) },
  '.yml': { format: 'YAML', parse: (text): unknown => parseYaml(text, { uniqueKeys: true }) },
};

/**
 * Reads the file CONFIG_FILE names: settings in the shape of `config/default.json`, any subset of it.
 * Throws with the reason when the file cannot be read or holds a key or a kind of value the defaults
 * do not have, so that a typo stops start-up instead of being ignored.
 */
export function readConfigFile(path: string, defaults: Json): DeepPartial<RawConfig> {
  const parser = PARSERS[extname(path).toLowerCase()];
  if (!parser) throw new Error(`${path}: give a .json, .yaml or .yml file`);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new Error(`cannot read ${path} (${reason})`, { cause: error });
  }
  let parsed: unknown;
  try {
    parsed = parser.parse(text);
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0];
    throw new Error(`${path} is not valid ${parser.format}: ${reason}`, { cause: error });
  }
  if (!isObject(parsed)) throw new Error(`${path} must hold an object of settings`);
  checkShape(parsed, defaults, '');
  return parsed;
}

/** Each key must exist in the defaults (where they list fixed keys) with a value of the same kind. */
function checkShape(values: Json, defaults: Json, prefix: string): void {
  // An empty object in the defaults is a map of the operator's own names (roles, rules, fields).
  const fixedKeys = Object.keys(defaults).length > 0;
  for (const [key, value] of Object.entries(values)) {
    const path = `${prefix}${key}`;
    if (fixedKeys && !Object.hasOwn(defaults, key)) throw new Error(`${path} is not a setting`);
    const expected = defaults[key];
    if (!fixedKeys || expected === null) continue;
    if (value === null) throw new Error(`${path} cannot be null`);
    if (isObject(expected)) {
      if (!isObject(value)) throw new Error(`${path} must be an object`);
      checkShape(value, expected, `${path}.`);
    } else if (Array.isArray(expected)) {
      if (!Array.isArray(value)) throw new Error(`${path} must be an array`);
    } else if (!sameKind(expected, value)) {
      throw new Error(`${path} must be a ${typeof expected}`);
    }
  }
}

/** Durations are written as time strings or as seconds, so a number may stand where a string is the default. */
function sameKind(expected: unknown, value: unknown): boolean {
  if (typeof expected === 'string') return typeof value === 'string' || typeof value === 'number';
  return typeof value === typeof expected;
}
