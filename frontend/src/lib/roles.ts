/** Better Auth stores several roles comma-joined in one column. */
export function splitRoles(role: string | null | undefined): string[] {
  return (role ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
