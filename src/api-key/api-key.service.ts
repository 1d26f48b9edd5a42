import { Injectable } from '@nestjs/common';
import { AuditCaller } from '../audit/audit-caller';
import { Audited } from '../audit/audited.decorator';
import { AuditService } from '../audit/audit.service';
import { generateId } from '../common/crypto/random';
import { AuthError } from '../common/errors/auth-error';
import { Clock } from '../common/time/clock';
import { AppConfig } from '../config/app-config';
import { OrganizationAccess } from '../organization/organization-access';
import { SESSION_ERRORS } from '../session/session.errors';
import { ActiveSession } from '../session/session.types';
import { USER_ERRORS } from '../user/user.errors';
import { UserService } from '../user/user.service';
import { User } from '../user/user.types';
import { ApiKeyFormat } from './api-key-format';
import { ApiKeyConfigurations } from './api-key-configurations';
import { ApiKeyRules } from './api-key-rules';
import { ApiKeySweeper } from './api-key-sweeper';
import { API_KEY_ERRORS } from './api-key.errors';
import { DEFAULT_API_KEY_CONFIG_ID } from './api-key.constants';
import { ApiKeyRepository } from './api-key.repository';
import { ApiKey, ApiKeyChanges } from './api-key.types';
import { CreateApiKeyDto } from './dto/create-api-key.dto';
import { ListApiKeysQuery } from './dto/list-api-keys.query';
import { UpdateApiKeyDto } from './dto/update-api-key.dto';

/** Who calls create or update: a signed-in user, a trusted backend (service key), or both. */
export interface ApiKeyCaller {
  session: ActiveSession | null;
  isServer: boolean;
}

const SERVER_ONLY_ON_CREATE = [
  'refillAmount',
  'refillInterval',
  'rateLimitMax',
  'rateLimitTimeWindow',
  'rateLimitEnabled',
  'permissions',
] as const;
const SERVER_ONLY_ON_UPDATE = [...SERVER_ONLY_ON_CREATE, 'remaining'] as const;

/** Creating and managing keys; users reach only their own. */
@Injectable()
export class ApiKeyService {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly format: ApiKeyFormat,
    private readonly configurations: ApiKeyConfigurations,
    private readonly sweeper: ApiKeySweeper,
    private readonly users: UserService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly organizations: OrganizationAccess,
    readonly audit: AuditService,
  ) {}

  /** The new key and, this once, its full secret. */
  @Audited('api-key.create', (_args, created?: { apiKey: ApiKey; fullKey: string }) => ({
    targetType: 'api-key',
    targetId: created?.apiKey.id,
    metadata: created ? { userId: created.apiKey.referenceId, name: created.apiKey.name } : undefined,
  }))
  async create(
    _auditCaller: AuditCaller,
    caller: ApiKeyCaller,
    input: CreateApiKeyDto,
  ): Promise<{ apiKey: ApiKey; fullKey: string }> {
    const owner = await this.ownerOnCreate(caller, input.userId);
    if (caller.session?.session.impersonatedBy) throw new AuthError(SESSION_ERRORS.NOT_ALLOWED_WHILE_IMPERSONATING);
    // The spec's server-only properties: `remaining` counts only when it is a number.
    const sendsServerOnly =
      SERVER_ONLY_ON_CREATE.some((field) => input[field] !== undefined) || (input.remaining ?? null) !== null;
    if (!caller.isServer && sendsServerOnly) throw new AuthError(API_KEY_ERRORS.SERVER_ONLY_PROPERTY);
    const metadata =
      input.metadata === undefined || input.metadata === null ? null : this.defaultRules.checkMetadata(input.metadata);
    this.defaultRules.checkRefillPair(input.refillAmount, input.refillInterval);
    const now = this.clock.now();
    const { keyExpiration, rateLimit } = this.config.apiKey;
    const expiresAt =
      input.expiresIn !== undefined && input.expiresIn !== null
        ? this.defaultRules.expiresAtFor(input.expiresIn, now)
        : keyExpiration.defaultExpiresInSeconds !== null
          ? new Date(now.getTime() + keyExpiration.defaultExpiresInSeconds * 1000)
          : null;
    if (input.prefix !== undefined) this.defaultRules.checkPrefix(input.prefix);
    this.defaultRules.checkNameOnCreate(input.name);
    if (input.remaining !== undefined && input.remaining !== null) this.defaultRules.checkRemaining(input.remaining, 0);

    const fullKey = this.format.generate(input.prefix ?? null);
    const apiKey = await this.keys.create(
      {
        id: generateId(),
        name: input.name ?? null,
        start: this.format.startOf(fullKey),
        prefix: input.prefix ?? null,
        key: this.format.toStored(fullKey),
        referenceId: owner.id,
        configId: DEFAULT_API_KEY_CONFIG_ID,
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
      'user',
    );
    return { apiKey, fullKey };
  }

  async get(owner: User, id: string): Promise<ApiKey> {
    const apiKey = await this.keys.findOwned(id, owner.id);
    if (!apiKey) throw new AuthError(API_KEY_ERRORS.KEY_NOT_FOUND);
    return apiKey;
  }

  @Audited('api-key.update', ([, input]: [ApiKeyCaller, UpdateApiKeyDto], updated?: ApiKey) => ({
    targetType: 'api-key',
    targetId: input.keyId,
    metadata: updated ? { userId: updated.referenceId } : undefined,
  }))
  async update(_auditCaller: AuditCaller, caller: ApiKeyCaller, input: UpdateApiKeyDto): Promise<ApiKey> {
    const ownerId = this.ownerIdOnUpdate(caller, input.userId);
    if (!caller.isServer && SERVER_ONLY_ON_UPDATE.some((field) => input[field] !== undefined)) {
      throw new AuthError(API_KEY_ERRORS.SERVER_ONLY_PROPERTY);
    }
    const existing = await this.keys.findOwned(input.keyId, ownerId);
    if (!existing) throw new AuthError(API_KEY_ERRORS.KEY_NOT_FOUND);
    const changes = this.changesFrom(input);
    if (Object.keys(changes).length === 0) throw new AuthError(API_KEY_ERRORS.NO_VALUES_TO_UPDATE);
    const updated = await this.keys.update(existing.id, { ...changes, updatedAt: this.clock.now() });
    // Deleted between the read and the write.
    if (!updated) throw new AuthError(API_KEY_ERRORS.KEY_NOT_FOUND);
    await this.sweeper.sweepIfDue();
    return updated;
  }

  @Audited('api-key.delete', ([owner, keyId]: [User, string]) => ({
    targetType: 'api-key',
    targetId: keyId,
    metadata: { userId: owner.id },
  }))
  async delete(_auditCaller: AuditCaller, owner: User, keyId: string): Promise<void> {
    if (owner.banned) throw new AuthError(API_KEY_ERRORS.USER_BANNED);
    const apiKey = await this.keys.findOwned(keyId, owner.id);
    if (!apiKey) throw new AuthError(API_KEY_ERRORS.KEY_NOT_FOUND);
    await this.keys.delete(apiKey.id);
    await this.sweeper.sweepIfDue();
  }

  async list(owner: User): Promise<ApiKey[]> {
    const keys = await this.keys.listByOwner(owner.id);
    await this.sweeper.sweepIfDue();
    return keys;
  }

  /**
   * A page of the caller's keys. Keys of other configurations than the default, or owned by
   * organizations, are not made here: an organization's list is empty, to its members only.
   */
  async page(owner: User, query: ListApiKeysQuery): Promise<{ apiKeys: ApiKey[]; total: number }> {
    if (query.organizationId !== undefined) {
      await this.organizations.memberOf(query.organizationId, owner.id, {
        error: API_KEY_ERRORS.USER_NOT_MEMBER_OF_ORGANIZATION,
      });
    }
    const isOwnDefault =
      query.organizationId === undefined &&
      (query.configId === undefined || query.configId === DEFAULT_API_KEY_CONFIG_ID);
    const found = isOwnDefault ? await this.keys.pageByOwner(owner.id, query) : { apiKeys: [], total: 0 };
    await this.sweeper.sweepIfDue();
    return found;
  }

  private get defaultRules(): ApiKeyRules {
    return this.configurations.resolve().rules;
  }

  private changesFrom(input: UpdateApiKeyDto): ApiKeyChanges {
    const changes: ApiKeyChanges = {};
    if (input.name !== undefined) {
      this.defaultRules.checkName(input.name);
      changes.name = input.name;
    }
    if (input.enabled !== undefined) changes.enabled = input.enabled;
    if (input.expiresIn !== undefined) {
      // With custom expiry off, an expiry set by the defaults cannot be removed either.
      this.defaultRules.checkCustomExpiryAllowed();
      changes.expiresAt =
        input.expiresIn === null ? null : this.defaultRules.expiresAtFor(input.expiresIn, this.clock.now());
    }
    if (input.metadata !== undefined) changes.metadata = this.defaultRules.checkMetadataChange(input.metadata);
    if (input.remaining !== undefined) {
      this.defaultRules.checkRemaining(input.remaining, 1);
      changes.remaining = input.remaining;
    }
    this.defaultRules.checkRefillPair(input.refillAmount, input.refillInterval);
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

  /** The session's user, or for a trusted backend without a session the user named by `userId`. */
  private async ownerOnCreate(caller: ApiKeyCaller, userId: string | undefined): Promise<User> {
    if (caller.session) {
      if (userId !== undefined && userId !== caller.session.user.id)
        throw new AuthError(API_KEY_ERRORS.UNAUTHORIZED_SESSION);
      return caller.session.user;
    }
    if (!caller.isServer || userId === undefined) throw new AuthError(API_KEY_ERRORS.UNAUTHORIZED_SESSION);
    const user = await this.users.findById(userId);
    if (!user) throw new AuthError(USER_ERRORS.USER_NOT_FOUND);
    return user;
  }

  private ownerIdOnUpdate(caller: ApiKeyCaller, userId: string | undefined): string {
    if (caller.session) {
      if (userId !== undefined && userId !== caller.session.user.id)
        throw new AuthError(API_KEY_ERRORS.UNAUTHORIZED_SESSION);
      return caller.session.user.id;
    }
    if (!caller.isServer || userId === undefined) throw new AuthError(API_KEY_ERRORS.UNAUTHORIZED_SESSION);
    return userId;
  }
}
