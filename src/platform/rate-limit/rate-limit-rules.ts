import type { IncomingHttpHeaders } from 'node:http';
import { hasServiceKey } from '../common/http/server-only';
import { AppConfig, RateLimitConfig, RateLimitRule } from '../config/app-config';

/** SPEC §5: paths that try credentials (second factors and passkeys too) get 3 requests per 10 s, whatever the rule. */
const SPECIAL_RULE: RateLimitRule = { windowSeconds: 10, max: 3 };
const SPECIAL_PATH_PREFIXES = [
  '/sign-in',
  '/sign-up',
  '/change-password',
  '/change-email',
  '/two-factor/',
  '/passkey/verify-authentication',
] as const;

/** The OpenID provider's endpoints, with the limits @better-auth/oauth-provider sets on them by default. */
const OAUTH_PROVIDER_RULES: Readonly<Record<string, RateLimitRule>> = {
  '/oauth2/token': { windowSeconds: 60, max: 20 },
  '/oauth2/authorize': { windowSeconds: 60, max: 30 },
  '/oauth2/introspect': { windowSeconds: 60, max: 100 },
  '/oauth2/revoke': { windowSeconds: 60, max: 30 },
  '/oauth2/register': { windowSeconds: 60, max: 5 },
  '/oauth2/userinfo': { windowSeconds: 60, max: 60 },
};

/**
 * The rule for a path below the auth base path: a configured custom rule for that exact path
 * (false: not limited), else the special rule for credential paths, else the OpenID provider's
 * rule for its endpoint, else the general one.
 */
export function ruleFor(path: string, config: RateLimitConfig): RateLimitRule | false {
  if (Object.hasOwn(config.customRules, path)) return config.customRules[path];
  if (SPECIAL_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))) return SPECIAL_RULE;
  if (Object.hasOwn(OAUTH_PROVIDER_RULES, path)) return OAUTH_PROVIDER_RULES[path];
  return { windowSeconds: config.windowSeconds, max: config.max };
}

/**
 * Whether the limit counts a request to `path` (below the auth base path; null outside it): not when
 * limiting is off, the path's rule is false, or a trusted backend calls with a valid service key.
 * Trusted backends make the calls Better Auth offers in-process, which its rate limit never counts.
 */
export function isRateLimited(path: string | null, headers: IncomingHttpHeaders, config: AppConfig): boolean {
  if (!config.rateLimit.enabled || path === null || ruleFor(path, config.rateLimit) === false) return false;
  return !hasServiceKey(headers, config.serviceKeys);
}
