/**
 * JSON columns (`string[]` and `json` fields): jsonb on PostgreSQL, which the driver hands back parsed, and
 * text on SQLite. Written as JSON text either way, as Better Auth's Kysely adapter writes them.
 */
export function readStringList(value: unknown): string[] | null {
  const parsed = readJson(value);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : null;
}

export function readJsonObject(value: unknown): Record<string, unknown> | null {
  const parsed = readJson(value);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
}

export function writeJson(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

export function readDate(value: Date | string | null | undefined): Date | null {
  return value === null || value === undefined ? null : new Date(value);
}

function readJson(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}
