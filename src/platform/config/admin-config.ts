export function readAdminRoles(value: unknown, adminRoles: string[]): Record<string, Record<string, string[]>> {
  const isActionList = (actions: unknown) =>
    Array.isArray(actions) && actions.every((action) => typeof action === 'string' && action !== '');
  const roles = value as Record<string, unknown>;
  for (const [role, grants] of Object.entries(roles)) {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(role))
      throw new Error(`"${role}" is not a usable role name (letters, digits, _ and -)`);
    if (role === 'user' || adminRoles.includes(role)) throw new Error(`"${role}" is a built-in or admin role`);
    if (!grants || typeof grants !== 'object' || Array.isArray(grants) || !Object.values(grants).every(isActionList)) {
      throw new Error(`"${role}" needs an object of resource -> list of actions, as {"user":["list","get"]}`);
    }
  }
  return roles as Record<string, Record<string, string[]>>;
}
