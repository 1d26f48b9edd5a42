import type { Statements } from './roles.types';

/** The grid's columns: every action any resource has, in the order the catalogue first names it. */
export function actionColumns(statements: Statements): string[] {
  return [...new Set(Object.values(statements).flat())];
}

/**
 * The grants with one action turned on or off. Rows keep the catalogue's order, and a resource left
 * with no action is dropped, as is one the catalogue no longer has (the service would refuse it).
 */
export function togglePermission(
  statements: Statements,
  value: Statements,
  resource: string,
  action: string,
  isGranted: boolean,
): Statements {
  const permission: Statements = {};
  for (const [name, actions] of Object.entries(statements)) {
    const held = value[name] ?? [];
    const kept = actions.filter((candidate) =>
      name === resource && candidate === action ? isGranted : held.includes(candidate),
    );
    if (kept.length > 0) permission[name] = kept;
  }
  return permission;
}
