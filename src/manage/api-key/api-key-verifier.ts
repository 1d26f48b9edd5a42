import { Injectable } from '@nestjs/common';
import { roleAllows } from '../../platform/common/access/access-control';
import { AuthError } from '../../platform/common/errors/auth-error';
import { Clock } from '../../platform/common/time/clock';
import { ServiceMetrics } from '../../platform/metrics/service-metrics';
import { AppConfig, BetterAuthLine } from '../../platform/config/app-config';
import { OrganizationMemberships } from '../../identity/access/organization-memberships';
import { UserService } from '../../identity/user/user.service';
import { User } from '../../identity/user/user.types';
import { ApiKeyConfigurations } from './api-key-configurations';
import { ApiKeyFormat } from './api-key-format';
import { configIdOf } from './api-key-ownership';
import { DEFAULT_API_KEY_CONFIG_ID } from './api-key.constants';
import { ApiKeySweeper } from './api-key-sweeper';
import { UseRefusal, decideUse } from './api-key-usage';
import { API_KEY_ERRORS } from './api-key.errors';
import { ApiKeyRepository } from './api-key.repository';
import { ApiKey, ApiKeyPermissions } from './api-key.types';

/** A use that loses to concurrent changes of the key's limits this often is given up. */
const MAX_USE_ATTEMPTS = 3;

export interface VerifiedApiKey {
  apiKey: ApiKey;
  /** The user who owns the key; null for an organization's key. */
  owner: User | null;
}

/** What a use of a key must also meet. */
export interface VerifyOptions {
  permissions?: ApiKeyPermissions;
  /** Only a key of this configuration is valid (Better Auth 1.7's scoped verify). */
  configId?: string;
  /**
   * The key stands in for a session: an organization's key acts for no user, so it is refused
   * before its use is counted.
   */
  asUser?: boolean;
}

/** The verify endpoint's answer: failures are data, not HTTP errors. */
export interface VerificationResult {
  valid: boolean;
  error: { code: string; message: string; [detail: string]: unknown } | null;
  key: ApiKey | null;
}

/** Checks a presented key and records its use: expiry, ban, permissions, quota, refill, rate window. */
@Injectable()
export class ApiKeyVerifier {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly format: ApiKeyFormat,
    private readonly users: UserService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly sweeper: ApiKeySweeper,
    private readonly metrics: ServiceMetrics,
    private readonly configurations: ApiKeyConfigurations,
    private readonly organizations: OrganizationMemberships,
  ) {}

  /** For a trusted backend: whether the key may be used now, with the reason when not. */
  async check(key: string, options: VerifyOptions = {}): Promise<VerificationResult> {
    try {
      const { apiKey } = await this.verify(key, options);
      return { valid: true, error: null, key: apiKey };
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      return { valid: false, error: { code: error.code, message: error.message, ...error.details }, key: null };
    } finally {
      await this.sweeper.sweepIfDue();
    }
  }

  /** The key after this use, or the catalogue error saying why it may not be used; counted for the metrics. */
  async verify(key: string, options: VerifyOptions = {}): Promise<VerifiedApiKey> {
    try {
      const verified = await this.attemptVerify(key, options);
      this.metrics.recordApiKeyVerification('valid');
      return verified;
    } catch (error) {
      if (error instanceof AuthError) this.metrics.recordApiKeyVerification(error.code, error.catalogueMessage);
      throw error;
    }
  }

  private async attemptVerify(key: string, { permissions, configId, asUser }: VerifyOptions): Promise<VerifiedApiKey> {
    const storedKey = this.format.toStored(key);
    const limitsEnabled = this.config.apiKey.rateLimit.enabled;
    if (!permissions && configId === undefined) {
      // Most uses meet no obstacle: one statement records them. Otherwise the steps below find which, as before.
      // It matches only keys whose owner is a user: an organization's key takes the steps below.
      const used = await this.keys.useIfUnhindered(storedKey, this.clock.now(), limitsEnabled);
      if (used) return { apiKey: used.apiKey, owner: this.users.fromRow(used.owner) };
    }
    const found = await this.keys.findByStoredKeyWithOwner(storedKey, this.users);
    if (!found) throw new AuthError(API_KEY_ERRORS.INVALID_API_KEY, { status: 401 });
    if (configId !== undefined && !configIdMatches(found.apiKey, configId)) {
      throw new AuthError(API_KEY_ERRORS.INVALID_API_KEY, { status: 401 });
    }
    const isOrganizationOwned = this.configurations.isOrganizationOwned(found.apiKey.configId);
    // The header's configuration is the user one, so an organization's key is not a key there, as in 1.7.
    if (isOrganizationOwned && asUser) throw new AuthError(API_KEY_ERRORS.INVALID_API_KEY, { status: 401 });
    // An organization is never banned; a key of one that was deleted has no owner.
    const owner = isOrganizationOwned
      ? (await this.organizations.exists(found.apiKey.referenceId))
        ? { banned: false, banExpires: null }
        : null
      : found.owner;
    const isPermitted =
      !permissions || (found.apiKey.permissions !== null && roleAllows(found.apiKey.permissions, permissions));
    const now = this.clock.now();
    let current = found.apiKey;
    for (let attempt = 0; attempt < MAX_USE_ATTEMPTS; attempt += 1) {
      const decision = decideUse({ apiKey: current, owner, now, limitsEnabled, isPermitted });
      if ('refusal' in decision) {
        if ('deletesKey' in decision.refusal && decision.refusal.deletesKey) await this.keys.delete(current.id);
        throw errorOf(decision.refusal, this.config.betterAuthCompat, isOrganizationOwned, asUser === true);
      }
      if (decision.refillDueBefore)
        await this.keys.refill(current.id, current.refillInterval!, decision.refillDueBefore, now);
      // Conditional on the row still allowing the use: a concurrent one may have taken the last of it.
      const used = await this.keys.consume(current.id, decision.plan);
      if (used) return { apiKey: used, owner: isOrganizationOwned ? null : found.owner };
      const reread = await this.keys.findById(current.id);
      if (!reread) throw new AuthError(API_KEY_ERRORS.INVALID_API_KEY, { status: 401 });
      current = reread;
    }
    throw new AuthError(API_KEY_ERRORS.FAILED_TO_UPDATE_API_KEY);
  }
}

/** Keys of no configuration (a 1.4 database) count as the default one's, as Better Auth 1.7 matches them. */
function configIdMatches(apiKey: ApiKey, configId: string): boolean {
  return configIdOf(apiKey) === (configId || DEFAULT_API_KEY_CONFIG_ID);
}

/**
 * The catalogue's answer to a refused use. A missing owner is a bad reference id for an organization's
 * key, and for a user's key standing in for a session on the 1.7 line, whose plugin names it so.
 */
function errorOf(refusal: UseRefusal, line: BetterAuthLine, isOrganizationOwned: boolean, asUser: boolean): AuthError {
  switch (refusal.code) {
    case 'INVALID_USER_ID_FROM_API_KEY':
      return new AuthError(
        isOrganizationOwned || (asUser && line === '1.7')
          ? API_KEY_ERRORS.INVALID_REFERENCE_ID_FROM_API_KEY
          : API_KEY_ERRORS.INVALID_USER_ID_FROM_API_KEY,
      );
    case 'RATE_LIMITED':
      // Better Auth 1.4 answered a key over its window 401; 1.7 answers 429.
      return new AuthError(API_KEY_ERRORS.RATE_LIMITED, {
        details: { details: { tryAgainIn: refusal.tryAgainInMs } },
        status: line === '1.7' ? 429 : undefined,
      });
    case 'KEY_NOT_FOUND':
      return new AuthError(API_KEY_ERRORS.KEY_NOT_FOUND, { status: 401 });
    default:
      return new AuthError(API_KEY_ERRORS[refusal.code]);
  }
}
