import type { SecretsConfig } from './secrets-config';
import type { SignUpConfig } from './sign-up-config';
import type { SsoConfig } from './sso-config';

/** The validated, frozen configuration: plain data, no behaviour. Durations are whole seconds. */
export abstract class AppConfig {
  readonly nodeEnv: string;
  readonly isProduction: boolean;
  readonly port: number;
  /** Public origin plus path of the service, without a trailing slash. */
  readonly baseUrl: string;
  readonly basePath: string;
  /** The current secret: it signs and encrypts. */
  readonly secret: string;
  /** Every secret held (`AUTH_SECRETS`, `AUTH_SECRET`): signatures and encrypted values under any of them are read. */
  readonly secrets: SecretsConfig;
  readonly isDefaultSecret: boolean;
  /**
   * The Better Auth line whose answers the service gives where the lines differ, unless a request
   * carries parameters only the other line sends.
   */
  readonly betterAuthCompat: BetterAuthLine;
  readonly database: DatabaseConfig;
  readonly redisUrl: string | null;
  /** Sessions are kept in the database (as well, when Redis holds them). */
  readonly sessionsInDatabase: boolean;
  readonly redisKeyPrefix: string;
  readonly logLevel: string;
  readonly trustedOrigins: readonly string[];
  /** Peers whose forwarding headers are believed (Express's `trust proxy` vocabulary); empty: none. */
  readonly trustedProxies: readonly string[];
  readonly serviceKeys: readonly string[];
  readonly adminUserIds: readonly string[];
  readonly telemetryEndpoint: string | null;
  readonly mail: MailConfig;
  readonly session: SessionConfig;
  readonly emailAndPassword: EmailAndPasswordConfig;
  readonly emailVerification: EmailVerificationConfig;
  readonly user: UserConfig;
  readonly advanced: AdvancedConfig;
  readonly verification: { readonly disableCleanup: boolean };
  readonly rateLimit: RateLimitConfig;
  readonly admin: AdminConfig;
  readonly apiKey: ApiKeyConfig;
  readonly organization: OrganizationConfig;
  /** Audit events older than this many days are deleted; 0 keeps them for ever. */
  readonly audit: { readonly retentionDays: number };
  /** Password hashes that may wait for a hashing thread; past it, hashing calls answer 503 SERVICE_BUSY. */
  readonly passwordHashing: { readonly maxWaiting: number };
  /** Social and OpenID Connect providers with their client credentials. */
  readonly socialProviders: readonly SocialProviderConfig[];
  /** Providers named without a client id or secret: left out, with a warning at start-up. */
  readonly incompleteSocialProviders: readonly string[];
  /** The parent domain the session cookies are set for; null: the service's host only. */
  readonly cookieDomain: string | null;
  readonly jwt: JwtConfig;
  /**
   * On SIGTERM, readiness answers 503 this long before the listener closes, so that the load
   * balancer or orchestrator takes the instance out of rotation before connections are refused.
   */
  readonly shutdownDelayMs: number;
  /** Whose password-only sessions may only enrol and pass a second factor: nobody, administrators, everyone. */
  readonly requireSecondFactor: SecondFactorRequirement;
  readonly signUp: SignUpConfig;
  /** Every scope clients may be given and discovery lists: the defaults, then the configured ones. */
  readonly oauthProvider: { readonly scopes: readonly string[]; readonly dynamicRegistration: boolean };
  readonly sso: SsoConfig;
}

export type SecondFactorRequirement = 'none' | 'admins' | 'all';

export type JwtAlgorithm = 'EdDSA' | 'ES256' | 'RS256';

/** Better Auth's jwt plugin options, resolved: issuer and audience default to the base URL. */
export interface JwtConfig {
  /** The algorithm of new signing keys (EdDSA keys are Ed25519). */
  readonly algorithm: JwtAlgorithm;
  readonly expiresInSeconds: number;
  readonly issuer: string;
  readonly audience: string;
  /** User fields put in tokens besides `sub`; null: the whole user. */
  readonly claims: readonly string[] | null;
  /** Age at which the signing key is replaced; null: never by time. */
  readonly rotationIntervalSeconds: number | null;
  /** get-session answers without `set-auth-jwt` (Better Auth's `disableSettingJwtHeader`). */
  readonly disableSettingJwtHeader: boolean;
}

export type BetterAuthLine = '1.4' | '1.7';

/**
 * Where e-mails go: an SMTP server, the log only (`SMTP_URL=log`: recipient and subject, never the
 * body), or, without SMTP_URL outside production, the dev outbox.
 */
export interface MailConfig {
  readonly delivery: 'smtp' | 'log' | 'dev-outbox';
  /** Set for `smtp` only. */
  readonly smtpUrl: string | null;
  readonly from: string;
  /** Attempts at one e-mail before it is kept as failed. */
  readonly maxAttempts: number;
  /** Days a failed e-mail is kept, from its last attempt, for administrators to see and resend; 0: for ever. */
  readonly failedRetentionDays: number;
}

/** A provider users sign in with: OpenID Connect (discovered from its issuer) or GitHub's OAuth 2. */
export interface SocialProviderConfig {
  readonly providerId: string;
  /** Shown on the sign-in button. */
  readonly name: string;
  readonly kind: 'oidc' | 'github';
  /** The OpenID Connect issuer; null for GitHub. */
  readonly issuer: string | null;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly scopes: readonly string[];
}

export interface RateLimitRule {
  readonly windowSeconds: number;
  readonly max: number;
}

/** Better Auth's rate limit on the auth API, per client address and path. */
export interface RateLimitConfig {
  readonly enabled: boolean;
  readonly windowSeconds: number;
  readonly max: number;
  /** Where counters live: Redis or the database (shared by every instance), or this process's memory. */
  readonly storage: 'memory' | 'redis' | 'database';
  /** Namespaces the counters in a Redis shared with other deployments. */
  readonly keyPrefix: string;
  /** Most counters (one per client address and path) the memory storage keeps; least recently used go first. */
  readonly memoryMaxEntries: number;
  /** Per path below the base path (`/get-session`): its own rule, or false for none. */
  readonly customRules: Readonly<Record<string, RateLimitRule | false>>;
  readonly accountLockout: AccountLockoutConfig;
}

/**
 * Per e-mail address, whatever the client address: after each `maxFailures` failed passwords in a
 * row (the count is forgotten `failureResetSeconds` after the last failure, or on a success), sign-in
 * for that address is locked for `lockSeconds` times the number of such runs, at most `maxLockSeconds`.
 */
export interface AccountLockoutConfig {
  readonly enabled: boolean;
  readonly maxFailures: number;
  readonly failureResetSeconds: number;
  readonly lockSeconds: number;
  readonly maxLockSeconds: number;
}

/** Better Auth's organization plugin options (teams enabled), with its defaults. */
export interface OrganizationConfig {
  readonly allowUserToCreateOrganization: boolean;
  /** Organizations one user may belong to before creating more is refused; null: no limit. */
  readonly organizationLimit: number | null;
  /** The role given to an organization's creator; it alone may hand it on. */
  readonly creatorRole: string;
  readonly membershipLimit: number;
  /** Pending invitations one organization may have. */
  readonly invitationLimit: number;
  readonly invitationExpiresInSeconds: number;
  readonly requireEmailVerificationOnInvitation: boolean;
  /** Re-inviting a pending address cancels the old invitation and sends a new one. */
  readonly cancelPendingInvitationsOnReInvite: boolean;
  readonly teams: {
    /** A new organization gets a team of the same name with its creator in it. */
    readonly defaultTeam: boolean;
    readonly maximumTeams: number | null;
    readonly maximumMembersPerTeam: number | null;
    readonly allowRemovingAllTeams: boolean;
  };
  /** role -> resource -> actions; a resource given replaces a built-in role's actions on it. */
  readonly roles: OrganizationRoleGrants;
}

export type OrganizationRoleGrants = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;

/** Rules a key configuration may set apart from the others, as Better Auth 1.7's configurations do. */
export interface ApiKeyRuleSettings {
  readonly prefixLength: { readonly min: number; readonly max: number };
  readonly nameLength: { readonly min: number; readonly max: number };
  readonly requireName: boolean;
  readonly enableMetadata: boolean;
  readonly keyExpiration: {
    /** Expiry given to keys created without `expiresIn`; null: they never expire. */
    readonly defaultExpiresInSeconds: number | null;
    readonly disableCustomExpiresTime: boolean;
    readonly minExpiresInDays: number;
    readonly maxExpiresInDays: number;
  };
}

/** Who owns the keys of a configuration: their creator, or the organization named at creation. */
export type ApiKeyReferences = 'user' | 'organization';

/** One of Better Auth 1.7's key configurations, its rules resolved over the section's. */
export interface ApiKeyConfiguration extends ApiKeyRuleSettings {
  readonly configId: string;
  readonly references: ApiKeyReferences;
  /** Put before the random part of keys created without a `prefix`; null: none. */
  readonly defaultPrefix: string | null;
}

/** Better Auth's api-key plugin options, with the spec's defaults. */
export interface ApiKeyConfig extends ApiKeyRuleSettings {
  /** Random characters after the prefix; also the shortest value accepted from `x-api-key`. */
  readonly defaultKeyLength: number;
  /** Stores keys as given instead of their SHA-256; only for databases shared with such a setup. */
  readonly disableKeyHashing: boolean;
  /** Leading characters kept in `start`; 0 keeps none. */
  readonly startingCharactersLength: number;
  /** Defaults for new keys; `enabled: false` switches every key's limit off. */
  readonly rateLimit: { readonly enabled: boolean; readonly timeWindowMs: number; readonly maxRequests: number };
  /** By `configId`; `default` is always there and owned by users. */
  readonly configurations: Readonly<Record<string, ApiKeyConfiguration>>;
}

export interface AdminConfig {
  readonly defaultRole: string;
  /** Roles that carry every admin permission. */
  readonly adminRoles: readonly string[];
  /** Further roles with their own grants: role -> resource -> actions. */
  readonly roles: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
  readonly impersonationSessionDurationSeconds: number;
  readonly defaultBanReason: string;
  /** Null: bans without an expiry of their own never end by themselves. */
  readonly defaultBanExpiresInSeconds: number | null;
  readonly allowImpersonatingAdmins: boolean;
}

export interface DatabaseConfig {
  readonly dialect: 'sqlite' | 'postgres';
  /** The file path or `:memory:` for SQLite; the connection URL for PostgreSQL. */
  readonly url: string;
  readonly storage: string | null;
  /** PostgreSQL schema to use as the search path, from `?schema=` in the URL. */
  readonly schema: string | null;
}

export interface SessionConfig {
  readonly expiresInSeconds: number;
  readonly expiresInWithoutRememberMeSeconds: number;
  readonly updateAgeSeconds: number;
  readonly freshAgeSeconds: number;
  readonly cookieCache: { readonly enabled: boolean; readonly maxAgeSeconds: number };
}

export interface EmailAndPasswordConfig {
  readonly enabled: boolean;
  readonly minPasswordLength: number;
  readonly maxPasswordLength: number;
  readonly requireEmailVerification: boolean;
  readonly autoSignIn: boolean;
  readonly resetPasswordTokenExpiresInSeconds: number;
  readonly revokeSessionsOnPasswordReset: boolean;
}

export interface EmailVerificationConfig {
  readonly sendOnSignUp: boolean;
  readonly sendOnSignIn: boolean;
  readonly autoSignInAfterVerification: boolean;
  readonly expiresInSeconds: number;
}

export type AdditionalFieldType = 'string' | 'number' | 'boolean' | 'date';

/** A user field beyond Better Auth's own, as its `user.additionalFields` option declares one. */
export interface AdditionalFieldConfig {
  readonly type: AdditionalFieldType;
  /** Sign-up refuses a body without it (unless it has a default). */
  readonly required: boolean;
  /** Whether callers may set it on sign-up and update-user. */
  readonly input: boolean;
  /** Whether it appears in user objects in responses. */
  readonly returned: boolean;
  readonly defaultValue: string | number | boolean | null;
}

export interface UserConfig {
  readonly changeEmail: { readonly enabled: boolean };
  readonly additionalFields: Readonly<Record<string, AdditionalFieldConfig>>;
  readonly deleteUser: {
    readonly enabled: boolean;
    readonly sendVerification: boolean;
    readonly tokenExpiresInSeconds: number;
  };
}

export interface AdvancedConfig {
  readonly cookiePrefix: string;
  /** Headers a trusted proxy names the client in; read only when the peer is one of `trustedProxies`. */
  readonly ipAddressHeaders: readonly string[];
  readonly disableIpTracking: boolean;
  /** IPv6 clients are rate-limited per network of this many bits (one subscriber holds a /64). */
  readonly ipv6Subnet: number;
}
