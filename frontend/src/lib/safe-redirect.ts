/**
 * A post-sign-in destination from the URL, kept to this dashboard's own paths so a crafted link
 * cannot send someone to another site (`//host`, `/\host`, absolute URLs).
 */
export function safeRedirect(target: string | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return '/';
  return target;
}
