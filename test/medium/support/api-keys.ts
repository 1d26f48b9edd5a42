import { generateId, randomString } from '../../../src/platform/common/crypto/random';
import { ApiKey } from '../../../src/manage/api-key/api-key.types';
import { ApiKeyConfigurations } from '../../../src/manage/api-key/api-key-configurations';
import { ApiKeyFormat } from '../../../src/manage/api-key/api-key-format';
import { ApiKeyModel } from '../../../src/manage/api-key/api-key.model';
import { ApiKeyRepository } from '../../../src/manage/api-key/api-key.repository';
import { ApiKeySchema } from '../../../src/manage/api-key/api-key-schema';
import { ApiKeySweeper } from '../../../src/manage/api-key/api-key-sweeper';
import { ApiKeyVerifier } from '../../../src/manage/api-key/api-key-verifier';
import { MemberModel } from '../../../src/manage/organization/models/member.model';
import { OrganizationModel } from '../../../src/manage/organization/models/organization.model';
import { OrganizationMembershipSource } from '../../../src/manage/organization/organization-membership-source';
import { OrganizationMemberships } from '../../../src/identity/access/organization-memberships';
import { OrganizationRoleModel } from '../../../src/manage/organization/models/organization-role.model';
import { OrganizationRoleRepository } from '../../../src/manage/organization/repositories/organization-role.repository';
import { MemberRepository } from '../../../src/manage/organization/repositories/member.repository';
import { OrganizationRepository } from '../../../src/manage/organization/repositories/organization.repository';
import { UserModel } from '../../../src/identity/user/user.model';
import { Medium } from './medium-services';

export interface ApiKeyPieces {
  keys: ApiKeyRepository;
  format: ApiKeyFormat;
  verifier: ApiKeyVerifier;
}

/** The key repository and verifier over the medium database, as the api-key module wires them. */
export async function apiKeyPieces(medium: Medium): Promise<ApiKeyPieces> {
  const { config, clock, users, metrics } = medium;
  const schema = new ApiKeySchema(medium.db.migrator, ApiKeyModel);
  await schema.onModuleInit();
  const keys = new ApiKeyRepository(ApiKeyModel, schema);
  const format = new ApiKeyFormat(config);
  const organizations = new OrganizationMemberships();
  new OrganizationMembershipSource(
    new MemberRepository(MemberModel, UserModel),
    new OrganizationRepository(OrganizationModel, MemberModel),
    new OrganizationRoleRepository(OrganizationRoleModel),
    organizations,
    clock,
  ).onModuleInit();
  const verifier = new ApiKeyVerifier(
    keys,
    format,
    users,
    clock,
    config,
    new ApiKeySweeper(keys, clock),
    metrics,
    new ApiKeyConfigurations(config),
    organizations,
  );
  return { keys, format, verifier };
}

/** What a key row holds beyond its owner and secret; unset fields are as a server-side create leaves them. */
export type KeyFields = Partial<Pick<ApiKey, 'remaining' | 'refillAmount' | 'refillInterval' | 'enabled'>> &
  Partial<Pick<ApiKey, 'rateLimitEnabled' | 'rateLimitMax' | 'rateLimitTimeWindow'>>;

/** Stores a user's key created now, as POST /api-key/create on the server writes it; answers the key to present. */
export async function storeKey(
  medium: Medium,
  { keys, format }: ApiKeyPieces,
  ownerId: string,
  fields: KeyFields = {},
): Promise<string> {
  const fullKey = randomString(64);
  const now = medium.clock.now();
  await keys.create(
    {
      id: generateId(),
      name: null,
      start: null,
      prefix: null,
      key: format.toStored(fullKey),
      referenceId: ownerId,
      configId: 'default',
      refillInterval: null,
      refillAmount: null,
      lastRefillAt: null,
      enabled: true,
      rateLimitEnabled: false,
      rateLimitTimeWindow: medium.config.apiKey.rateLimit.timeWindowMs,
      rateLimitMax: medium.config.apiKey.rateLimit.maxRequests,
      requestCount: 0,
      remaining: null,
      lastRequest: null,
      expiresAt: null,
      createdAt: now,
      updatedAt: now,
      permissions: null,
      metadata: null,
      ...fields,
    },
    'user',
  );
  return fullKey;
}
