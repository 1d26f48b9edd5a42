import type { ListedRole, RuntimeRole, Statements } from './roles.types';

/** The predefined roles first, in the catalogue's order, then the run-time ones by name. */
export function listRoles(predefined: Record<string, Statements>, runtime: RuntimeRole[]): ListedRole[] {
  const fixed = Object.entries(predefined).map(([name, permission]) => ({ name, permission, runtime: null }));
  const made = [...runtime]
    .sort((a, b) => a.role.localeCompare(b.role))
    // A run-time role cannot take a predefined name; should one still, the predefined one is what applies.
    .filter((role) => !Object.hasOwn(predefined, role.role))
    .map((role) => ({ name: role.role, permission: role.permission, runtime: role }));
  return [...fixed, ...made];
}
