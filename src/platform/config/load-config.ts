import { toSeconds } from '../common/time/parse-duration';
import { AppConfig } from './app-config';
import { readAdditionalFields } from './additional-fields';
import { readAdminRoles } from './admin-config';
import { FALLBACK_API_KEY_CONFIG, readApiKeyConfig } from './api-key-config';
import { readBetterAuthLine, readSecondFactorRequirement } from './choice-settings';
import { readCookieDomain } from './cookie-domain';
import { DeepPartial, RawConfig } from './config-sources';
import { layerConfig } from './config-layers';
import { SQLITE_FALLBACK, readDatabaseUrl } from './database-config';
import { FALLBACK_JWT_CONFIG, readJwtConfig } from './jwt-config';
import { DEFAULT_OAUTH_PROVIDER_SCOPES, readOAuthProviderScopes } from './oauth-provider-config';
import { readMailDelivery, readMaxAttempts } from './mail-config';
import { readDnsServers, readSsoTrustedOrigins } from './sso-config';
import { FALLBACK_ORGANIZATION_CONFIG, readOrganizationConfig, readOrganizationRoles } from './organization-config';
import {
  FALLBACK_RATE_LIMIT_CONFIG,
  readIpv6Subnet,
  readMemoryMaxEntries,
  readRateLimitConfig,
} from './rate-limit-config';
import { readRetentionDays } from './retention-days';
import { readSecrets } from './secrets-config';
import { readBaseUrl, readLogLevel, readMaxWaitingHashes, readPort, readShutdownDelay } from './service-settings';
import { readSocialProviders } from './social-providers';
import { OPEN_SIGN_UP, readSignUpConfig } from './sign-up-config';
import { readServiceKeys, readTrustedOrigins, readTrustedProxies } from './trust-config';
import { readOptionalUrl } from './url-settings';

export { DEFAULT_SECRET } from './secrets-config';

const AUTH_BASE_PATH = '/api/auth';

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
    secret: secrets.current,
    secrets: secrets.secrets,
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
    organization: {
      ...check('organization', () => readOrganizationConfig(raw.organization), FALLBACK_ORGANIZATION_CONFIG),
      roles: check('ORGANIZATION_ROLES', () => readOrganizationRoles(raw.organization.roles ?? {}), {}),
    },
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
    oauthProvider: {
      scopes: check('OAUTH_PROVIDER_SCOPES', () => readOAuthProviderScopes(raw.oauthProvider?.scopes ?? []), [
        ...DEFAULT_OAUTH_PROVIDER_SCOPES,
      ]),
      dynamicRegistration: raw.oauthProvider?.dynamicRegistration !== false,
    },
    sso: {
      trustedOrigins: check('SSO_TRUSTED_ORIGINS', () => readSsoTrustedOrigins(raw.sso.trustedOrigins), []),
      dnsServers: check('DNS_SERVERS', () => readDnsServers(raw.sso.dnsServers), []),
      domainVerification: raw.sso.domainVerification !== false,
    },
  };
  const { minPasswordLength, maxPasswordLength } = config.emailAndPassword;
  if (!(minPasswordLength >= 1 && maxPasswordLength >= minPasswordLength))
    problems.push('emailAndPassword: minPasswordLength must be at least 1 and not above maxPasswordLength');
  if (problems.length > 0) throw new ConfigError(problems);
  return deepFreeze(config);
}

function socialProvidersOf(raw: RawConfig): Pick<AppConfig, 'socialProviders' | 'incompleteSocialProviders'> {
  const { providers, incomplete } = readSocialProviders(raw.socialProviders);
  return { socialProviders: providers, incompleteSocialProviders: incomplete };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const nested of Object.values(value)) deepFreeze(nested);
    Object.freeze(value);
  }
  return value;
}
