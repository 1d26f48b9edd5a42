import { Injectable } from '@nestjs/common';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Audited } from '../../platform/audit/audited.decorator';
import { AuditService } from '../../platform/audit/audit.service';
import { generateId } from '../../platform/common/crypto/random';
import { AuthError } from '../../platform/common/errors/auth-error';
import { Clock } from '../../platform/common/time/clock';
import { AppConfig } from '../../platform/config/app-config';
import { SESSION_ERRORS } from '../../identity/session/session.errors';
import { User } from '../../identity/user/user.types';
import { ApiKeyConfigurations } from './api-key-configurations';
import { ApiKeyFormat } from './api-key-format';
import { ApiKeyCaller, ApiKeyOwnership } from './api-key-ownership';
import { ApiKeyRules } from './api-key-rules';
import { ApiKeySweeper } from './api-key-sweeper';
import { API_KEY_ERRORS } from './api-key.errors';
import { ApiKeyRepository } from './api-key.repository';
import { ApiKey, ApiKeyChanges } from './api-key.types';
import { CreateApiKeyDto } from './dto/create-api-key.dto';
import { ListApiKeysQuery } from './dto/list-api-keys.query';
import { UpdateApiKeyDto } from './dto/update-api-key.dto';

const SERVER_ONLY_ON_CREATE = [
  'refillAmount',
  'refillInterval',
  'rateLimitMax',
  'rateLimitTimeWindow',
  'rateLimitEnabled',
  'permissions',
] as const;
const SERVER_ONLY_ON_UPDATE = [...SERVER_ONLY_ON_CREATE, 'remaining'] as const;

/**
 * What an audit event says of a key: its owner, or for an organization's key (one reached by a
 * member other than its owner) the organization, its configuration and the member who acted.
 */
function keyFacts(apiKey: ApiKey | undefined, actingUserId: string | null | undefined): Record<string, unknown> {
  if (!apiKey) return actingUserId ? { userId: actingUserId } : {};
  if (actingUserId && actingUserId !== apiKey.referenceId) {
    return { organizationId: apiKey.referenceId, userId: actingUserId, configId: apiKey.configId };
  }
  return { userId: apiKey.referenceId };
}

/** Creating and managing keys: users reach their own, members an organization's as their role allows. */
@Injectable()
export class ApiKeyService {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly format: ApiKeyFormat,
    private readonly configurations: ApiKeyConfigurations,
    private readonly ownership: ApiKeyOwnership,
    private readonly sweeper: ApiKeySweeper,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    readonly audit: AuditService,
  ) {}

  /** The new key and, this once, its full secret. */
  @Audited('api-key.create', (_args, created?: { apiKey: ApiKey; fullKey: string; actingUserId: string | null }) => ({
    targetType: 'api-key',
    targetId: created?.apiKey.id,
    metadata: created ? { ...keyFacts(created.apiKey, created.actingUserId), name: created.apiKey.name } : undefined,
  }))
  async create(
    _auditCaller: AuditCaller,
    caller: ApiKeyCaller,
    input: CreateApiKeyDto,
  ): Promise<{ apiKey: ApiKey; fullKey: string; actingUserId: string | null }> {
    const configured = this.configurations.resolve(input.configId);
    const { configuration, rules } = configured;
    const owner = await this.ownership.ownerOnCreate(caller, configured, input);
    if (caller.session?.session.impersonatedBy) throw new AuthError(SESSION_ERRORS.NOT_ALLOWED_WHILE_IMPERSONATING);
    // The spec's server-only properties: `remaining` counts only when it is a number.
    const sendsServerOnly =
      SERVER_ONLY_ON_CREATE.some((field) => input[field] !== undefined) || (input.remaining ?? null) !== null;
    if (!caller.isServer && sendsServerOnly) throw new AuthError(API_KEY_ERRORS.SERVER_ONLY_PROPERTY);
    const metadata =
      input.metadata === undefined || input.metadata === null ? null : rules.checkMetadata(input.metadata);
    rules.checkRefillPair(input.refillAmount, input.refillInterval);
    const now = this.clock.now();
    const { keyExpiration } = configuration;
    const expiresAt =
      input.expiresIn !== undefined && input.expiresIn !== null
        ? rules.expiresAtFor(input.expiresIn, now)
        : keyExpiration.defaultExpiresInSeconds !== null
          ? new Date(now.getTime() + keyExpiration.defaultExpiresInSeconds * 1000)
          : null;
    if (input.prefix != null) rules.checkPrefix(input.prefix);
    rules.checkNameOnCreate(input.name);
    if (input.remaining !== undefined && input.remaining !== null) rules.checkRemaining(input.remaining, 0);

    const prefix = input.prefix ?? configuration.defaultPrefix;
    const fullKey = this.format.generate(prefix);
    const { rateLimit } = this.config.apiKey;
    const apiKey = await this.keys.create(
      {
        id: generateId(),
        name: input.name ?? null,
        start: this.format.startOf(fullKey),
        prefix,
        key: this.format.toStored(fullKey),
        referenceId: owner.referenceId,
        configId: configuration.configId,
        refillInterval: input.refillInterval ?? null,
        refillAmount: input.refillAmount ?? null,
        lastRefillAt: null,
        enabled: true,
        rateLimitEnabled: input.rateLimitEnabled ?? rateLimit.enabled,
        rateLimitTimeWindow: input.rateLimitTimeWindow ?? rateLimit.timeWindowMs,
        rateLimitMax: input.rateLimitMax ?? rateLimit.maxRequests,
        requestCount: 0,
        // A key given a refill but no starting count starts full.
        remaining: input.remaining ?? input.refillAmount ?? null,
        lastRequest: null,
        expiresAt,
        createdAt: now,
        updatedAt: now,
        permissions: input.permissions ?? null,
        metadata,
      },
      configuration.references,
    );
    return { apiKey, fullKey, actingUserId: owner.actingUserId };
  }

  async get(caller: User, id: string, configId?: string): Promise<ApiKey> {
    const apiKey = await this.ownership.reach(id, configId, caller.id, 'read');
    await this.sweeper.sweepIfDue();
    return apiKey;
  }

  @Audited('api-key.update', ([caller, input]: [ApiKeyCaller, UpdateApiKeyDto], updated?: ApiKey) => ({
    targetType: 'api-key',
    targetId: input.keyId,
    metadata: keyFacts(updated, caller.session?.user.id ?? input.userId),
  }))
  async update(_auditCaller: AuditCaller, caller: ApiKeyCaller, input: UpdateApiKeyDto): Promise<ApiKey> {
    const actingUserId = this.ownership.actingUserId(caller, input.userId);
    if (!caller.isServer && SERVER_ONLY_ON_UPDATE.some((field) => input[field] !== undefined)) {
      throw new AuthError(API_KEY_ERRORS.SERVER_ONLY_PROPERTY);
    }
    const existing = await this.ownership.reach(input.keyId, input.configId, actingUserId, 'update');
    const changes = this.changesFrom(input, this.configurations.resolve(existing.configId).rules);
    if (Object.keys(changes).length === 0) throw new AuthError(API_KEY_ERRORS.NO_VALUES_TO_UPDATE);
    const updated = await this.keys.update(existing.id, { ...changes, updatedAt: this.clock.now() });
    // Deleted between the read and the write.
    if (!updated) throw new AuthError(API_KEY_ERRORS.KEY_NOT_FOUND);
    await this.sweeper.sweepIfDue();
    return updated;
  }

  @Audited('api-key.delete', ([caller, keyId]: [User, string], deleted?: ApiKey) => ({
    targetType: 'api-key',
    targetId: deleted?.id ?? keyId,
    metadata: keyFacts(deleted, caller.id),
  }))
  async delete(_auditCaller: AuditCaller, caller: User, keyId: string, configId?: string): Promise<ApiKey> {
    if (caller.banned) throw new AuthError(API_KEY_ERRORS.USER_BANNED);
    const apiKey = await this.ownership.reach(keyId, configId, caller.id, 'delete');
    await this.keys.delete(apiKey.id);
    await this.sweeper.sweepIfDue();
    return apiKey;
  }

  /** A user's own keys of every user configuration, as Better Auth 1.4 lists them. */
  async list(owner: User): Promise<ApiKey[]> {
    const keys = await this.keys.listByOwner(owner.id, this.configurations.idsReferencing('user'));
    await this.sweeper.sweepIfDue();
    return keys;
  }

  /**
   * A page of the caller's keys, or with `organizationId` of the organization's, to members whose
   * role may read them; `configId` narrows either to one configuration.
   */
  async page(caller: User, query: ListApiKeysQuery): Promise<{ apiKeys: ApiKey[]; total: number }> {
    const references = query.organizationId === undefined ? 'user' : 'organization';
    if (query.organizationId !== undefined) await this.ownership.assertMayList(query.organizationId, caller.id);
    let configIds = this.configurations.idsReferencing(references);
    // Narrowed to the configuration named; one not configured matches no key, as in Better Auth 1.7.
    if (query.configId !== undefined) configIds = configIds.filter((configId) => configId === query.configId);
    const found =
      configIds.length === 0
        ? { apiKeys: [], total: 0 }
        : await this.keys.pageByOwner(query.organizationId ?? caller.id, configIds, query);
    await this.sweeper.sweepIfDue();
    return found;
  }

  private changesFrom(input: UpdateApiKeyDto, rules: ApiKeyRules): ApiKeyChanges {
    const changes: ApiKeyChanges = {};
    if (input.name !== undefined) {
      rules.checkName(input.name);
      changes.name = input.name;
    }
    if (input.enabled !== undefined) changes.enabled = input.enabled;
    if (input.expiresIn !== undefined) {
      // With custom expiry off, an expiry set by the defaults cannot be removed either.
      rules.checkCustomExpiryAllowed();
      changes.expiresAt = input.expiresIn === null ? null : rules.expiresAtFor(input.expiresIn, this.clock.now());
    }
    if (input.metadata !== undefined) changes.metadata = rules.checkMetadataChange(input.metadata);
    if (input.remaining !== undefined) {
      rules.checkRemaining(input.remaining, 1);
      changes.remaining = input.remaining;
    }
    rules.checkRefillPair(input.refillAmount, input.refillInterval);
    if (input.refillAmount !== undefined) {
      changes.refillAmount = input.refillAmount;
      changes.refillInterval = input.refillInterval;
    }
    if (input.rateLimitEnabled !== undefined) changes.rateLimitEnabled = input.rateLimitEnabled;
    if (input.rateLimitTimeWindow !== undefined) changes.rateLimitTimeWindow = input.rateLimitTimeWindow;
    if (input.rateLimitMax !== undefined) changes.rateLimitMax = input.rateLimitMax;
    if (input.permissions !== undefined) changes.permissions = input.permissions;
    return changes;
  }
}
