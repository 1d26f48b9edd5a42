import { HASHING_THREADS } from '../common/crypto/thread-pool';
import { compileTrustedProxies } from '../common/http/client-ip';
import { MAX_DURATION_SECONDS, toSeconds } from '../common/time/parse-duration';
import { MAX_INTEGER_COLUMN_VALUE } from '../common/validation/storable-integer';
import {
  AppConfig,
  BetterAuthLine,
  DatabaseConfig,
  JwtConfig,
  MailConfig,
  OrganizationConfig,
  RateLimitConfig,
  RateLimitRule,
  SecondFactorRequirement,
} from './app-config';
import { FALLBACK_ACCOUNT_LOCKOUT_CONFIG, readAccountLockoutConfig } from './account-lockout-config';
import { readAdditionalFields } from './additional-fields';
import { FALLBACK_API_KEY_CONFIG, readApiKeyConfig } from './api-key-config';
import { readCookieDomain } from './cookie-domain';
import { readJwtConfig } from './jwt-config';
import { DeepPartial, RawConfig } from './config-sources';
import { layerConfig } from './config-layers';
import { readSecrets } from './secrets-config';
import { readSocialProviders } from './social-providers';
import { OPEN_SIGN_UP, readSignUpConfig } from './sign-up-config';

export { DEFAULT_SECRET } from './secrets-config';

const AUTH_BASE_PATH = '/api/auth';
/** About two seconds of waiting at Better Auth's scrypt cost. */
const DEFAULT_WAITING_HASHES_PER_THREAD = 32;
const PINO_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const MAX_DURATION_DAYS = MAX_DURATION_SECONDS / 86_400;

/** Every problem found in the configuration, one line each, naming the variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.join('\n')}`);
  }
}

export interface LoadConfigOptions {
  env?: NodeJS.ProcessEnv;
  overrides?: DeepPartial<RawConfig>;
}

export function loadConfig({ env: given = process.env, overrides }: LoadConfigOptions = {}): AppConfig {
  const { raw, env, problems } = layerConfig(given, overrides);
  const nodeEnv = env.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  const check = <T>(name: string, read: () => T, fallback: T): T => {
    try {
      return read();
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message}`);
      return fallback;
    }
  };

  const port = check('PORT', () => readPort(raw.port), 3000);
  const baseUrl = check('BASE_URL', () => readBaseUrl(raw.baseUrl, port), `http://localhost:${port}`);
  const secrets = readSecrets(raw.secret, raw.secrets, isProduction);
  problems.push(...secrets.problems);
  const duration = (name: string, value: string | number) => check(name, () => toSeconds(value), 0);
  const cookieDomain = check('COOKIE_DOMAIN', () => readCookieDomain(raw.cookieDomain, baseUrl), null);
  const redisUrl = check('REDIS_URL', () => readOptionalUrl(raw.redisUrl, ['redis:', 'rediss:']), null);
  const config: AppConfig = {
    nodeEnv,
    isProduction,
    port,
    baseUrl,
    basePath: AUTH_BASE_PATH,
    secret: secrets.keyring.current,
    secrets: secrets.keyring,
    isDefaultSecret: secrets.isDefaultSecret,
    betterAuthCompat: check('BETTER_AUTH_COMPAT', () => readBetterAuthLine(raw.betterAuthCompat), '1.7'),
    database: check('DATABASE_URL', () => readDatabaseUrl(raw.databaseUrl), SQLITE_FALLBACK),
    redisUrl,
    sessionsInDatabase: raw.sessionsInDatabase ?? redisUrl === null,
    redisKeyPrefix: raw.redisKeyPrefix,
    logLevel: check('LOG_LEVEL', () => readLogLevel(raw.logLevel), 'info'),
    trustedOrigins: check('TRUSTED_ORIGINS', () => readTrustedOrigins(raw.trustedOrigins, baseUrl, cookieDomain), []),
    trustedProxies: check('TRUSTED_PROXIES', () => readTrustedProxies(raw.trustedProxies), []),
    serviceKeys: check('SERVICE_KEYS', () => readServiceKeys(raw.serviceKeys), []),
    adminUserIds: raw.adminUserIds,
    telemetryEndpoint: check(
      'TELEMETRY_ENDPOINT',
      () => readOptionalUrl(raw.telemetryEndpoint, ['http:', 'https:']),
      null,
    ),
    mail: {
      ...check('SMTP_URL', () => readMailDelivery(raw.mail.smtpUrl, isProduction), { delivery: 'log', smtpUrl: null }),
      from: raw.mail.from,
      maxAttempts: check('mail.maxAttempts', () => readMaxAttempts(raw.mail.maxAttempts), 1),
      failedRetentionDays: check(
        'MAIL_FAILED_RETENTION_DAYS',
        () => readRetentionDays(raw.mail.failedRetentionDays, 'failed e-mails'),
        30,
      ),
    },
    session: {
      expiresInSeconds: duration('SESSION_EXPIRES_IN', raw.session.expiresIn),
      expiresInWithoutRememberMeSeconds: duration(
        'session.expiresInWithoutRememberMe',
        raw.session.expiresInWithoutRememberMe,
      ),
      updateAgeSeconds: duration('SESSION_UPDATE_AGE', raw.session.updateAge),
      freshAgeSeconds: duration('SESSION_FRESH_AGE', raw.session.freshAge),
      cookieCache: {
        enabled: raw.session.cookieCache.enabled,
        maxAgeSeconds: duration('session.cookieCache.maxAge', raw.session.cookieCache.maxAge),
      },
    },
    emailAndPassword: {
      ...raw.emailAndPassword,
      resetPasswordTokenExpiresInSeconds: duration(
        'emailAndPassword.resetPasswordTokenExpiresIn',
        raw.emailAndPassword.resetPasswordTokenExpiresIn,
      ),
    },
    emailVerification: {
      ...raw.emailVerification,
      expiresInSeconds: duration('emailVerification.expiresIn', raw.emailVerification.expiresIn),
    },
    user: {
      changeEmail: { enabled: raw.user.changeEmail.enabled },
      additionalFields: check('USER_ADDITIONAL_FIELDS', () => readAdditionalFields(raw.user.additionalFields), {}),
      deleteUser: {
        enabled: raw.user.deleteUser.enabled,
        sendVerification: raw.user.deleteUser.sendVerification,
        tokenExpiresInSeconds: duration('user.deleteUser.tokenExpiresIn', raw.user.deleteUser.tokenExpiresIn),
      },
    },
    advanced: {
      ...raw.advanced,
      ipv6Subnet: check('advanced.ipv6Subnet', () => readIpv6Subnet(raw.advanced.ipv6Subnet), 64),
    },
    verification: raw.verification,
    rateLimit: {
      ...check(
        'rateLimit',
        () => readRateLimitConfig(raw.rateLimit, isProduction, redisUrl),
        FALLBACK_RATE_LIMIT_CONFIG,
      ),
      memoryMaxEntries: check(
        'RATE_LIMIT_MEMORY_MAX_ENTRIES',
        () => readMemoryMaxEntries(raw.rateLimit.memoryMaxEntries),
        1,
      ),
    },
    admin: {
      defaultRole: raw.admin.defaultRole,
      adminRoles: raw.admin.adminRoles,
      roles: check('ADMIN_ROLES', () => readAdminRoles(raw.admin.roles ?? {}, raw.admin.adminRoles), {}),
      impersonationSessionDurationSeconds: duration(
        'admin.impersonationSessionDuration',
        raw.admin.impersonationSessionDuration,
      ),
      defaultBanReason: raw.admin.defaultBanReason,
      defaultBanExpiresInSeconds:
        raw.admin.defaultBanExpiresIn === null
          ? null
          : duration('admin.defaultBanExpiresIn', raw.admin.defaultBanExpiresIn),
      allowImpersonatingAdmins: raw.admin.allowImpersonatingAdmins,
    },
    apiKey: check('apiKey', () => readApiKeyConfig(raw.apiKey), FALLBACK_API_KEY_CONFIG),
    organization: check('organization', () => readOrganizationConfig(raw.organization), FALLBACK_ORGANIZATION_CONFIG),
    audit: {
      retentionDays: check('AUDIT_RETENTION_DAYS', () => readRetentionDays(raw.audit.retentionDays, 'events'), 90),
    },
    passwordHashing: {
      maxWaiting: check('PASSWORD_HASH_MAX_WAITING', () => readMaxWaitingHashes(raw.passwordHashing.maxWaiting), 0),
    },
    ...check('OIDC_PROVIDERS', () => socialProvidersOf(raw), { socialProviders: [], incompleteSocialProviders: [] }),
    cookieDomain,
    jwt: check('jwt', () => readJwtConfig(raw.jwt, baseUrl), FALLBACK_JWT_CONFIG),
    shutdownDelayMs: check('SHUTDOWN_DELAY_MS', () => readShutdownDelay(raw.shutdownDelayMs), 0),
    requireSecondFactor: check(
      'REQUIRE_SECOND_FACTOR',
      () => readSecondFactorRequirement(raw.requireSecondFactor),
      'none',
    ),
    signUp: check('SIGN_UP', () => readSignUpConfig(raw.signUp), OPEN_SIGN_UP),
  };
  const { minPasswordLength, maxPasswordLength } = config.emailAndPassword;
  if (!(minPasswordLength >= 1 && maxPasswordLength >= minPasswordLength))
    problems.push('emailAndPassword: minPasswordLength must be at least 1 and not above maxPasswordLength');
  if (problems.length > 0) throw new ConfigError(problems);
  return deepFreeze(config);
}

function readRateLimitConfig(
  raw: RawConfig['rateLimit'],
  isProduction: boolean,
  redisUrl: string | null,
): Omit<RateLimitConfig, 'memoryMaxEntries'> {
  const readRule = (name: string, rule: { window: number; max: number }): RateLimitRule => {
    // A window beyond any storable date, or a count beyond the database's integer column, fails at start, not per
    // request.
    const windowFits = Number.isInteger(rule.window) && rule.window >= 1 && rule.window <= MAX_DURATION_SECONDS;
    const maxFits = Number.isInteger(rule.max) && rule.max >= 1 && rule.max <= MAX_INTEGER_COLUMN_VALUE;
    if (!windowFits || !maxFits) {
      throw new Error(
        `${name} needs whole numbers window (1 to ${MAX_DURATION_SECONDS} seconds) and max (1 to ${MAX_INTEGER_COLUMN_VALUE})`,
      );
    }
    return { windowSeconds: rule.window, max: rule.max };
  };
  const storage = raw.storage ?? (redisUrl ? 'redis' : 'memory');
  if (storage !== 'memory' && storage !== 'redis' && storage !== 'database')
    throw new Error('storage must be memory, redis or database');
  if (storage === 'redis' && !redisUrl) throw new Error('storage redis needs REDIS_URL');
  const customRules: Record<string, RateLimitRule | false> = {};
  for (const [path, rule] of Object.entries(raw.customRules)) {
    if (!path.startsWith('/'))
      throw new Error(`customRules: "${path}" must be a path below the base path, starting with /`);
    customRules[path] = rule === false ? false : readRule(`customRules "${path}"`, rule);
  }
  const general = readRule('the general rule', { window: raw.window, max: raw.max });
  const accountLockout = readAccountLockoutConfig(raw.accountLockout);
  return {
    enabled: raw.enabled ?? isProduction,
    ...general,
    storage,
    keyPrefix: raw.keyPrefix,
    customRules,
    accountLockout,
  };
}

const FALLBACK_RATE_LIMIT_CONFIG: Omit<RateLimitConfig, 'memoryMaxEntries'> = {
  enabled: false,
  windowSeconds: 10,
  max: 100,
  storage: 'memory',
  keyPrefix: 'rate-limit:',
  customRules: {},
  accountLockout: FALLBACK_ACCOUNT_LOCKOUT_CONFIG,
};

/**
 * A counter takes about 280 bytes and lru-cache sets aside some 45 more for each allowed one: ten million
 * is over 3 GB, and a number far beyond it would fail at start with no line naming it.
 */
const MAX_MEMORY_RATE_LIMIT_ENTRIES = 10_000_000;

function readMemoryMaxEntries(value: number): number {
  if (!Number.isInteger(value) || value < 1 || value > MAX_MEMORY_RATE_LIMIT_ENTRIES)
    throw new Error(`must be a whole number of counters from 1 to ${MAX_MEMORY_RATE_LIMIT_ENTRIES}`);
  return value;
}

function readOrganizationConfig(raw: RawConfig['organization']): OrganizationConfig {
  const isCount = (value: number | null) => value === null || (Number.isInteger(value) && value >= 1);
  const counts = {
    organizationLimit: raw.organizationLimit,
    membershipLimit: raw.membershipLimit,
    invitationLimit: raw.invitationLimit,
    'teams.maximumTeams': raw.teams.maximumTeams,
    'teams.maximumMembersPerTeam': raw.teams.maximumMembersPerTeam,
  };
  for (const [name, value] of Object.entries(counts)) {
    if (!isCount(value)) throw new Error(`${name} must be a whole number of at least 1`);
  }
  if (!raw.creatorRole.trim()) throw new Error('creatorRole must not be empty');
  const { invitationExpiresIn, ...rest } = raw;
  return { ...rest, invitationExpiresInSeconds: toSeconds(invitationExpiresIn), teams: { ...raw.teams } };
}

const FALLBACK_ORGANIZATION_CONFIG: OrganizationConfig = {
  allowUserToCreateOrganization: true,
  organizationLimit: null,
  creatorRole: 'owner',
  membershipLimit: 100,
  invitationLimit: 100,
  invitationExpiresInSeconds: 172800,
  requireEmailVerificationOnInvitation: false,
  cancelPendingInvitationsOnReInvite: false,
  teams: { defaultTeam: true, maximumTeams: null, maximumMembersPerTeam: null, allowRemovingAllTeams: false },
};

const FALLBACK_JWT_CONFIG: JwtConfig = {
  algorithm: 'EdDSA',
  expiresInSeconds: 900,
  issuer: '',
  audience: '',
  claims: null,
  rotationIntervalSeconds: null,
  disableSettingJwtHeader: false,
};

const SQLITE_FALLBACK: DatabaseConfig = {
  dialect: 'sqlite',
  url: 'sqlite::memory:',
  storage: ':memory:',
  schema: null,
};

function socialProvidersOf(raw: RawConfig): Pick<AppConfig, 'socialProviders' | 'incompleteSocialProviders'> {
  const { providers, incomplete } = readSocialProviders(raw.socialProviders);
  return { socialProviders: providers, incompleteSocialProviders: incomplete };
}

function readMaxWaitingHashes(value: number | null): number {
  if (value === null) return DEFAULT_WAITING_HASHES_PER_THREAD * HASHING_THREADS;
  if (!Number.isInteger(value) || value < 0) throw new Error('must be a whole number of hashes, 0 or more');
  return value;
}

/** Production sends e-mail for real, or says explicitly that it sends none. */
function readMailDelivery(smtpUrl: string | null, isProduction: boolean): Pick<MailConfig, 'delivery' | 'smtpUrl'> {
  if (smtpUrl === 'log') return { delivery: 'log', smtpUrl: null };
  if (smtpUrl) return { delivery: 'smtp', smtpUrl: readOptionalUrl(smtpUrl, ['smtp:', 'smtps:']) };
  if (isProduction)
    throw new Error(
      'required when NODE_ENV=production: an smtp:// or smtps:// URL, or log to only log e-mails (recipient and subject)',
    );
  return { delivery: 'dev-outbox', smtpUrl: null };
}

function readMaxAttempts(value: number): number {
  if (!Number.isInteger(value) || value < 1) throw new Error('must be a whole number of at least 1');
  return value;
}

function readAdminRoles(value: unknown, adminRoles: string[]): Record<string, Record<string, string[]>> {
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

const BETTER_AUTH_LINES: readonly BetterAuthLine[] = ['1.7', '1.4'];

function readBetterAuthLine(value: string): BetterAuthLine {
  const line = BETTER_AUTH_LINES.find((candidate) => candidate === value);
  if (!line) throw new Error(`must be one of ${BETTER_AUTH_LINES.join(', ')}`);
  return line;
}

const SECOND_FACTOR_REQUIREMENTS: readonly SecondFactorRequirement[] = ['none', 'admins', 'all'];

function readSecondFactorRequirement(value: string): SecondFactorRequirement {
  const requirement = SECOND_FACTOR_REQUIREMENTS.find((candidate) => candidate === value);
  if (!requirement) throw new Error(`must be one of ${SECOND_FACTOR_REQUIREMENTS.join(', ')}`);
  return requirement;
}

function readRetentionDays(value: number, kept: string): number {
  if (!Number.isInteger(value) || value < 0 || value > MAX_DURATION_DAYS)
    throw new Error(`must be a whole number of days from 0 to ${MAX_DURATION_DAYS} (0 keeps ${kept} for ever)`);
  return value;
}

function readPort(value: number): number {
  if (!Number.isInteger(value) || value < 0 || value > 65_535) throw new Error('must be a port number from 0 to 65535');
  return value;
}

function readBaseUrl(value: string | null, port: number): string {
  if (!value) return `http://localhost:${port}`;
  const url = parseUrl(value, ['http:', 'https:']);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function readDatabaseUrl(value: string): DatabaseConfig {
  if (value.startsWith('sqlite:')) {
    const storage = value.slice('sqlite:'.length).replace(/^\/\//, '');
    if (!storage) throw new Error('give a file path, as sqlite:data/auth.sqlite, or sqlite::memory:');
    return { dialect: 'sqlite', url: value, storage, schema: null };
  }
  if (!/^postgres(ql)?:\/\//.test(value)) {
    throw new Error('must be sqlite:<file>, sqlite::memory: or a postgres://user:pass@host:5432/db URL');
  }
  const url = parseUrl(value, ['postgres:', 'postgresql:']);
  const schema = url.searchParams.get('schema');
  if (schema !== null && !/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(schema)) {
    throw new Error('the schema parameter must be a plain identifier');
  }
  url.searchParams.delete('schema');
  return { dialect: 'postgres', url: url.toString(), storage: null, schema };
}

function readOptionalUrl(value: string | null, protocols: string[]): string | null {
  if (!value) return null;
  parseUrl(value, protocols);
  return value;
}

function parseUrl(value: string, protocols: string[]): URL {
  const problem = `must be a URL starting with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(problem);
  }
  if (!protocols.includes(url.protocol)) throw new Error(problem);
  return url;
}

function readLogLevel(value: string): string {
  if (!PINO_LEVELS.includes(value)) throw new Error(`must be one of ${PINO_LEVELS.join(', ')}`);
  return value;
}

/**
 * With COOKIE_DOMAIN, the domain and its subdomains (on the base URL's scheme and default port) are
 * trusted too: they receive the session cookie already, so refusing their origin would protect nothing.
 */
function readTrustedOrigins(values: string[], baseUrl: string, cookieDomain: string | null): string[] {
  if (values.some((entry) => entry.trim() === '')) {
    throw new Error('A provided trusted origin is invalid, make sure your trusted origins list is properly defined.');
  }
  const origins = values.map((entry) => {
    if (entry.includes('*')) return entry;
    return parseUrl(entry, ['http:', 'https:']).origin;
  });
  const { protocol } = new URL(baseUrl);
  const shared = cookieDomain ? [`${protocol}//${cookieDomain}`, `${protocol}//*.${cookieDomain}`] : [];
  return [...new Set([new URL(baseUrl).origin, ...origins, ...shared])];
}

function readTrustedProxies(values: string[]): string[] {
  try {
    compileTrustedProxies(values);
  } catch (error) {
    throw new Error(`${(error as Error).message}; give addresses, CIDRs, loopback, linklocal or uniquelocal`, {
      cause: error,
    });
  }
  return values;
}

function readIpv6Subnet(value: number): number {
  if (!Number.isInteger(value) || value < 1 || value > 128)
    throw new Error('must be a whole number of bits from 1 to 128');
  return value;
}

/** Longer than any orchestrator's grace period: a value beyond it would only get the process killed. */
const MAX_SHUTDOWN_DELAY_MS = 600_000;

function readShutdownDelay(value: number): number {
  if (!Number.isInteger(value) || value < 0 || value > MAX_SHUTDOWN_DELAY_MS)
    throw new Error(`must be a whole number of milliseconds from 0 to ${MAX_SHUTDOWN_DELAY_MS}`);
  return value;
}

function readServiceKeys(values: string[]): string[] {
  if (values.some((key) => key.length < 16)) throw new Error('each service key must be at least 16 characters long');
  return values;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const nested of Object.values(value)) deepFreeze(nested);
    Object.freeze(value);
  }
  return value;
}
