import { ValidateBy, ValidationOptions } from 'class-validator';

const DANGEROUS_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:']);
const LOOPBACK_HOST = /^(localhost|.+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Better Auth's `SafeUrlSchema`: an absolute URL, no script or data scheme, no fragment, and `http:` only on
 * loopback hosts. Custom schemes (native apps) pass; the registration rules judge them further.
 */
export function isSafeUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const url = URL.parse(value);
  if (!url || DANGEROUS_SCHEMES.has(url.protocol) || value.includes('#')) return false;
  return url.protocol !== 'http:' || LOOPBACK_HOST.test(url.hostname);
}

export const IsSafeUrl = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    { name: 'isSafeUrl', validator: { validate: isSafeUrl, defaultMessage: () => '$property must be a safe URL' } },
    options,
  );
