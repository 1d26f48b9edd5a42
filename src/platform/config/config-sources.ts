import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RawAccountLockout } from './account-lockout-config';
import { RawSocialProviders } from './social-providers';
import type { RawSecrets } from './secrets-config';

/** One key configuration as written: who owns its keys, and any rule of its own. */
export interface RawApiKeyConfiguration {
  references: string;
  defaultPrefix?: string | null;
  prefixLength?: { min: number; max: number };
  nameLength?: { min: number; max: number };
  requireName?: boolean;
  enableMetadata?: boolean;
  keyExpiration?: {
    defaultExpiresIn?: string | number | null;
    disableCustomExpiresTime?: boolean;
    minExpiresInDays?: number;
    maxExpiresInDays?: number;
  };
}

/** The shape of `config/default.json`: durations as time strings or seconds. */
export interface RawConfig {
  port: number;
  baseUrl: string | null;
  secret: string;
  secrets: RawSecrets;
  /** `1.7` or `1.4`. */
  betterAuthCompat: string;
  databaseUrl: string;
  redisUrl: string | null;
  /** null: in the database unless Redis holds them. */
  sessionsInDatabase: boolean | null;
  /** Namespaces the keys this service writes to a Redis shared with others. */
  redisKeyPrefix: string;
  logLevel: string;
  trustedOrigins: string[];
  /** Peers whose forwarding headers are believed: addresses, CIDRs, `loopback`, `linklocal`, `uniquelocal`. */
  trustedProxies: string[];
  serviceKeys: string[];
  adminUserIds: string[];
  telemetryEndpoint: string | null;
  /** `smtpUrl`: an smtp:// or smtps:// URL, or `log` to only log e-mails. */
  mail: { smtpUrl: string | null; from: string; maxAttempts: number; failedRetentionDays: number };
  session: {
    expiresIn: string | number;
    expiresInWithoutRememberMe: string | number;
    updateAge: string | number;
    freshAge: string | number;
    cookieCache: { enabled: boolean; maxAge: string | number };
  };
  emailAndPassword: {
    enabled: boolean;
    minPasswordLength: number;
    maxPasswordLength: number;
    requireEmailVerification: boolean;
    autoSignIn: boolean;
    resetPasswordTokenExpiresIn: string | number;
    revokeSessionsOnPasswordReset: boolean;
  };
  emailVerification: {
    sendOnSignUp: boolean;
    sendOnSignIn: boolean;
    autoSignInAfterVerification: boolean;
    expiresIn: string | number;
  };
  user: {
    changeEmail: { enabled: boolean };
    deleteUser: { enabled: boolean; sendVerification: boolean; tokenExpiresIn: string | number };
    additionalFields: Record<string, unknown>;
  };
  advanced: { cookiePrefix: string; ipAddressHeaders: string[]; disableIpTracking: boolean; ipv6Subnet: number };
  verification: { disableCleanup: boolean };
  rateLimit: {
    enabled: boolean | null;
    window: number;
    max: number;
    storage: 'memory' | 'redis' | 'database' | null;
    keyPrefix: string;
    /** Counters (client address × path) the memory storage keeps at most. */
    memoryMaxEntries: number;
    customRules: Record<string, { window: number; max: number } | false>;
    accountLockout: RawAccountLockout;
  };
  admin: {
    defaultRole: string;
    adminRoles: string[];
    /** Roles beyond the admin roles and `user`: role -> resource -> actions, as Better Auth's `roles` option. */
    roles: Record<string, Record<string, string[]>>;
    impersonationSessionDuration: string | number;
    defaultBanReason: string;
    defaultBanExpiresIn: string | number | null;
    allowImpersonatingAdmins: boolean;
  };
  apiKey: {
    defaultKeyLength: number;
    prefixLength: { min: number; max: number };
    nameLength: { min: number; max: number };
    requireName: boolean;
    enableMetadata: boolean;
    disableKeyHashing: boolean;
    startingCharactersLength: number;
    keyExpiration: {
      defaultExpiresIn: string | number | null;
      disableCustomExpiresTime: boolean;
      minExpiresInDays: number;
      maxExpiresInDays: number;
    };
    rateLimit: { enabled: boolean; timeWindowMs: number; maxRequests: number };
    /** Better Auth 1.7's key configurations by `configId`; unset rules are the section's. */
    configurations: Record<string, RawApiKeyConfiguration>;
  };
  organization: {
    allowUserToCreateOrganization: boolean;
    organizationLimit: number | null;
    creatorRole: string;
    membershipLimit: number;
    invitationLimit: number;
    invitationExpiresIn: string | number;
    requireEmailVerificationOnInvitation: boolean;
    cancelPendingInvitationsOnReInvite: boolean;
    teams: {
      defaultTeam: boolean;
      maximumTeams: number | null;
      maximumMembersPerTeam: number | null;
      allowRemovingAllTeams: boolean;
    };
    /** Roles as Better Auth's `roles` option: role -> resource -> actions, over the built-in ones. */
    roles: Record<string, Record<string, string[]>>;
  };
  audit: { retentionDays: number };
  /** null: 32 waiting hashes per hashing thread. */
  passwordHashing: { maxWaiting: number | null };
  socialProviders: RawSocialProviders;
  /** Better Auth's `crossSubDomainCookies.domain`; null: cookies for the service's host only. */
  cookieDomain: string | null;
  /** On SIGTERM, readiness answers 503 this long before the listener closes. */
  shutdownDelayMs: number;
  /** `none`, `admins` or `all`: whose password-only sessions must pass a second factor. */
  requireSecondFactor: string;
  /** `open`, `domains` (addresses at `domains` only) or `closed`: who may make an account on their own. */
  signUp: { policy: string; domains: string[] };
  /** Better Auth's jwt plugin options; null issuer and audience stand for the base URL. */
  jwt: {
    algorithm: string;
    expirationTime: string | number;
    issuer: string | null;
    audience: string | null;
    /** User fields put in the token besides `sub`; null: the whole user, as Better Auth does. */
    claims: string[] | null;
    /** A new key is made this long after the last; null: keys are never rotated by time. */
    rotationInterval: string | number | null;
    /** get-session answers no `set-auth-jwt`, sparing it a signature per call. */
    disableSettingJwtHeader: boolean;
  };
  /**
   * The OpenID provider; `scopes` are offered beside the default `openid profile email offline_access`;
   * `dynamicRegistration` serves RFC 7591 registration (administrators' sessions only).
   */
  oauthProvider: { scopes: string[] | string; dynamicRegistration: boolean };
  /**
   * Single sign-on: IdP origins fetched from although they are private or loopback hosts, the resolvers of
   * domain-verification TXT lookups (`host:port`; none: the system's), and whether domains must be verified.
   */
  sso: { trustedOrigins: string[]; dnsServers: string[]; domainVerification: boolean };
}

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

const DEFAULTS_FILE = join(__dirname, '..', '..', '..', 'config', 'default.json');

export function readDefaults(): RawConfig {
  return JSON.parse(readFileSync(DEFAULTS_FILE, 'utf8')) as RawConfig;
}

export function deepMerge<T>(base: T, patch: DeepPartial<T> | undefined): T {
  if (!patch) return base;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(patch)) {
    const current = out[key];
    const isNested =
      value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object';
    out[key] = isNested ? deepMerge(current, value) : value;
  }
  return out as T;
}

type EnvSetter = (raw: RawConfig, value: string) => void;

const list = (value: string): string[] =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);

/** Environment variables that override `config/default.json`, with how each is read. */
export const ENV_OVERRIDES: Record<string, EnvSetter> = {
  PORT: (raw, v) => (raw.port = Number(v)),
  BASE_URL: (raw, v) => (raw.baseUrl = v),
  AUTH_SECRET: (raw, v) => (raw.secret = v),
  AUTH_SECRETS: (raw, v) => (raw.secrets = v),
  BETTER_AUTH_COMPAT: (raw, v) => (raw.betterAuthCompat = v.trim()),
  DATABASE_URL: (raw, v) => (raw.databaseUrl = v),
  REDIS_URL: (raw, v) => (raw.redisUrl = v),
  SESSIONS_IN_DATABASE: (raw, v) => (raw.sessionsInDatabase = parseBoolean(v)),
  REDIS_KEY_PREFIX: (raw, v) => (raw.redisKeyPrefix = v),
  SMTP_URL: (raw, v) => (raw.mail.smtpUrl = v),
  MAIL_FROM: (raw, v) => (raw.mail.from = v),
  MAIL_FAILED_RETENTION_DAYS: (raw, v) => (raw.mail.failedRetentionDays = Number(v)),
  SERVICE_KEYS: (raw, v) => (raw.serviceKeys = list(v)),
  RATE_LIMIT_ENABLED: (raw, v) => (raw.rateLimit.enabled = parseBoolean(v)),
  RATE_LIMIT_STORAGE: (raw, v) => (raw.rateLimit.storage = v as RawConfig['rateLimit']['storage']),
  RATE_LIMIT_MEMORY_MAX_ENTRIES: (raw, v) => (raw.rateLimit.memoryMaxEntries = Number(v)),
  ACCOUNT_LOCKOUT_ENABLED: (raw, v) => (raw.rateLimit.accountLockout.enabled = parseBoolean(v)),
  // Entries are kept as given so that an empty one is reported rather than silently dropped.
  TRUSTED_ORIGINS: (raw, v) => (raw.trustedOrigins = v.split(',').map((entry) => entry.trim())),
  ADMIN_USER_IDS: (raw, v) => (raw.adminUserIds = list(v)),
  ADMIN_ROLES: (raw, v) => (raw.admin.roles = parseJsonObject(v) as RawConfig['admin']['roles']),
  ORGANIZATION_ROLES: (raw, v) => (raw.organization.roles = parseJsonObject(v) as RawConfig['organization']['roles']),
  TRUSTED_PROXIES: (raw, v) => (raw.trustedProxies = list(v)),
  REQUIRE_EMAIL_VERIFICATION: (raw, v) => (raw.emailAndPassword.requireEmailVerification = parseBoolean(v)),
  TELEMETRY_ENDPOINT: (raw, v) => (raw.telemetryEndpoint = v),
  LOG_LEVEL: (raw, v) => (raw.logLevel = v),
  SESSION_EXPIRES_IN: (raw, v) => (raw.session.expiresIn = v),
  SESSION_UPDATE_AGE: (raw, v) => (raw.session.updateAge = v),
  SESSION_FRESH_AGE: (raw, v) => (raw.session.freshAge = v),
  SESSION_COOKIE_CACHE: (raw, v) => (raw.session.cookieCache.enabled = parseBoolean(v)),
  USER_ADDITIONAL_FIELDS: (raw, v) => (raw.user.additionalFields = parseJsonObject(v)),
  AUDIT_RETENTION_DAYS: (raw, v) => (raw.audit.retentionDays = Number(v)),
  PASSWORD_HASH_MAX_WAITING: (raw, v) => (raw.passwordHashing.maxWaiting = Number(v)),
  OIDC_PROVIDERS: (raw, v) => (raw.socialProviders.oidc = parseJsonArray(v)),
  GOOGLE_CLIENT_ID: (raw, v) => (raw.socialProviders.google.clientId = v),
  GOOGLE_CLIENT_SECRET: (raw, v) => (raw.socialProviders.google.clientSecret = v),
  MICROSOFT_CLIENT_ID: (raw, v) => (raw.socialProviders.microsoft.clientId = v),
  MICROSOFT_CLIENT_SECRET: (raw, v) => (raw.socialProviders.microsoft.clientSecret = v),
  MICROSOFT_TENANT_ID: (raw, v) => (raw.socialProviders.microsoft.tenantId = v),
  GITHUB_CLIENT_ID: (raw, v) => (raw.socialProviders.github.clientId = v),
  GITHUB_CLIENT_SECRET: (raw, v) => (raw.socialProviders.github.clientSecret = v),
  COOKIE_DOMAIN: (raw, v) => (raw.cookieDomain = v),
  JWT_ALGORITHM: (raw, v) => (raw.jwt.algorithm = v),
  JWT_EXPIRES_IN: (raw, v) => (raw.jwt.expirationTime = v),
  JWT_ISSUER: (raw, v) => (raw.jwt.issuer = v),
  JWT_AUDIENCE: (raw, v) => (raw.jwt.audience = v),
  JWT_CLAIMS: (raw, v) => (raw.jwt.claims = list(v)),
  JWKS_ROTATION_INTERVAL: (raw, v) => (raw.jwt.rotationInterval = v),
  JWT_DISABLE_SESSION_HEADER: (raw, v) => (raw.jwt.disableSettingJwtHeader = parseBoolean(v)),
  OAUTH_PROVIDER_SCOPES: (raw, v) => (raw.oauthProvider.scopes = v),
  OAUTH_PROVIDER_DYNAMIC_REGISTRATION: (raw, v) => (raw.oauthProvider.dynamicRegistration = parseBoolean(v)),
  SHUTDOWN_DELAY_MS: (raw, v) => (raw.shutdownDelayMs = Number(v)),
  REQUIRE_SECOND_FACTOR: (raw, v) => (raw.requireSecondFactor = v.trim()),
  SIGN_UP: (raw, v) => (raw.signUp.policy = v.trim()),
  SIGN_UP_DOMAINS: (raw, v) => (raw.signUp.domains = list(v)),
  SSO_TRUSTED_ORIGINS: (raw, v) => (raw.sso.trustedOrigins = list(v)),
  DNS_SERVERS: (raw, v) => (raw.sso.dnsServers = list(v)),
  SSO_DOMAIN_VERIFICATION: (raw, v) => (raw.sso.domainVerification = parseBoolean(v)),
};

function parseJsonObject(value: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error('must be a JSON object');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('must be a JSON object');
  return parsed as Record<string, unknown>;
}

function parseJsonArray<T>(value: string): T[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error('must be a JSON array');
  }
  if (!Array.isArray(parsed)) throw new Error('must be a JSON array');
  return parsed as T[];
}

class InvalidBooleanError extends Error {}

function parseBoolean(value: string): boolean {
  const normalised = value.trim().toLowerCase();
  if (normalised === 'true' || normalised === '1') return true;
  if (normalised === 'false' || normalised === '0') return false;
  throw new InvalidBooleanError('must be true or false');
}
