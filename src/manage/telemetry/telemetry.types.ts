/** What is POSTed to TELEMETRY_ENDPOINT, in Better Auth's telemetry shape. */
export interface TelemetryEvent {
  type: 'init' | 'usage';
  anonymousId: string;
  payload: InitPayload | UsagePayload;
}

/** Sent once at each start. Settings as kinds and switches only: no host, address, URL, name or id. */
export interface InitPayload {
  version: string;
  runtime: { name: 'node'; version: string; platform: string; arch: string };
  environment: string;
  database: 'postgres' | 'sqlite';
  redis: boolean;
  features: EnabledFeatures;
}

export interface EnabledFeatures {
  betterAuthCompat: string;
  emailVerificationRequired: boolean;
  mail: 'smtp' | 'log' | 'dev-outbox';
  socialProviders: string[];
  rateLimit: 'off' | 'memory' | 'redis' | 'database';
  accountLockout: boolean;
  sessionsInDatabase: boolean;
  sessionCookieCache: boolean;
  crossSubdomainCookies: boolean;
  serviceKeys: boolean;
  additionalUserFields: boolean;
  customAdminRoles: boolean;
  jwtAlgorithm: string;
}

/** Sent once a day by one instance: the deployment's size, each count as a bucket (`11-100`). */
interface UsagePayload {
  users: string;
  activeSessions: string;
}
