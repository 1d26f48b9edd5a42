/** Permissions as people type them, one resource a line: `files: read, write`. */
export function parsePermissions(text: string): Record<string, string[]> | null {
  const permissions: Record<string, string[]> = {};
  for (const line of text
    .split('\n')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const separator = line.indexOf(':');
    if (separator <= 0) throw new Error(`"${line}" is not "resource: action, action"`);
    const actions = line
      .slice(separator + 1)
      .split(',')
      .map((action) => action.trim())
      .filter(Boolean);
    if (actions.length === 0) throw new Error(`"${line}" names no action`);
    permissions[line.slice(0, separator).trim()] = actions;
  }
  return Object.keys(permissions).length > 0 ? permissions : null;
}

export function formatPermissions(permissions: Record<string, string[]> | null): string {
  return Object.entries(permissions ?? {})
    .map(([resource, actions]) => `${resource}: ${actions.join(', ')}`)
    .join('\n');
}
