// A same-site path: one leading slash, then no second slash or backslash, plain or encoded.
const RELATIVE_PATH = /^\/(?!\/|\\|%2f|%5c)[\w\-.+/@]*(?:\?[\w\-.+/=&%@]*)?(?:#[\w\-.+/=&%@]*)?$/i;

/** Whether `pattern` (an origin, or one with `*` wildcards in the host) admits `origin`. */
function matchesPattern(origin: string, pattern: string): boolean {
  if (!pattern.includes('*')) return origin === pattern;
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^./:]+(?:\\.[^./:]+)*');
  return new RegExp(`^${escaped}$`).test(origin);
}

export function isTrustedOrigin(origin: string, trustedOrigins: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  return trustedOrigins.some((pattern) => matchesPattern(parsed.origin, pattern));
}

/**
 * Whether a redirect target is safe: a same-site relative path, or an absolute http(s) URL whose
 * origin is trusted. Protocol-relative, backslash, encoded-slash, whitespace-led and script URLs fail.
 */
export function isSafeRedirectTarget(target: string, trustedOrigins: readonly string[]): boolean {
  // Control characters and backslashes are refused on purpose: browsers read them as path separators or drop them.
  // eslint-disable-next-line no-control-regex
  if (target !== target.trim() || /[\u0000-\u001f\\]/.test(target)) return false;
  if (target.startsWith('/')) return RELATIVE_PATH.test(target);
  if (!/^https?:\/\//i.test(target)) return false;
  return isTrustedOrigin(target, trustedOrigins);
}
