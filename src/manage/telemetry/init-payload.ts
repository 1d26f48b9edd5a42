import { AppConfig } from '../../platform/config/app-config';
import { PRESET_SOCIAL_PROVIDERS } from './telemetry.constants';
import { EnabledFeatures, InitPayload } from './telemetry.types';

/** The start-up event's payload: versions, storage kinds and switches, read from the configuration alone. */
export function initPayload(config: AppConfig, version: string): InitPayload {
  return {
    version,
    runtime: { name: 'node', version: process.versions.node, platform: process.platform, arch: process.arch },
    environment: config.nodeEnv,
    database: config.database.dialect,
    redis: config.redisUrl !== null,
    features: enabledFeatures(config),
  };
}

function enabledFeatures(config: AppConfig): EnabledFeatures {
  const providerKinds = config.socialProviders.map(({ providerId }) =>
    PRESET_SOCIAL_PROVIDERS.includes(providerId) ? providerId : 'oidc',
  );
  return {
    betterAuthCompat: config.betterAuthCompat,
    emailVerificationRequired: config.emailAndPassword.requireEmailVerification,
    mail: config.mail.delivery,
    socialProviders: [...new Set(providerKinds)].sort(),
    rateLimit: config.rateLimit.enabled ? config.rateLimit.storage : 'off',
    accountLockout: config.rateLimit.accountLockout.enabled,
    sessionsInDatabase: config.sessionsInDatabase,
    sessionCookieCache: config.session.cookieCache.enabled,
    crossSubdomainCookies: config.cookieDomain !== null,
    serviceKeys: config.serviceKeys.length > 0,
    additionalUserFields: Object.keys(config.user.additionalFields).length > 0,
    customAdminRoles: Object.keys(config.admin.roles).length > 0,
    jwtAlgorithm: config.jwt.algorithm,
  };
}
